/**
 * Spec 1 §4 "Message variables usable in texts": `{{firstName}}`, `{{name}}`, `{{userName}}`,
 * `{{ms}}` (the greeting for the hour), `{{protocol}}`, `{{date}}`, `{{hour}}`, `{{ticket_id}}`,
 * `{{queue}}`, `{{connection}}`. Times are read on the company's clock, never the server's.
 */
export const messageVariableNames = [
  'firstName',
  'name',
  'userName',
  'ms',
  'protocol',
  'date',
  'hour',
  'ticket_id',
  'queue',
  'connection',
] as const;
export type MessageVariableName = (typeof messageVariableNames)[number];

export interface MessageVariableContext {
  contactName: string;
  userName?: string | null;
  ticketId: number;
  queueName?: string | null;
  connectionName?: string | null;
  now: Date;
  /** The company's IANA time zone (default America/Sao_Paulo). */
  timeZone: string;
}

/** 06:00-11:59 'Bom dia', 12:00-17:59 'Boa tarde', otherwise (evening and night) 'Boa noite'. */
export function greetingForHour(hour: number): 'Bom dia' | 'Boa tarde' | 'Boa noite' {
  if (hour >= 6 && hour < 12) return 'Bom dia';
  if (hour >= 12 && hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

type ClockParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(now: Date, timeZone: string): ClockParts {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clocks.set(timeZone, clock);
  }
  const parts = Object.fromEntries(clock.formatToParts(now).map((part) => [part.type, part.value]));
  return parts as ClockParts;
}

/** Every variable's value for one message. */
export function messageVariableValues(context: MessageVariableContext): Record<MessageVariableName, string> {
  const clock = clockOf(context.now, context.timeZone);
  const name = context.contactName.trim();
  return {
    firstName: name.split(/\s+/)[0] ?? '',
    name,
    userName: context.userName ?? '',
    ms: greetingForHour(Number(clock.hour)),
    // The predecessors' protocol: the company's date and time, then the ticket id.
    protocol: `${clock.year}${clock.month}${clock.day}${clock.hour}${clock.minute}${clock.second}${context.ticketId}`,
    date: `${clock.day}/${clock.month}/${clock.year}`,
    hour: `${clock.hour}:${clock.minute}:${clock.second}`,
    ticket_id: String(context.ticketId),
    queue: context.queueName ?? '',
    connection: context.connectionName ?? '',
  };
}

const variablePattern = /\{\{\s*([A-Za-z_]+)\s*\}\}/g;

/** `text` with each known `{{variable}}` replaced; unknown ones are left as written. */
export function renderMessageVariables(text: string, context: MessageVariableContext): string {
  const values = messageVariableValues(context);
  return text.replace(variablePattern, (whole, key: string) =>
    Object.hasOwn(values, key) ? values[key as MessageVariableName] : whole,
  );
}
