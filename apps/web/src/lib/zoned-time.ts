/**
 * The company's wall clock in the browser. Schedules and campaigns are instants; the calendar and the dialog
 * show and take them on the company's clock (its time zone), whatever the browser's zone is.
 */
type Fields = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function fieldsIn(instant: Date, timeZone: string): Fields {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return parts as Fields;
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
function offsetAt(instant: Date, timeZone: string): number {
  const f = fieldsIn(instant, timeZone);
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - Math.floor(instant.getTime() / 1000) * 1000;
}

/** A browser-local Date whose fields read as `instant` on the company's clock (what the calendar draws). */
export function wallClockOf(instant: Date, timeZone: string): Date {
  const f = fieldsIn(instant, timeZone);
  return new Date(f.year, f.month - 1, f.day, f.hour, f.minute, f.second, instant.getMilliseconds());
}

/** The instant the company's clock shows as the fields of browser-local `wall` (inverse of wallClockOf). */
export function instantOfWallClock(wall: Date, timeZone: string): Date {
  const asUtc = Date.UTC(
    wall.getFullYear(),
    wall.getMonth(),
    wall.getDate(),
    wall.getHours(),
    wall.getMinutes(),
    wall.getSeconds(),
  );
  let instant = new Date(asUtc - offsetAt(new Date(asUtc), timeZone));
  // Once more at the guess: near a daylight-saving change the offset there is the one that applies.
  instant = new Date(asUtc - offsetAt(instant, timeZone));
  return instant;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DDTHH:mm` of an instant on the company's clock, for a datetime-local field. */
export function toDateTimeInput(iso: string, timeZone: string): string {
  const f = fieldsIn(new Date(iso), timeZone);
  return `${f.year}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}`;
}

/** The instant (ISO) a datetime-local value (seconds optional) means on the company's clock; '' when it is not a time. */
export function fromDateTimeInput(value: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return '';
  const [, year, month, day, hour, minute, second] = match.map((part) => Number(part ?? 0)) as number[];
  const wall = new Date(year as number, (month as number) - 1, day, hour, minute, second);
  return instantOfWallClock(wall, timeZone).toISOString();
}
