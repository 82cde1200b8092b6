import { requireAuth } from '../../platform/auth/auth-context';
import { requirePermission } from '../../platform/auth/require-permission';
import { requirePlanFeature } from '../../platform/auth/require-plan-feature';

/**
 * Spec 3 §6: contact lists are the admins' (a profile user sees the no-access view, 403) and need
 * the plan's useCampaigns (ERR_PLAN_FEATURE_DISABLED), checked in that order on every route.
 */
export const contactListGuards = [
  requireAuth,
  requirePermission('contact-lists:manage'),
  requirePlanFeature('useCampaigns'),
];
