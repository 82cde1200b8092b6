import type { MomentTicketAnswer, MomentUserAnswer } from '@chatdesk/contracts';

export type MomentQueue = NonNullable<MomentTicketAnswer['queue']>;

/** An attendant's column: the tickets they have in progress. */
export interface AttendantColumn {
  user: Pick<MomentUserAnswer, 'id' | 'name' | 'online' | 'profileImage'>;
  tickets: MomentTicketAnswer[];
}

/** A queue's column of waiting tickets; `queue` null holds those without a queue. */
export interface QueueColumn {
  queue: MomentQueue | null;
  tickets: MomentTicketAnswer[];
}

export interface MomentsBoard {
  attendants: AttendantColumn[];
  queues: QueueColumn[];
}

/** In progress: an open ticket, or a group conversation someone took; everything else waits. */
const inProgress = (ticket: MomentTicketAnswer) => ticket.status !== 'pending' && ticket.user !== null;

/**
 * The panel's columns: one per attendant (online ones first, then by name), with their tickets in
 * progress, and one per queue with waiting tickets (by name, no queue last). Rows keep the list's
 * order (last update first). An assignee the users list lacks still gets a column.
 */
export function buildBoard(tickets: MomentTicketAnswer[], users: MomentUserAnswer[]): MomentsBoard {
  const attendants = new Map<number, AttendantColumn>(users.map((user) => [user.id, { user, tickets: [] }]));
  const queues = new Map<number | null, QueueColumn>();
  for (const ticket of tickets) {
    if (inProgress(ticket) && ticket.user) {
      const { id, name } = ticket.user;
      const column = attendants.get(id) ?? { user: { id, name, online: false, profileImage: null }, tickets: [] };
      column.tickets.push(ticket);
      attendants.set(id, column);
    } else {
      const key = ticket.queue?.id ?? null;
      const column = queues.get(key) ?? { queue: ticket.queue, tickets: [] };
      column.tickets.push(ticket);
      queues.set(key, column);
    }
  }
  return {
    attendants: [...attendants.values()].sort(
      (a, b) => Number(b.user.online) - Number(a.user.online) || a.user.name.localeCompare(b.user.name),
    ),
    queues: [...queues.values()].sort((a, b) =>
      a.queue && b.queue ? a.queue.name.localeCompare(b.queue.name) : a.queue ? -1 : 1,
    ),
  };
}
