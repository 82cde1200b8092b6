import { customType } from 'drizzle-orm/pg-core';

/** Spec 2 §3 schedule entry: two shifts (A and B) per weekday, HH:MM. */
export interface ScheduleEntry {
  weekday: string;
  weekdayEn: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
  startTimeA: string;
  endTimeA: string;
  startTimeB: string;
  endTimeB: string;
}

const weekdays: [ScheduleEntry['weekdayEn'], string][] = [
  ['monday', 'Segunda-feira'],
  ['tuesday', 'Terça-feira'],
  ['wednesday', 'Quarta-feira'],
  ['thursday', 'Quinta-feira'],
  ['friday', 'Sexta-feira'],
  ['saturday', 'Sábado'],
  ['sunday', 'Domingo'],
];

/** The spec's defaults: 08:00-12:00 and 13:00-18:00 every weekday. */
export const defaultScheduleEntries = (): ScheduleEntry[] =>
  weekdays.map(([weekdayEn, weekday]) => ({
    weekday,
    weekdayEn,
    startTimeA: '08:00',
    endTimeA: '12:00',
    startTimeB: '13:00',
    endTimeB: '18:00',
  }));

/** jsonb column holding the week's entries; validated by the modules' zod schemas before writes. */
export const scheduleEntries = customType<{ data: ScheduleEntry[]; driverData: string }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
});
