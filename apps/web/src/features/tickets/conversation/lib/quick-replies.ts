/** Spec 1 §9: previews are cut at 90 characters. */
export const quickReplyPreviewLength = 90;

export const truncatePreview = (text: string, length = quickReplyPreviewLength) =>
  text.length > length ? `${text.slice(0, length)}...` : text;

/** The quick replies a leading '/' asks for: the typed word against each shortcut. */
export function matchQuickReplies<Reply extends { shortcode: string }>(
  input: string,
  replies: readonly Reply[],
): Reply[] {
  if (!input.startsWith('/') || input.includes('\n')) return [];
  const typed = input.slice(1).toLowerCase();
  return replies.filter((reply) => reply.shortcode.toLowerCase().includes(typed));
}
