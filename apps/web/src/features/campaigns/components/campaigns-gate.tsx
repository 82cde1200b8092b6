import { defaultCompanyTimeZone } from '@chatdesk/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { usePlanFeature } from '../../../lib/use-plan-feature';

/**
 * Spec 3 §6: campaigns, their settings and reports need the plan's useCampaigns; without it the
 * page says so and sends the user home after a second. (The route shows a profile user the
 * no-access view before this.) The children get the company's time zone.
 */
export function CampaignsGate({ children }: { children: (timeZone: string) => ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const allowed = usePlanFeature('useCampaigns', t('campaigns.noPermission'));
  if (!allowed) return null;
  return <>{children(user?.company?.timezone ?? defaultCompanyTimeZone)}</>;
}
