import { importWindowYears } from '@chatdesk/contracts';
import type { ConnectionErrors, ConnectionFormValues } from './connection-form';

const dayMs = 86_400_000;
/** Spec 2 §5/§9: a vacation may start at most 10 days back. */
const vacationStartDaysBack = 10;

const isZeroOrEmpty = (text: string) => text.trim() === '' || Number(text) === 0;
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export interface RuleContext {
  /** The company's userRating option. */
  userRating: boolean;
  /** The stored vacation start: an ongoing vacation does not block later edits. */
  storedVacationStart: string | null;
  now: Date;
}

/**
 * Spec 2 §5 rules that span fields (the API checks them again): ratings, the redirect queue and
 * its time, the vacation dates and the message import window.
 */
export function connectionRuleErrors(values: ConnectionFormValues, context: RuleContext): ConnectionErrors {
  const errors: ConnectionErrors = {};
  if (context.userRating) {
    if (values.ratingMessage.trim() === '') errors.ratingMessage = 'ratingMessage';
    if (isZeroOrEmpty(values.expiresTicketNPS)) errors.expiresTicketNPS = 'expiresTicketNPS';
  }
  const hasTime = !isZeroOrEmpty(values.timeSendQueue);
  if (hasTime && values.sendIdQueue === null) errors.sendIdQueue = 'errorSendQueue';
  if (!hasTime && values.sendIdQueue !== null) errors.timeSendQueue = 'errorSendQueue';

  if (values.collectiveVacationMessage.trim() !== '') {
    if (!values.collectiveVacationStart) errors.collectiveVacationStart = 'vacationDates';
    if (!values.collectiveVacationEnd) errors.collectiveVacationEnd = 'vacationDates';
  }
  const start = values.collectiveVacationStart;
  if (start && start !== context.storedVacationStart) {
    const earliest = isoDay(new Date(context.now.getTime() - vacationStartDaysBack * dayMs));
    if (start < earliest) errors.collectiveVacationStart = 'vacationStart';
  }
  if (start && values.collectiveVacationEnd && values.collectiveVacationEnd < start) {
    errors.collectiveVacationEnd = 'vacationDates';
  }

  if (values.enableImportMessage) Object.assign(errors, importErrors(values, context.now));
  return errors;
}

function importErrors(values: ConnectionFormValues, now: Date): ConnectionErrors {
  const errors: ConnectionErrors = {};
  const earliest = new Date(now);
  earliest.setFullYear(earliest.getFullYear() - importWindowYears);
  const start = values.importOldMessages ? new Date(values.importOldMessages).getTime() : Number.NaN;
  if (!(start >= earliest.getTime() && start <= now.getTime())) errors.importOldMessages = 'importOldMessages';
  if (values.importRecentMessages) {
    const end = new Date(values.importRecentMessages).getTime();
    const from = Number.isNaN(start) ? earliest.getTime() : start;
    if (!(end >= from && end <= now.getTime())) errors.importRecentMessages = 'importRecentMessages';
  }
  if (values.queueIdImportMessages === null) errors.queueIdImportMessages = 'queueIdImportMessages';
  return errors;
}
