import { type SubscriptionState, subscriptionState } from '@chatdesk/contracts';
import { companyAccessOf } from './permissions';
import { useSession } from './session';

/** Spec 1 §2/§4: the billing page, the landing page of an expired subscription. */
export const expiredLandingPath = '/financeiro';
/** Pages an expired company may still open: billing and the read-only subscription screen. */
export const billingPaths = [expiredLandingPath, '/subscription'] as const;

export const isBillingPath = (pathname: string): boolean =>
  billingPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** The signed-in company's subscription (spec 1 §4); null while nobody is signed in. */
export function useSubscription(now: Date = new Date()): SubscriptionState | null {
  const { user } = useSession();
  return user ? subscriptionState(companyAccessOf(user), now) : null;
}
