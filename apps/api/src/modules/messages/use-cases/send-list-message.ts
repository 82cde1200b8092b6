import { buildList, type listMessageBody, type MessageAnswer } from '@chatdesk/contracts';
import type { z } from 'zod';
import { sendInteractive } from '../interactive-send';
import type { MessageCaller, MessagesDeps } from '../messages.deps';

/**
 * POST /messages/lista/{ticketId}: a WhatsApp list (spec 1 §3 List message), written by
 * message-bodies' buildList as received ones are; rows without an id get '{section}_{row}'.
 */
export function sendListMessage(
  deps: MessagesDeps,
  caller: MessageCaller,
  ticketId: number,
  input: z.output<typeof listMessageBody>,
): Promise<MessageAnswer> {
  return sendInteractive(deps, caller, ticketId, (fill) => {
    const { mediaType, body, dataJson } = buildList({
      title: fill(input.title),
      description: fill(input.text),
      footerText: fill(input.footerText ?? ''),
      buttonText: fill(input.buttonText),
      sections: input.sections.map((section, sectionIndex) => ({
        title: fill(section.title),
        rows: section.rows.map((row, rowIndex) => ({
          ...row,
          title: fill(row.title),
          description: fill(row.description ?? ''),
          rowId: row.rowId || `${sectionIndex + 1}_${rowIndex + 1}`,
        })),
      })),
    });
    return { body, mediaType, dataJson };
  });
}
