import type {
  ConnectionAnswer,
  ConnectionCreateInput,
  ConnectionUpdateInput,
  connectionValidationMessages,
  ScheduleEntryInput,
} from '@chatdesk/contracts';
import { completeWeek } from '../../../lib/schedules';

/** The form's values: numbers are edited as text, dates as the inputs' own strings ('' = none). */
export interface ConnectionFormValues {
  name: string;
  isDefault: boolean;
  allowGroup: boolean;
  groupAsTicket: 'enabled' | 'disabled';
  queueIds: number[];
  greetingMessage: string;
  complationMessage: string;
  outOfHoursMessage: string;
  ratingMessage: string;
  collectiveVacationMessage: string;
  collectiveVacationStart: string;
  collectiveVacationEnd: string;
  maxUseBotQueues: string;
  timeUseBotQueues: string;
  expiresTicket: string;
  whenExpiresTicket: '0' | '1';
  expiresInactiveMessage: string;
  timeInactiveMessage: string;
  inactiveMessage: string;
  timeCreateNewTicket: string;
  timeSendQueue: string;
  sendIdQueue: number | null;
  expiresTicketNPS: string;
  maxUseBotQueuesNPS: string;
  enableImportMessage: boolean;
  importOldMessages: string;
  importRecentMessages: string;
  importOldMessagesGroups: boolean;
  closedTicketsPostImported: boolean;
  queueIdImportMessages: number | null;
  schedules: ScheduleEntryInput[];
  /** The default-flow tab: the welcome flow of a new contact and the flow when nothing matched. */
  flowIdWelcome: number | null;
  flowIdNotPhrase: number | null;
  /** The integrations tab: the queue integration or prompt that answers new conversations. */
  integrationId: number | null;
  promptId: number | null;
}
export type ConnectionField = keyof ConnectionFormValues & string;

/** Codes of the form's error texts (`connections.modal.errors.*`). */
export type ConnectionErrorCode =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'invalid'
  | Exclude<keyof typeof connectionValidationMessages, 'required' | 'tooShort' | 'tooLong'>;
export type ConnectionErrors = Partial<Record<ConnectionField, ConnectionErrorCode>>;

const numberFields = [
  'maxUseBotQueues',
  'timeUseBotQueues',
  'expiresTicket',
  'timeInactiveMessage',
  'timeCreateNewTicket',
  'timeSendQueue',
  'expiresTicketNPS',
  'maxUseBotQueuesNPS',
] as const;

/** A `datetime-local` value ('2025-01-31T14:05') of an instant, in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
const fromLocalInput = (value: string): string | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** Spec 2 §3 and §9 defaults of a new connection. */
export function newConnectionValues(): ConnectionFormValues {
  return {
    name: '',
    isDefault: false,
    allowGroup: false,
    groupAsTicket: 'disabled',
    queueIds: [],
    greetingMessage: '',
    complationMessage: '',
    outOfHoursMessage: '',
    ratingMessage: '',
    collectiveVacationMessage: '',
    collectiveVacationStart: '',
    collectiveVacationEnd: '',
    maxUseBotQueues: '3',
    timeUseBotQueues: '0',
    expiresTicket: '0',
    whenExpiresTicket: '0',
    expiresInactiveMessage: '',
    timeInactiveMessage: '0',
    inactiveMessage: '',
    timeCreateNewTicket: '0',
    timeSendQueue: '0',
    sendIdQueue: null,
    expiresTicketNPS: '0',
    maxUseBotQueuesNPS: '3',
    enableImportMessage: false,
    importOldMessages: '',
    importRecentMessages: '',
    importOldMessagesGroups: false,
    closedTicketsPostImported: false,
    queueIdImportMessages: null,
    schedules: [],
    flowIdWelcome: null,
    flowIdNotPhrase: null,
    integrationId: null,
    promptId: null,
  };
}

export function valuesOf(connection: ConnectionAnswer): ConnectionFormValues {
  return {
    ...newConnectionValues(),
    ...Object.fromEntries(numberFields.map((field) => [field, String(connection[field])])),
    name: connection.name,
    isDefault: connection.isDefault,
    allowGroup: connection.allowGroup,
    groupAsTicket: connection.groupAsTicket,
    queueIds: connection.queues.map((queue) => queue.id),
    greetingMessage: connection.greetingMessage,
    complationMessage: connection.complationMessage,
    outOfHoursMessage: connection.outOfHoursMessage,
    ratingMessage: connection.ratingMessage,
    collectiveVacationMessage: connection.collectiveVacationMessage,
    collectiveVacationStart: connection.collectiveVacationStart ?? '',
    collectiveVacationEnd: connection.collectiveVacationEnd ?? '',
    whenExpiresTicket: connection.whenExpiresTicket,
    expiresInactiveMessage: connection.expiresInactiveMessage,
    inactiveMessage: connection.inactiveMessage,
    sendIdQueue: connection.sendIdQueue,
    enableImportMessage: connection.enableImportMessage,
    importOldMessages: toLocalInput(connection.importOldMessages),
    importRecentMessages: toLocalInput(connection.importRecentMessages),
    importOldMessagesGroups: connection.importOldMessagesGroups,
    closedTicketsPostImported: connection.closedTicketsPostImported,
    queueIdImportMessages: connection.queueIdImportMessages,
    schedules: connection.schedules,
    flowIdWelcome: connection.flowIdWelcome,
    flowIdNotPhrase: connection.flowIdNotPhrase,
    integrationId: connection.integrationId,
    promptId: connection.promptId,
  };
}

const isWhole = (text: string) => /^\d+$/.test(text.trim());

/**
 * The request body; a number field that is not a whole number stays text, so the API's schema
 * refuses it (and the form shows 'invalid'). `withSchedules` only when the schedules tab exists.
 */
export function connectionInputOf(
  values: ConnectionFormValues,
  withSchedules: boolean,
  stored: ConnectionAnswer | null = null,
): ConnectionUpdateInput {
  const numbers = Object.fromEntries(
    numberFields.map((field) => {
      const text = values[field].trim();
      // Spec 2 §5: an empty timeSendQueue becomes 0.
      if (field === 'timeSendQueue' && text === '') return [field, ''];
      return [field, isWhole(text) ? Number(text) : text];
    }),
  );
  const {
    schedules,
    importOldMessages,
    importRecentMessages,
    collectiveVacationStart,
    collectiveVacationEnd,
    flowIdWelcome,
    flowIdNotPhrase,
    integrationId,
    promptId,
    ...rest
  } = values;
  return {
    ...rest,
    ...numbers,
    collectiveVacationStart: collectiveVacationStart || null,
    collectiveVacationEnd: collectiveVacationEnd || null,
    importOldMessages: fromLocalInput(importOldMessages),
    importRecentMessages: fromLocalInput(importRecentMessages),
    ...(withSchedules ? { schedules: completeWeek(schedules) } : {}),
    ...referencesInputOf(values, stored),
    // Number fields hold text the API's schema refuses when it is not a whole number.
  } as unknown as ConnectionUpdateInput;
}

const referenceFields = ['flowIdWelcome', 'flowIdNotPhrase', 'integrationId', 'promptId'] as const;

/**
 * The default flows, the integration and the prompt, each sent only when it differs from the stored
 * one: a stored id whose record is gone (shown as unavailable) does not block saving the connection's
 * other settings, and a field the plan hides (useIntegrations, useOpenAi) never changes, so it is never sent.
 */
function referencesInputOf(values: ConnectionFormValues, stored: ConnectionAnswer | null) {
  const changed = referenceFields.filter((field) => values[field] !== (stored?.[field] ?? null));
  return Object.fromEntries(changed.map((field) => [field, values[field]]));
}

export const connectionCreateInputOf = (
  values: ConnectionFormValues,
  channel: ConnectionCreateInput['channel'],
  withSchedules: boolean,
): ConnectionCreateInput => ({ ...connectionInputOf(values, withSchedules), name: values.name, channel });
