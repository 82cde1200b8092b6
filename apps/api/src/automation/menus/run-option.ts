import { mediaTypeOf } from '../../modules/messages/media-upload';
import { finishClose } from '../../modules/tickets/use-cases/close-ticket';
import type { BotTurn } from '../bot-turn';
import { enterByRef } from '../integrations/enter-integration';
import { enterQueue } from './enter-queue';
import { type ChatbotOptionRow, childOptions, findFileList, findQueue } from './menus.repository';
import { handOver, showOptionMenu } from './show-menu';

/** A file list entry's mediaType: a MIME type (as uploads store it) or a spec 1 §3 media type. */
function fileMediaType(stored: string): string {
  if (stored.includes('/')) return mediaTypeOf(stored);
  return stored === 'document' || !stored ? 'application' : stored;
}

/** The option's file list: its message, then each file as a media message named after the file. */
async function sendFileList(turn: BotTurn, fileListId: number | null): Promise<void> {
  const list = fileListId === null ? null : await findFileList(turn.tx, turn.companyId, fileListId);
  if (!list) return;
  await turn.send({ body: list.message });
  for (const file of list.files) {
    if (file.path) await turn.send({ body: file.name, mediaUrl: file.path, mediaType: fileMediaType(file.mediaType) });
  }
}

/** The option's message, then the end of the bot's part; closeTicket closes the ticket by the system. */
async function finish(turn: BotTurn, option: ChatbotOptionRow): Promise<void> {
  await handOver(turn);
  if (option.closeTicket) await finishClose(turn, { amountUsedBotQueues: 0, userId: null });
}

/**
 * What a chosen option does (docs/automation.md "Option tree"): text shows its message and its
 * sub-options (none: the bot's part ends); attendent gives the ticket to optUserId, still pending;
 * queue moves the ticket to optQueueId; file sends the file list; integration hands the ticket to
 * optIntegrationId (to the queue's attendants when it has none).
 */
export async function runOption(turn: BotTurn, option: ChatbotOptionRow): Promise<void> {
  const { tx, companyId } = turn;
  turn.setState({ attempts: 0 });
  switch (option.queueType) {
    case 'text': {
      const children = await childOptions(tx, companyId, option.queueId, option.id);
      if (children.length > 0) return showOptionMenu(turn, option, children, option.greetingMessage);
      await turn.send({ body: option.greetingMessage });
      return finish(turn, option);
    }
    case 'file':
      await turn.send({ body: option.greetingMessage });
      await sendFileList(turn, option.optFileId);
      return finish(turn, option);
    case 'queue': {
      await turn.send({ body: option.greetingMessage });
      const queue = option.optQueueId === null ? null : await findQueue(tx, companyId, option.optQueueId);
      if (queue) return enterQueue(turn, queue);
      return handOver(turn);
    }
    case 'attendent':
      await turn.send({ body: option.greetingMessage });
      await handOver(turn);
      if (option.optUserId === null) return;
      await turn.update({ userId: option.optUserId });
      await turn.log('receivedTransfer', { userId: option.optUserId });
      return;
    case 'integration':
      await turn.send({ body: option.greetingMessage });
      // The option's integration answers from here (docs/integrations.md); without one, a human does.
      if (option.optIntegrationId !== null && (await enterByRef(turn, { integrationId: option.optIntegrationId })))
        return;
      await handOver(turn);
      await turn.log('pending');
      return;
  }
}
