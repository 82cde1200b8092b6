import type { contacts, messages, tickets } from '../db/schema';

/** A stored message as the pipelines read and return it. */
export type MessageRow = typeof messages.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
