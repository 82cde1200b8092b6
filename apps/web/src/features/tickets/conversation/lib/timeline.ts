import type { MessageAnswer } from '@chatdesk/contracts';
import { formatDate } from '../../../../lib/dates';

/** One row of the message list: a day label, a ticket-change banner, a sender divider or a message. */
export type TimelineItem =
  | { kind: 'day'; key: string; today: boolean; date: string }
  | { kind: 'ticket'; key: string; ticketId: number; queue: { name: string; color: string } | null }
  | { kind: 'divider'; key: string }
  | { kind: 'message'; key: string; message: MessageAnswer };

/** The day in the browser's time zone, as the app's language writes it (dd/MM/yyyy in pt-BR). */
export function formatDay(date: Date): string {
  return formatDate(date);
}

/**
 * Spec 1 §2: messages grouped by day (HOJE for today, else dd/MM/yyyy), a banner where the thread
 * passes to another ticket (not before the first one), a divider where the sender changes.
 */
export function buildTimeline(messages: readonly MessageAnswer[], now: Date = new Date()): TimelineItem[] {
  const today = formatDay(now);
  const items: TimelineItem[] = [];
  let previous: MessageAnswer | undefined;
  for (const message of messages) {
    const day = formatDay(new Date(message.createdAt));
    if (!previous || formatDay(new Date(previous.createdAt)) !== day) {
      items.push({ kind: 'day', key: `day-${message.id}`, today: day === today, date: day });
    }
    if (previous && previous.ticketId !== message.ticketId) {
      items.push({
        kind: 'ticket',
        key: `ticket-${message.id}`,
        ticketId: message.ticketId,
        queue: message.ticket.queue,
      });
    } else if (previous && previous.fromMe !== message.fromMe) {
      items.push({ kind: 'divider', key: `divider-${message.id}` });
    }
    items.push({ kind: 'message', key: `message-${message.id}`, message });
    previous = message;
  }
  return items;
}
