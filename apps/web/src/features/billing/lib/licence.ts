const dayMs = 86_400_000;

/**
 * Whole days until the licence ends, rounded down (0 on the last day and once expired): the
 * same count as the subscription warning toast (contracts' subscriptionState), also for company 1.
 * null when the company has no readable due date.
 */
export function licenceDaysLeft(dueDate: string | null | undefined, now: Date): number | null {
  if (!dueDate) return null;
  const due = new Date(dueDate).getTime();
  if (Number.isNaN(due)) return null;
  return Math.max(0, Math.floor((due - now.getTime()) / dayMs));
}
