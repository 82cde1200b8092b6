import type { DashboardCounters } from '@chatdesk/contracts';
import type { TFunction } from 'i18next';
import { formatCount, formatDuration, formatPercent } from './dashboard-format';

export type CounterKey = Exclude<
  keyof DashboardCounters,
  'npsScore' | 'npsPromotersPerc' | 'npsDetractorsPerc' | 'npsPassivePerc'
>;

const durations: readonly CounterKey[] = ['avgSupportTime', 'avgWaitTime'];

/** A counter as the card shows it: times as hours and minutes, the rating index as a percentage. */
export function counterText(key: CounterKey, counters: DashboardCounters, t: TFunction, language: string): string {
  const value = counters[key];
  if (durations.includes(key)) return formatDuration(value, t, language);
  if (key === 'percRating') return formatPercent(value, language);
  return formatCount(value, language);
}
