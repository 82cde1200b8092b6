import { type MessageAnswer, messageEditWindowMs } from '@chatdesk/contracts';

/** Spec 1 §4: own messages are the ones this attendant sent. */
export const isOwnMessage = (message: Pick<MessageAnswer, 'fromMe' | 'userId'>, userId: number | undefined) =>
  message.fromMe && userId !== undefined && message.userId === userId;

const textTypes = new Set(['conversation', 'extendedTextMessage']);

/** Edits are offered for own text messages within 15 minutes (900000 ms) of sending. */
export function canEditMessage(message: MessageAnswer, userId: number | undefined, now = Date.now()): boolean {
  return (
    isOwnMessage(message, userId) &&
    !message.isDeleted &&
    textTypes.has(message.mediaType) &&
    now - Date.parse(message.createdAt) < messageEditWindowMs
  );
}

export const canDeleteMessage = (message: MessageAnswer, userId: number | undefined) =>
  isOwnMessage(message, userId) && !message.isDeleted;

/** Spec 1 §4: transcription applies to incoming audio. */
export const canTranscribeMessage = (message: Pick<MessageAnswer, 'fromMe' | 'mediaType' | 'isDeleted' | 'mediaUrl'>) =>
  !message.fromMe && message.mediaType === 'audio' && !message.isDeleted && Boolean(message.mediaUrl);
