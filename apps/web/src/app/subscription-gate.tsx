import { hasAdminRole } from '@chatdesk/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SubscriptionExpiredPage } from '../components/subscription-expired-page';
import { useSession } from '../lib/session';
import { expiredLandingPath, isBillingPath, useSubscription } from '../lib/subscription';

/**
 * Spec 1 §4: an expired subscription leads to the billing page. The menu already shows nothing
 * else; this also covers typed addresses, bookmarks and a subscription that runs out mid-session.
 * Billing is an admin page, so a plain user of an expired company reads the expiry notice (with
 * the date and "contact support") wherever they are, instead of a 403.
 */
export function SubscriptionGate() {
  const subscription = useSubscription();
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!subscription?.expired || !user) return <Outlet />;
  if (!hasAdminRole({ profile: user.profile, isSuper: user.super })) return <SubscriptionExpiredPage />;
  if (!isBillingPath(pathname)) return <Navigate to={expiredLandingPath} replace />;
  return <Outlet />;
}
