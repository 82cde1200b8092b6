import { campaignSettingsAnswer, campaignSettingsBody } from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth/require-permission';
import { requirePlanFeature } from '../../platform/auth/require-plan-feature';
import type { Database } from '../../platform/db/database';
import { getCampaignSettings, saveCampaignSettings } from './use-cases/campaign-settings';

/** /api/campaign-settings: spec 3 §7. Admins of a company whose plan has useCampaigns (spec 3 §6). */
export const campaignSettingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, deps) => {
  const preHandler = [requirePermission('campaigns:manage'), requirePlanFeature('useCampaigns')];
  const tags = ['campaigns'];
  const response = { 200: campaignSettingsAnswer };

  app.get('/', { preHandler, schema: { tags, response } }, async (request) =>
    getCampaignSettings(deps, request.requireAuth().companyId),
  );

  app.post('/', { preHandler, schema: { tags, body: campaignSettingsBody, response } }, async (request) =>
    saveCampaignSettings(deps, request.requireAuth().companyId, request.body.settings),
  );
};
