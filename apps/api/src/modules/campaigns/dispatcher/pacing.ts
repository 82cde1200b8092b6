import type { CalendarDate } from '@chatdesk/contracts';
import { companyClock } from '../../../automation/care/schedule-window';

/** The campaign settings the rhythm reads (spec 3 §3, defaults in §9): seconds, counts, 'HH:MM'. */
export interface PacingSettings {
  messageInterval: number;
  longerIntervalAfter: number;
  greaterInterval: number;
  startHour: string;
  endHour: string;
  sabado: boolean;
  domingo: boolean;
}

/** The jitter is at most this share of the pause, and never more than `maxJitterMs`. */
const jitterShare = 0.1;
const maxJitterMs = 2000;
const dayMs = 86_400_000;

/**
 * Whether a campaign may send at `at` on the company's clock: a weekday, or a Saturday or Sunday
 * the settings allow, and a time in [startHour, endHour). Equal hours mean the whole day; a
 * start after the end is a window across midnight.
 */
export function inSendingWindow(at: Date, settings: PacingSettings, timeZone: string): boolean {
  const clock = companyClock(at, timeZone);
  if (clock.weekday === 'saturday' && !settings.sabado) return false;
  if (clock.weekday === 'sunday' && !settings.domingo) return false;
  const { startHour: start, endHour: end } = settings;
  if (start === end) return true;
  return start < end ? start <= clock.time && clock.time < end : clock.time >= start || clock.time < end;
}

/** `at` when the window is open then, else the next instant it opens (within the next eight days). */
export function nextWindowOpening(at: Date, settings: PacingSettings, timeZone: string): Date {
  if (inSendingWindow(at, settings, timeZone)) return at;
  const today = companyClock(at, timeZone).day;
  const opensAt = settings.startHour === settings.endHour ? '00:00' : settings.startHour;
  for (let days = 0; days <= 8; days++) {
    const candidate = zonedInstant(addDays(today, days), opensAt, timeZone);
    if (candidate > at && inSendingWindow(candidate, settings, timeZone)) return candidate;
  }
  // Only a week with no allowed day at all gets here, which the settings cannot express.
  throw new Error('campaign window never opens');
}

/**
 * When the connection may send again after a send at `sentAt`, its `sentSincePause`-th since the
 * last longer pause: messageInterval seconds, or greaterInterval after every longerIntervalAfter
 * sends (the count then starts over), each with a jitter of up to ±10 % of the pause (at most
 * ±2 s; `random` in [0, 1), 0.5 is none), moved to the window's next opening when it falls outside.
 */
export function nextSendTime(
  sentAt: Date,
  sentSincePause: number,
  settings: PacingSettings,
  timeZone: string,
  random: () => number,
): { nextSendAt: Date; sentSincePause: number } {
  const longer = settings.longerIntervalAfter > 0 && sentSincePause >= settings.longerIntervalAfter;
  const pauseMs = (longer ? settings.greaterInterval : settings.messageInterval) * 1000;
  const jitterMs = Math.round((random() * 2 - 1) * Math.min(pauseMs * jitterShare, maxJitterMs));
  const next = new Date(sentAt.getTime() + pauseMs + jitterMs);
  return { nextSendAt: nextWindowOpening(next, settings, timeZone), sentSincePause: longer ? 0 : sentSincePause };
}

/**
 * The sends counted towards the next longer pause when the connection sends at `now`: none after
 * a quiet spell at least as long as that pause (a closed window, a weekend, an idle connection),
 * which already rested it.
 */
export function sendsSincePause(
  pacing: { lastSentAt: Date | null; sentSincePause: number },
  now: Date,
  settings: PacingSettings,
): number {
  if (pacing.lastSentAt === null) return 0;
  const quietMs = now.getTime() - pacing.lastSentAt.getTime();
  return quietMs >= settings.greaterInterval * 1000 ? 0 : pacing.sentSincePause;
}

function addDays(day: CalendarDate, days: number): CalendarDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) + days * dayMs).toISOString().slice(0, 10) as CalendarDate;
}

/** The instant the company's clock shows `time` on `day` (the later reading across a DST jump). */
function zonedInstant(day: CalendarDate, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  let guess = wall;
  // Twice: the offset at the first guess may differ from the one at the answer.
  for (let round = 0; round < 2; round++) guess = wall - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** How far the company's clock is ahead of UTC at `at`. */
function offsetMs(at: Date, timeZone: string): number {
  const clock = companyClock(at, timeZone);
  const [year, month, date] = clock.day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = clock.time.split(':').map(Number) as [number, number];
  const shown = Date.UTC(year, month - 1, date, hour, minute);
  return shown - Math.floor(at.getTime() / 60_000) * 60_000;
}
