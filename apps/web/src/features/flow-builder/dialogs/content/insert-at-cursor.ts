/** `text` with `token` put in place of the selection `start`–`end` (the caret when equal), and the caret after it. */
export function insertAtCursor(text: string, token: string, start: number | null, end: number | null) {
  const from = start ?? text.length;
  const to = end ?? from;
  return { text: `${text.slice(0, from)}${token}${text.slice(to)}`, caret: from + token.length };
}
