import { AppError, type QueueUpdate } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { uniqueViolationOf } from '../../platform/db/database-errors';
import { bodyFieldError } from '../../platform/errors/body-field-error';
import { assertReference } from '../chatbots/automation-references';
import { readCompanySettings } from '../companies/company-settings.repository';

/**
 * Spec 2 §5: with per-queue schedules (company setting scheduleType 'queue'), a queue that is
 * sent a week of hours must say what to answer outside them. Checked on the resulting message,
 * so an update that sends only schedules keeps passing when the stored message is set.
 */
export async function assertOutOfHoursMessage(
  tx: Tx,
  companyId: number,
  input: Pick<QueueUpdate, 'schedules' | 'outOfHoursMessage'>,
  storedMessage = '',
): Promise<void> {
  if (input.schedules === undefined && input.outOfHoursMessage === undefined) return;
  const { scheduleType } = await readCompanySettings(tx, companyId);
  if (scheduleType !== 'queue') return;
  const message = input.outOfHoursMessage ?? storedMessage;
  if (message.trim() === '') throw bodyFieldError('outOfHoursMessage', 'Required');
}

/** The colour's unique index (company, lower(color)) is the rule; its violation becomes the spec's code. */
export function queueWriteError(error: unknown): unknown {
  if (uniqueViolationOf(error) === 'queues_company_color_unique') return new AppError('ERR_QUEUE_COLOR_ALREADY_EXISTS');
  return error;
}

/** Settings that point elsewhere must point at something (spec: settings no longer lie). */
export async function assertQueueReferences(
  tx: Tx,
  companyId: number,
  input: Pick<QueueUpdate, 'integrationId' | 'fileListId'>,
): Promise<void> {
  await assertReference(tx, companyId, 'integration', input.integrationId, 'integrationId');
  await assertReference(tx, companyId, 'fileList', input.fileListId, 'fileListId');
}
