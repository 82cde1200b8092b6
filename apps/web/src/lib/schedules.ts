import { type ScheduleEntryInput, type WeekdayEn, weekdaysEn } from '@chatdesk/contracts';

/** Weekly opening hours, shared by queues and connections (spec 2 §3 / §9 Schedule entry). */
export type ScheduleEntry = ScheduleEntryInput;

/** The stored weekday label (spec 2 §3 Schedule entry keeps the Portuguese name next to weekdayEn). */
const weekdayNames: Record<WeekdayEn, string> = {
  monday: 'Segunda-feira',
  tuesday: 'Terça-feira',
  wednesday: 'Quarta-feira',
  thursday: 'Quinta-feira',
  friday: 'Sexta-feira',
  saturday: 'Sábado',
  sunday: 'Domingo',
};

/** Spec 2 §3 / §9 defaults: two shifts, 08:00-12:00 and 13:00-18:00. */
export const defaultEntry = (weekdayEn: WeekdayEn): ScheduleEntry => ({
  weekday: weekdayNames[weekdayEn],
  weekdayEn,
  startTimeA: '08:00',
  endTimeA: '12:00',
  startTimeB: '13:00',
  endTimeB: '18:00',
});

/** Seven entries, Monday first: stored ones as they are, missing days with the defaults. */
export function completeWeek(entries: readonly ScheduleEntry[] | null | undefined): ScheduleEntry[] {
  return weekdaysEn.map((day) => entries?.find((entry) => entry.weekdayEn === day) ?? defaultEntry(day));
}

export const timeFields = ['startTimeA', 'endTimeA', 'startTimeB', 'endTimeB'] as const;
export type TimeField = (typeof timeFields)[number];

/** A shift whose end does not come after its start (an empty time leaves the shift closed). */
export function endsBeforeStart(entry: ScheduleEntry, field: TimeField): boolean {
  if (!field.startsWith('end')) return false;
  const start = entry[field === 'endTimeA' ? 'startTimeA' : 'startTimeB'];
  const end = entry[field];
  return start !== '' && end !== '' && end <= start;
}

/** HH:mm on the 24-hour clock, or '' for a closed shift (the API's own rule). */
const shiftTimePattern = /^(([01]\d|2[0-3]):[0-5]\d)?$/;

/** A time that cannot be saved: half typed (08:3), out of range (25:00) or ending before its start. */
export const shiftTimeIsInvalid = (entry: ScheduleEntry, field: TimeField): boolean =>
  !shiftTimePattern.test(entry[field]) || endsBeforeStart(entry, field);

export const weekIsInOrder = (entries: readonly ScheduleEntry[]) =>
  entries.every((entry) => !timeFields.some((field) => shiftTimeIsInvalid(entry, field)));
