import {
  AppError,
  type CalendarDate,
  type ConnectionUpdate,
  calendarDate,
  daysBetween,
  importWindowYears,
  connectionValidationMessages as m,
} from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { uniqueViolationOf } from '../../platform/db/database-errors';
import { bodyFieldError } from '../../platform/errors/body-field-error';
import { assertReference } from '../chatbots/automation-references';
import { readCompanySettings } from '../companies/company-settings.repository';
import { findCompanyQueueIds } from '../queues/user-queues.repository';
import { type ConnectionRow, findQueuesOfConnections } from './connections.repository';

/** Kept here too: other modules import the channel rules from this file. */
export { assertChannelAvailable, assertPlanAllowsChannel } from './connection-channel-rules';

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
  | 'greetingMessage'
  | 'enableImportMessage'
  | 'importOldMessages'
  | 'importRecentMessages'
  | 'queueIdImportMessages'
>;
export const ruleDefaults: RuleFields = {
  ratingMessage: '',
  expiresTicketNPS: 0,
  timeSendQueue: 0,
  sendIdQueue: null,
  collectiveVacationStart: null,
  collectiveVacationEnd: null,
  collectiveVacationMessage: '',
  greetingMessage: '',
  enableImportMessage: false,
  importOldMessages: null,
  importRecentMessages: null,
  queueIdImportMessages: null,
};

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
  stored: RuleFields & { id?: number },
): Promise<void> {
  await assertReference(tx, companyId, 'integration', input.integrationId, 'integrationId');
  await assertReference(tx, companyId, 'prompt', input.promptId, 'promptId');
  await assertReference(tx, companyId, 'flow', input.flowIdWelcome, 'flowIdWelcome');
  await assertReference(tx, companyId, 'flow', input.flowIdNotPhrase, 'flowIdNotPhrase');
  const next = { ...stored, ...definedOf(importColumnsOf(input)) } as RuleFields;
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
  assertImport(next, importChanged(input));
  const queueIds = [
    ...(input.queueIds ?? []),
    ...(input.sendIdQueue ? [input.sendIdQueue] : []),
    ...(input.queueIdImportMessages ? [input.queueIdImportMessages] : []),
  ];
  await assertCompanyQueues(tx, companyId, queueIds);
  await assertGreeting(tx, next, input.queueIds, stored.id);
}

/** Body import times (ISO text) as the stored columns (Date). */
export function importColumnsOf<T extends Pick<ConnectionUpdate, 'importOldMessages' | 'importRecentMessages'>>(
  input: T,
) {
  const toDate = (value: string | null | undefined) => (value ? new Date(value) : value);
  return {
    ...input,
    importOldMessages: toDate(input.importOldMessages) as Date | null | undefined,
    importRecentMessages: toDate(input.importRecentMessages) as Date | null | undefined,
  };
}

const importChanged = (input: ConnectionUpdate) =>
  [input.enableImportMessage, input.importOldMessages, input.importRecentMessages].some((v) => v !== undefined);

/**
 * Spec 2 §5 import: with import on, a queue is required; the window starts between 2 years ago
 * and now and ends between its start and now. The window is checked when it is written, so a
 * saved import does not block later edits as time passes.
 */
function assertImport(next: RuleFields, changed: boolean): void {
  if (!next.enableImportMessage) return;
  if (next.queueIdImportMessages === null) throw bodyFieldError('queueIdImportMessages', m.queueIdImportMessages);
  if (!changed) return;
  const now = Date.now();
  const earliest = new Date(now);
  earliest.setFullYear(earliest.getFullYear() - importWindowYears);
  const start = next.importOldMessages?.getTime();
  if (start === undefined || start < earliest.getTime() || start > now) {
    throw bodyFieldError('importOldMessages', m.importOldMessages);
  }
  const end = next.importRecentMessages?.getTime();
  if (end !== undefined && (end < start || end > now))
    throw bodyFieldError('importRecentMessages', m.importRecentMessages);
}

/** ERR_WAPP_GREETING_REQUIRED: a connection offering more than one queue greets with the menu (spec 2 §5). */
async function assertGreeting(tx: Tx, next: RuleFields, queueIds: number[] | undefined, id?: number) {
  if (next.greetingMessage.trim() !== '') return;
  let queueCount = queueIds ? new Set(queueIds).size : 0;
  if (!queueIds && id !== undefined) queueCount = (await findQueuesOfConnections(tx, [id])).get(id)?.length ?? 0;
  if (queueCount > 1) throw new AppError('ERR_WAPP_GREETING_REQUIRED');
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
