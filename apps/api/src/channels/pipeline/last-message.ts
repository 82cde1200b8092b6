/** The ticket list's preview of a message: its text, or its kind when it has none (a photo...). */
export function lastMessageOf(body: string, mediaType: string): string {
  return body.trim() !== '' ? body : mediaType === 'conversation' ? '' : mediaType;
}
