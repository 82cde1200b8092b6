import { subscriptionState } from '@chatdesk/contracts';
import { i18n } from '../../../i18n';
import { formatDueDate } from '../../../lib/dates';
import { companyAccessOf } from '../../../lib/permissions';
import type { SessionUser } from '../../../lib/session';
import { expiredLandingPath } from '../../../lib/subscription';
import type { ToastSeverity } from '../../../lib/toast';

export interface LoginNotice {
  /** De-duplication key of the toast. */
  key: string;
  severity: ToastSeverity;
  message: string;
}

export interface LoginLanding {
  path: string;
  notices: LoginNotice[];
}

/**
 * Where a fresh login goes and what it says (spec 1 §4): a valid subscription goes to
 * `validPath` (/tickets), an expired one to /financeiro with an error naming the due date; fewer
 * than 5 days left adds a warning with the day count. The success toast follows every login.
 */
export function postLoginLanding(user: SessionUser, options: { now: Date; validPath: string }): LoginLanding {
  const { expired, daysLeft, warn } = subscriptionState(companyAccessOf(user), options.now);
  const success: LoginNotice = { key: 'login-success', severity: 'success', message: i18n.t('auth.toasts.success') };

  if (expired) {
    const date = formatDueDate(user.company?.dueDate, user.company?.timezone);
    const message = date ? i18n.t('subscription.expired', { date }) : i18n.t('subscription.expiredNoDate');
    return {
      path: expiredLandingPath,
      notices: [{ key: 'subscription-expired', severity: 'error', message }, success],
    };
  }

  const notices: LoginNotice[] = [success];
  if (warn && daysLeft !== null) {
    const message =
      daysLeft === 0
        ? i18n.t('subscription.warningToday')
        : i18n.t(daysLeft === 1 ? 'subscription.warningOne' : 'subscription.warningOther', { count: daysLeft });
    notices.push({ key: 'subscription-warning', severity: 'warning', message });
  }
  return { path: options.validPath, notices };
}
