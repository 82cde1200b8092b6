import { AppError, type CampaignFields, type CampaignStatus, campaignSaveable } from '@chatdesk/contracts';
import type { campaigns } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { findConnection, findQueueRef, findUserRef } from '../tickets/ticket-references.repository';
import { type CampaignWithNames, findCampaign, findContactListRef, findTagRef } from './campaigns.repository';

/** The company's campaign (another company's id is missing, 404). */
export async function visibleCampaign(
  tx: Tx,
  companyId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<CampaignWithNames> {
  const row = await findCampaign(tx, companyId, id, options);
  if (!row) throw new AppError('ERR_NO_CAMPAIGN_FOUND');
  return row;
}

const asRule = (row: CampaignWithNames) => ({
  status: row.status,
  scheduledAt: row.scheduledAt?.toISOString() ?? null,
});

/**
 * Spec 3 §4, enforced here whatever the dialog shows: a campaign may be saved while INATIVA, while
 * PROGRAMADA with more than 1 hour to go, or once CANCELADA (ERR_CAMPAIGN_NOT_EDITABLE otherwise).
 * The row is locked, so the dispatcher cannot start it under the change.
 */
export async function saveableCampaign(tx: Tx, companyId: number, id: number, now: Date): Promise<CampaignWithNames> {
  const row = await visibleCampaign(tx, companyId, id, { lock: true });
  if (!campaignSaveable(asRule(row), now)) throw new AppError('ERR_CAMPAIGN_NOT_EDITABLE');
  return row;
}

/**
 * Every id a body names is the caller's company's: foreign keys ignore row-level security, so
 * another company's list, tag, connection, user or queue answers 404 here, as any foreign id does.
 */
export async function assertCampaignReferences(tx: Tx, companyId: number, input: CampaignFields): Promise<void> {
  if (input.contactListId !== null && !(await findContactListRef(tx, companyId, input.contactListId)))
    throw new AppError('ERR_NO_CONTACT_LIST_FOUND');
  if (input.tagListId !== null && !(await findTagRef(tx, companyId, input.tagListId)))
    throw new AppError('ERR_NO_TAG_FOUND');
  if (input.whatsappId !== undefined && !(await findConnection(tx, companyId, input.whatsappId)))
    throw new AppError('ERR_NO_WAPP_FOUND');
  if (input.userId !== null && !(await findUserRef(tx, companyId, input.userId)))
    throw new AppError('ERR_NO_USER_FOUND');
  if (input.queueId !== null && !(await findQueueRef(tx, companyId, input.queueId)))
    throw new AppError('ERR_NO_QUEUE_FOUND');
}

/**
 * The row a saved body becomes. A scheduled time (future, or now/past for "start now": the
 * dispatcher starts it on its next sweep) makes the campaign PROGRAMADA, none leaves it INATIVA; a
 * CANCELADA campaign stays cancelled until it is restarted. Without openTicket the ticket's user and
 * queue are not kept (the dialog disables them).
 */
export function campaignValuesOf(
  input: CampaignFields,
  current: CampaignStatus | null,
): Omit<typeof campaigns.$inferInsert, 'companyId'> {
  const scheduledAt = input.scheduledAt === null ? null : new Date(input.scheduledAt);
  const status: CampaignStatus = current === 'CANCELADA' ? 'CANCELADA' : scheduledAt ? 'PROGRAMADA' : 'INATIVA';
  const ticket = input.openTicket === 'enabled';
  return {
    ...input,
    whatsappId: input.whatsappId ?? null,
    scheduledAt,
    status,
    userId: ticket ? input.userId : null,
    queueId: ticket ? input.queueId : null,
  };
}
