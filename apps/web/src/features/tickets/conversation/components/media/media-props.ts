import type { MessageAnswer, TicketAnswer } from '@chatdesk/contracts';

export interface MediaProps {
  message: MessageAnswer;
  ticket: TicketAnswer;
}

/** The body as a caption, unless it only repeats the file's name (channels often send that). */
export function captionOf(message: Pick<MessageAnswer, 'body' | 'mediaUrl'>): string | null {
  const body = message.body.trim();
  if (!body) return null;
  const fileName = decodeURIComponent(message.mediaUrl?.split('/').pop() ?? '');
  return body === fileName ? null : body;
}
