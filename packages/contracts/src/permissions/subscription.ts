import type { CompanyAccess } from './subject';

/** Spec 1 §9: the company that never expires and the warning threshold. */
export const neverExpiringCompanyId = 1;
export const subscriptionWarningDays = 5;
const dayMs = 86_400_000;

export interface SubscriptionState {
  expired: boolean;
  /** Whole days left (rounded down, 0 on the last day and when expired); null when the company never expires. */
  daysLeft: number | null;
  /** Fewer than 5 days remain on a valid subscription. */
  warn: boolean;
}

/**
 * Spec 1 §4: expired once the due date is not in the future. A missing or unreadable due date
 * counts as expired (fail-closed), except for company 1, which never expires.
 */
export function subscriptionState(company: Pick<CompanyAccess, 'id' | 'dueDate'>, now: Date): SubscriptionState {
  if (company.id === neverExpiringCompanyId) return { expired: false, daysLeft: null, warn: false };
  const due = company.dueDate === null ? Number.NaN : new Date(company.dueDate).getTime();
  const msLeft = due - now.getTime();
  if (!(msLeft > 0)) return { expired: true, daysLeft: 0, warn: false };
  const daysLeft = Math.floor(msLeft / dayMs);
  return { expired: false, daysLeft, warn: daysLeft < subscriptionWarningDays };
}
