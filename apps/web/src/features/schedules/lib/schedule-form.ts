import {
  type ScheduleInput,
  type ScheduleIntervalUnit,
  type ScheduleRecord,
  type ScheduleWeekendCode,
  scheduleDefaultLeadMs,
} from '@chatdesk/contracts';
import { fromDateTimeInput, toDateTimeInput } from '../../../lib/zoned-time';
import type { ScheduleContactRef } from '../api/schedule-references';

/** The dialog's values: selects hold '' for "none", numbers typed as text, the time on the company's clock. */
export interface ScheduleFormValues {
  contact: ScheduleContactRef | null;
  body: string;
  sendAt: string;
  whatsappId: number | '';
  openTicket: boolean;
  ticketUserId: number | '';
  queueId: number | '';
  statusTicket: 'open' | 'closed';
  intervalo: ScheduleIntervalUnit;
  valorIntervalo: string;
  enviarQuantasVezes: string;
  tipoDias: ScheduleWeekendCode;
  assinar: boolean;
}

/** A schedule's values, or a new one's (spec 3 §9: now plus 1 hour, unit Days, 0, 1, code 4). */
export function scheduleFormValues(
  schedule: ScheduleRecord | null,
  contact: ScheduleContactRef | null,
  timeZone: string,
  now: Date = new Date(),
): ScheduleFormValues {
  return {
    contact: schedule ? schedule.contact : contact,
    body: schedule?.body ?? '',
    sendAt: toDateTimeInput(
      schedule?.sendAt ?? new Date(now.getTime() + scheduleDefaultLeadMs).toISOString(),
      timeZone,
    ),
    whatsappId: schedule?.whatsappId ?? '',
    openTicket: schedule?.openTicket === 'enabled',
    ticketUserId: schedule?.ticketUserId ?? '',
    queueId: schedule?.queueId ?? '',
    statusTicket: schedule?.statusTicket ?? 'closed',
    intervalo: (schedule?.intervalo ?? 1) as ScheduleIntervalUnit,
    valorIntervalo: String(schedule?.valorIntervalo ?? 0),
    enviarQuantasVezes: String(schedule?.enviarQuantasVezes ?? 1),
    tipoDias: (schedule?.tipoDias ?? 4) as ScheduleWeekendCode,
    assinar: schedule?.assinar ?? false,
  };
}

const idOrNull = (value: number | '') => (value === '' ? null : value);

/** What the dialog sends (the API's own schema validates it before it goes). */
export function scheduleInputOf(values: ScheduleFormValues, timeZone: string): ScheduleInput {
  return {
    body: values.body,
    contactId: values.contact?.id as number,
    sendAt: fromDateTimeInput(values.sendAt, timeZone) || (undefined as unknown as string),
    whatsappId: idOrNull(values.whatsappId),
    openTicket: values.openTicket ? 'enabled' : 'disabled',
    ticketUserId: values.openTicket ? idOrNull(values.ticketUserId) : null,
    queueId: values.openTicket ? idOrNull(values.queueId) : null,
    statusTicket: values.statusTicket,
    intervalo: values.intervalo,
    valorIntervalo: Number(values.valorIntervalo || 0),
    enviarQuantasVezes: Number(values.enviarQuantasVezes || 1),
    tipoDias: values.tipoDias,
    assinar: values.assinar,
  };
}
