import { AppError } from '@chatdesk/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { messages } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/** Meta's customer-service window: free-form messages only within 24 h of the contact's last message. */
export const serviceWindowMs = 24 * 60 * 60 * 1000;

/**
 * When the contact last wrote on this connection (null: never). Read by the messages' own
 * (company, connection, contact) columns so a reopened ticket keeps the window the contact opened.
 */
export async function lastInboundAt(
  tx: Tx,
  target: { companyId: number; whatsappId: number; contactId: number },
): Promise<Date | null> {
  const [row] = await tx
    .select({ at: messages.createdAt })
    .from(messages)
    .where(
      and(
        eq(messages.companyId, target.companyId),
        eq(messages.whatsappId, target.whatsappId),
        eq(messages.contactId, target.contactId),
        eq(messages.fromMe, false),
      ),
    )
    .orderBy(desc(messages.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export function insideServiceWindow(lastInbound: Date | null, now = new Date()): boolean {
  return lastInbound !== null && now.getTime() - lastInbound.getTime() <= serviceWindowMs;
}

/** Whether an outbound row is a Cloud API template (the one kind of message allowed outside the window). */
export function isTemplateMessage(dataJson: unknown): boolean {
  return typeof dataJson === 'object' && dataJson !== null && 'template' in dataJson;
}

/**
 * For send paths that can refuse before anything is written (ERR_OUTSIDE_24H_WINDOW): a free-form
 * message to a Meta channel's contact who has not written in 24 hours. Other channels pass.
 */
export async function assertServiceWindowOpen(
  tx: Tx,
  ticket: { companyId: number; whatsappId: number | null; contactId: number; channel: string },
): Promise<void> {
  if (!['whatsappapi', 'facebook', 'instagram'].includes(ticket.channel) || ticket.whatsappId === null) return;
  const last = await lastInboundAt(tx, { ...ticket, whatsappId: ticket.whatsappId });
  if (!insideServiceWindow(last)) throw new AppError('ERR_OUTSIDE_24H_WINDOW');
}
