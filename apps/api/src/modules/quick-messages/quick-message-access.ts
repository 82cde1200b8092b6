import { AppError, type QuickMessageAnswer, type QuickMessageRecord, quickMessageLocked } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { uniqueViolationOf } from '../../platform/db/database-errors';
import type { QuickMessageCaller } from './quick-messages.deps';
import { findVisibleQuickMessage, type QuickMessageRow } from './quick-messages.repository';

/** The record as `caller` reads it: with whether they may change it. */
export const answerFor = (caller: QuickMessageCaller, record: QuickMessageRecord): QuickMessageAnswer => ({
  ...record,
  canEdit: !quickMessageLocked(record, caller.userId),
});

/**
 * The reply `caller` is about to change, locked for the change: missing when they cannot see it
 * (404, also for another company's id), refused when the owner rule locks it (403).
 */
export async function editableQuickMessage(tx: Tx, caller: QuickMessageCaller, id: number): Promise<QuickMessageRow> {
  const row = await findVisibleQuickMessage(tx, caller.companyId, caller.userId, id, { lock: true });
  if (!row) throw new AppError('ERR_NO_QUICKMESSAGE_FOUND');
  if (quickMessageLocked(row, caller.userId)) throw new AppError('ERR_QUICKMESSAGE_LOCKED');
  return row;
}

/** The (company, user, lower(shortcode)) index is the rule; its violation becomes our code. */
export function quickMessageWriteError(error: unknown): unknown {
  if (uniqueViolationOf(error) === 'quick_messages_company_user_shortcode_unique')
    return new AppError('ERR_QUICKMESSAGE_SHORTCODE_EXISTS');
  return error;
}
