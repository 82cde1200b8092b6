import type { MessageRow } from '../../channels/message-row';
import { backKey, type MenuItem, menuTexts } from './menu-message';

/** Case, accents and spacing do not matter when a customer types an option's title. */
export const normalizeAnswer = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The id a tapped list row or reply button carries (drivers store it as dataJson.replyId). */
function replyIdOf(message: Pick<MessageRow, 'dataJson'>): string | null {
  const data = message.dataJson;
  if (!data || typeof data !== 'object' || !('replyId' in data)) return null;
  const { replyId } = data as { replyId: unknown };
  return typeof replyId === 'string' && replyId ? replyId : null;
}

/** The menu item a message chooses: a reply's id, the item's number, or its exact title. */
export function chosenItem<T extends MenuItem>(message: Pick<MessageRow, 'body' | 'dataJson'>, items: readonly T[]) {
  const replyId = replyIdOf(message);
  const byId = replyId ? items.find((item) => item.id === replyId) : undefined;
  if (byId) return byId;
  const answer = normalizeAnswer(message.body);
  if (/^\d+$/.test(answer)) return items[Number(answer) - 1] ?? null;
  return items.find((item) => normalizeAnswer(item.title) === answer) ?? null;
}

/** The back key typed, or the "Voltar" row or button of a list or buttons menu tapped. */
export function asksBack(message: Pick<MessageRow, 'body' | 'dataJson'>): boolean {
  const answer = normalizeAnswer(message.body);
  return replyIdOf(message) === backKey || answer === backKey || answer === normalizeAnswer(menuTexts.back);
}
