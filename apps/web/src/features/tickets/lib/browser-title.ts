/**
 * Spec 1 §2: the browser title shows a circled digit for 1 to 20 unread tickets and '(n)' above 20;
 * nothing when there are none.
 */
const circledNumbers = '①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳';

export function unreadTitleMark(unreadTickets: number): string {
  if (!Number.isInteger(unreadTickets) || unreadTickets < 1) return '';
  if (unreadTickets <= 20) return [...circledNumbers][unreadTickets - 1] ?? '';
  return `(${unreadTickets})`;
}

export function titleWithUnread(baseTitle: string, unreadTickets: number): string {
  const mark = unreadTitleMark(unreadTickets);
  return mark ? `${mark} ${baseTitle}` : baseTitle;
}
