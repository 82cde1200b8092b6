import { AppError, type MessageAnswer } from '@chatdesk/contracts';
import { assertServiceWindowOpen } from '../../../channels/meta/service-window';
import type { Tx } from '../../../platform/db/database';
import { defaultSettingValue } from '../../settings/global-setting-values';
import { findSetting } from '../../settings/settings.repository';
import { outboundOf, quotedInConversation } from '../compose';
import { assertCanSend, visibleTicket } from '../conversation-access';
import { type MediaUploadReader, mediaTypeOf, removeUploaded, storedFileName } from '../media-upload';
import { loadMessageAnswers } from '../message-answers';
import type { MessageCaller, MessagesDeps } from '../messages.deps';
import { type OutgoingText, outgoingTextComposer } from '../outgoing-text';

/** The platform's downloadLimit setting (spec 2 §9, MB, default 64) in bytes. */
async function downloadLimitBytes(tx: Tx): Promise<number> {
  const stored = await findSetting(tx, 'downloadLimit');
  const megabytes = Number(stored?.value ?? defaultSettingValue('downloadLimit'));
  return (Number.isFinite(megabytes) && megabytes > 0 ? megabytes : 64) * 1024 * 1024;
}

/**
 * POST /messages/{ticketId} (multipart): one message per file in `medias`. The ticket is checked
 * before any byte is stored; each file is limited by downloadLimit and typed by its bytes. With one
 * `body` it captions the first file; with several, body[i] captions file i; an uncaptioned file
 * carries its name as text (what the conversation shows for documents).
 */
export async function sendMediaMessages(
  deps: MessagesDeps,
  caller: MessageCaller,
  ticketId: number,
  readUpload: MediaUploadReader,
): Promise<MessageAnswer[]> {
  const { companyId, viewer } = caller;
  const outbound = outboundOf(deps);
  const maxBytes = await deps.db.tenant(companyId).transaction(async (tx) => {
    assertCanSend(await visibleTicket(tx, companyId, viewer, { id: ticketId }));
    return downloadLimitBytes(tx);
  });
  const { files, fields } = await readUpload(companyId, maxBytes);

  let prepared: { captions: OutgoingText[]; quotedMsgId: number | undefined };
  try {
    prepared = await deps.db.tenant(companyId).transaction(async (tx) => {
      const ticket = await visibleTicket(tx, companyId, viewer, { id: ticketId });
      // Checked once the fields are read (isPrivate comes with the files); a refusal removes the files.
      if (!fields.isPrivate) await assertServiceWindowOpen(tx, { ...ticket, companyId });
      const quotedMsgId = await quotedInConversation(tx, companyId, ticket, fields.quotedMsg);
      const composer = await outgoingTextComposer(tx, companyId, ticket.id, viewer.userId, fields);
      // A caption is the attendant's words (variables, signature); a file name stays as it is.
      const captions = files.map((file, index): OutgoingText => {
        const caption = (fields.body.length === 1 ? (index === 0 ? fields.body[0] : '') : fields.body[index]) ?? '';
        const text = caption.trim();
        return text ? composer.compose(text) : { body: file.fileName, dataJson: null };
      });
      return { captions, quotedMsgId };
    });
  } catch (error) {
    await removeUploaded(deps.storage, files);
    throw error;
  }

  const ids: number[] = [];
  for (const [index, file] of files.entries()) {
    const message = await outbound.send(companyId, {
      ticketId,
      userId: viewer.userId,
      ...(prepared.captions[index] ?? { body: file.fileName, dataJson: null }),
      mediaType: mediaTypeOf(file.mime),
      mediaUrl: storedFileName(file),
      quotedMsgId: index === 0 ? prepared.quotedMsgId : undefined,
      isPrivate: fields.isPrivate ?? false,
    });
    ids.push(message.id);
  }
  const answers = await deps.db.tenant(companyId).transaction((tx) => loadMessageAnswers(tx, ids));
  if (answers.length !== ids.length) throw new AppError('ERR_CREATING_MESSAGE');
  return answers;
}
