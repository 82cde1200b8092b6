import type { MenuItem } from '@chatdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { type CompanyExtras, companyAccessOf, permissionSubjectOf } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useSubscription } from '../../../lib/subscription';
import { companyPlanQueryOptions } from '../api/get-company-plan';
import { helpsExistQueryOptions } from '../api/get-helps';
import { sideMenuItems } from '../utils/menu';

/**
 * The signed-in user's side menu. Help asks the server whether videos exist only once its page
 * does; nothing is asked on an expired subscription, which shows billing alone.
 */
export function useMenuItems(isImplemented: (route: string) => boolean, extras: CompanyExtras = {}): MenuItem[] {
  const { user } = useSession();
  const expired = useSubscription()?.expired ?? true;
  const companyId = user?.companyId ?? 0;
  const helpsExist = useQuery({ ...helpsExistQueryOptions, enabled: !!user && !expired && isImplemented('/helps') });
  const plan = useQuery({ ...companyPlanQueryOptions(companyId), enabled: !!user && !expired });
  if (!user) return [];
  const company = companyAccessOf(user, { ...extras, helpsExist: helpsExist.data ?? false, plan: plan.data });
  return sideMenuItems(permissionSubjectOf(user), company, isImplemented);
}
