import {
  AppError,
  type CalendarDate,
  type ConnectionChannel,
  type ConnectionUpdate,
  calendarDate,
  daysBetween,
  connectionValidationMessages as m,
} from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { uniqueViolationOf } from '../../platform/db/database-errors';
import { bodyFieldError } from '../../platform/errors/body-field-error';
import { readCompanySettings } from '../companies/company-settings.repository';
import { findCompanyQueueIds } from '../queues/user-queues.repository';
import type { ConnectionRow } from './connections.repository';

/** The stored fields the spec 2 §5 rules read; a create checks them against the column defaults. */
export type RuleFields = Pick<
  ConnectionRow,
  | 'ratingMessage'
  | 'expiresTicketNPS'
  | 'timeSendQueue'
  | 'sendIdQueue'
  | 'collectiveVacationStart'
  | 'collectiveVacationEnd'
  | 'collectiveVacationMessage'
>;
export const ruleDefaults: RuleFields = {
  ratingMessage: '',
  expiresTicketNPS: 0,
  timeSendQueue: 0,
  sendIdQueue: null,
  collectiveVacationStart: null,
  collectiveVacationEnd: null,
  collectiveVacationMessage: '',
};

/** A channel can be created only when this server runs its driver (the others arrive with later work). */
export function assertChannelAvailable(channel: ConnectionChannel, sandboxEnabled: boolean): void {
  if (channel === 'sandbox' && sandboxEnabled) return;
  throw new AppError('ERR_CHANNEL_NOT_AVAILABLE', { details: { channel } });
}

/**
 * Spec 2 §5 on the connection as it will be saved (`stored` overlaid with `input`): ratings need
 * a message and an NPS expiry; a redirect time and a redirect queue go together; a vacation
 * message needs both dates, ending after it starts, starting at most 10 days ago (checked when
 * the start changes, so an ongoing vacation does not block later edits).
 */
export async function assertConnectionRules(
  tx: Tx,
  companyId: number,
  input: ConnectionUpdate,
  stored: RuleFields,
): Promise<void> {
  const next = { ...stored, ...definedOf(input) } as RuleFields;
  const { userRating } = await readCompanySettings(tx, companyId);
  if (userRating === 'enabled') {
    if (next.ratingMessage.trim() === '') throw bodyFieldError('ratingMessage', m.ratingMessage);
    if (!next.expiresTicketNPS) throw bodyFieldError('expiresTicketNPS', m.expiresTicketNPS);
  }
  if (next.timeSendQueue > 0 && next.sendIdQueue === null) throw bodyFieldError('sendIdQueue', m.errorSendQueue);
  if (next.timeSendQueue === 0 && next.sendIdQueue !== null) throw bodyFieldError('timeSendQueue', m.errorSendQueue);
  assertVacation(
    next,
    input.collectiveVacationStart !== undefined && input.collectiveVacationStart !== stored.collectiveVacationStart,
  );
  const queueIds = [...(input.queueIds ?? []), ...(input.sendIdQueue ? [input.sendIdQueue] : [])];
  await assertCompanyQueues(tx, companyId, queueIds);
}

function assertVacation(next: RuleFields, startChanged: boolean): void {
  const start = next.collectiveVacationStart as CalendarDate | null;
  const end = next.collectiveVacationEnd as CalendarDate | null;
  if (next.collectiveVacationMessage.trim() !== '') {
    if (!start) throw bodyFieldError('collectiveVacationStart', m.vacationDates);
    if (!end) throw bodyFieldError('collectiveVacationEnd', m.vacationDates);
  }
  if (start && end && daysBetween(start, end) < 0) throw bodyFieldError('collectiveVacationEnd', m.vacationDates);
  if (start && startChanged && daysBetween(calendarDate(new Date()), start) < -10) {
    throw bodyFieldError('collectiveVacationStart', m.vacationStart);
  }
}

/** Link tables' foreign keys ignore row-level security: every queue id must be checked to be the company's. */
async function assertCompanyQueues(tx: Tx, companyId: number, queueIds: number[]): Promise<void> {
  const wanted = [...new Set(queueIds)];
  const found = new Set(await findCompanyQueueIds(tx, companyId, wanted));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError('ERR_NO_QUEUE_FOUND', { details: { queueIds: missing } });
}

const definedOf = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;

/** The name's unique index (company, lower(name)) is the rule; its violation becomes a clear code. */
export function connectionWriteError(error: unknown): unknown {
  if (uniqueViolationOf(error) === 'whatsapps_company_name_unique') {
    return new AppError('ERR_CONNECTION_NAME_ALREADY_EXISTS');
  }
  return error;
}
