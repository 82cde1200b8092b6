import { contactListIdParams } from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
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

/** The schema parts both route files share: their OpenAPI tag, and the `:id` parameter. */
export const tags = ['contact-lists'];
export const byId = { tags, params: contactListIdParams };

/** The caller's company: every list and item read or written is its. */
export const companyOf = (request: FastifyRequest) => request.requireAuth().companyId;
