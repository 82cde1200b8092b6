import { formatDate, formatTime } from '../../../lib/dates';

const dayOf = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

/** Spec 3 "Kanban board": a card's time is HH:mm when it is today, else dd/MM/yyyy. */
export function cardTime(updatedAt: string, now = new Date()): string {
  return dayOf(new Date(updatedAt)) === dayOf(now) ? formatTime(updatedAt) : formatDate(updatedAt);
}
