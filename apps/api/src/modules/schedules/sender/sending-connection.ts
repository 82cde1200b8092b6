import { AppError } from '@chatdesk/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import { connections, type contacts } from '../../../db/schema';
import type { Tx } from '../../../platform/db/database';
import { findConnection } from '../../tickets/ticket-references.repository';
import type { ScheduleRow } from '../schedules.repository';

type Contact = typeof contacts.$inferSelect;

/**
 * The connection a schedule goes out on: the one it names, else the contact's own, else the
 * company's connection of the contact's channel (the default first). A contact is a number on
 * one channel, so a connection of another channel cannot reach it (ERR_SCHEDULE_NO_CONNECTION).
 */
export async function sendingConnection(tx: Tx, schedule: ScheduleRow, contact: Contact) {
  const { companyId } = schedule;
  for (const id of [schedule.whatsappId, contact.whatsappId]) {
    if (id === null) continue;
    const named = await findConnection(tx, companyId, id);
    if (named?.channel === contact.channel) return named;
  }
  const [fallback] = await tx
    .select()
    .from(connections)
    .where(and(eq(connections.companyId, companyId), eq(connections.channel, contact.channel)))
    .orderBy(desc(connections.isDefault), asc(connections.id))
    .limit(1);
  if (!fallback) throw new AppError('ERR_SCHEDULE_NO_CONNECTION');
  return fallback;
}
