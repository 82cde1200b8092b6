import { type QueueAnswer, tempoRoteadorOptions } from '@chatdesk/contracts';
import type { FieldErrors } from '../../../lib/form-validation';
import { completeWeek, type ScheduleEntry, weekIsInOrder } from '../../../lib/schedules';

type TempoRoteador = (typeof tempoRoteadorOptions)[number];

/** Spec 2 §9: queue rotation times in minutes (0, "off", is the switch's job). */
export const rotationMinutes = tempoRoteadorOptions.filter((minutes) => minutes > 0);
const isRotationTime = (minutes: number): minutes is TempoRoteador =>
  (rotationMinutes as readonly number[]).includes(minutes);

export interface QueueFormValues {
  name: string;
  color: string;
  orderQueue: string;
  greetingMessage: string;
  outOfHoursMessage: string;
  closeTicket: boolean;
  ativarRoteador: boolean;
  /** '' until a rotation time is chosen. */
  tempoRoteador: TempoRoteador | '';
  schedules: ScheduleEntry[];
  /** The queue integration that answers the queue's tickets; null: none. */
  integrationId: number | null;
}

export const newQueueValues = (): QueueFormValues => ({
  name: '',
  color: '',
  orderQueue: '',
  greetingMessage: '',
  outOfHoursMessage: '',
  closeTicket: false,
  ativarRoteador: false,
  tempoRoteador: '',
  schedules: completeWeek([]),
  integrationId: null,
});

export function valuesOf(queue: QueueAnswer): QueueFormValues {
  return {
    name: queue.name,
    color: queue.color,
    orderQueue: queue.orderQueue === null ? '' : String(queue.orderQueue),
    greetingMessage: queue.greetingMessage,
    outOfHoursMessage: queue.outOfHoursMessage,
    closeTicket: queue.closeTicket,
    ativarRoteador: queue.ativarRoteador,
    tempoRoteador: isRotationTime(queue.tempoRoteador) ? queue.tempoRoteador : '',
    schedules: completeWeek(queue.schedules),
    integrationId: queue.integrationId,
  };
}

export interface QueueRules {
  /** scheduleType is 'queue': the week is edited here and the out-of-hours message is required. */
  schedulesEnabled: boolean;
  /** How many queues the company has once this one is saved: with more than one, a greeting is required. */
  queueCount: number;
  /** The plan has useIntegrations: the integration is chosen here (otherwise the stored one is kept). */
  integrationsEnabled: boolean;
}

/** What the dialog sends (checked by queueCreateBody / queueUpdateBody); the week and the integration only when edited here. */
export function queueInputOf(values: QueueFormValues, { schedulesEnabled, integrationsEnabled }: QueueRules) {
  const orderQueue = values.orderQueue.trim();
  return {
    name: values.name,
    color: values.color,
    orderQueue: orderQueue === '' ? null : Number(orderQueue),
    greetingMessage: values.greetingMessage,
    outOfHoursMessage: values.outOfHoursMessage,
    closeTicket: values.closeTicket,
    ativarRoteador: values.ativarRoteador,
    tempoRoteador: values.ativarRoteador && values.tempoRoteador !== '' ? values.tempoRoteador : 0,
    ...(schedulesEnabled ? { schedules: values.schedules } : {}),
    ...(integrationsEnabled ? { integrationId: values.integrationId } : {}),
  };
}

/** Spec 2 §5 rules that depend on the company rather than on the queue alone. */
export function queueRuleErrors(values: QueueFormValues, rules: QueueRules): FieldErrors<QueueFormValues> {
  const errors: FieldErrors<QueueFormValues> = {};
  if (rules.schedulesEnabled && values.outOfHoursMessage.trim() === '') errors.outOfHoursMessage = 'required';
  // The editor flags the shift itself; a week with a shift ending before it starts is not sent.
  if (rules.schedulesEnabled && !weekIsInOrder(values.schedules)) errors.schedules = 'invalid';
  if (rules.queueCount > 1 && values.greetingMessage.trim() === '') errors.greetingMessage = 'required';
  if (values.ativarRoteador && values.tempoRoteador === '') errors.tempoRoteador = 'required';
  return errors;
}
