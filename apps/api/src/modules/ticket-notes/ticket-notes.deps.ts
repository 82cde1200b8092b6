import type { Database } from '../../platform/db/database';

export interface TicketNotesDeps {
  db: Database;
}

export type { TicketCaller as TicketNoteCaller } from '../tickets/ticket-viewer';
