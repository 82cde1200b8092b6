import {
  flowIdParams,
  phraseCampaignAnswer,
  phraseCampaignBody,
  phraseCampaignsAnswer,
  phraseCampaignUpdateBody,
} from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth/require-permission';
import { requirePlanFeature } from '../../platform/auth/require-plan-feature';
import type { PhraseCampaignsDeps } from './phrase-campaigns.deps';
import { createPhraseCampaign } from './use-cases/create-phrase-campaign';
import { deletePhraseCampaign } from './use-cases/delete-phrase-campaign';
import { getPhraseCampaign } from './use-cases/get-phrase-campaign';
import { listPhraseCampaigns } from './use-cases/list-phrase-campaigns';
import { updatePhraseCampaign } from './use-cases/update-phrase-campaign';

const companyOf = (request: FastifyRequest) => request.requireAuth().companyId;

/**
 * /api/flowcampaign: spec 3 §7 Phrase campaigns. Campaign managers (admins) of a plan with
 * useCampaigns, as the campaigns; deleting also needs the contact-delete permission (spec 3 §6).
 */
export const phraseCampaignsRoutes: FastifyPluginAsyncZod<PhraseCampaignsDeps> = async (app, deps) => {
  const preHandler = [requirePermission('campaigns:manage'), requirePlanFeature('useCampaigns')];
  const tags = ['flowcampaign'];
  const byId = { tags, params: flowIdParams };
  const one = { 200: phraseCampaignAnswer };

  app.get('/', { preHandler, schema: { tags, response: { 200: phraseCampaignsAnswer } } }, async (request) =>
    listPhraseCampaigns(deps, companyOf(request)),
  );
  app.get('/:id', { preHandler, schema: { ...byId, response: one } }, async (request) =>
    getPhraseCampaign(deps, companyOf(request), request.params.id),
  );
  app.post(
    '/',
    { preHandler, schema: { tags, body: phraseCampaignBody, response: { 201: phraseCampaignAnswer } } },
    async (request, reply) =>
      reply.status(201).send(await createPhraseCampaign(deps, companyOf(request), request.body)),
  );
  app.put('/', { preHandler, schema: { tags, body: phraseCampaignUpdateBody, response: one } }, async (request) =>
    updatePhraseCampaign(deps, companyOf(request), request.body),
  );
  app.delete(
    '/:id',
    {
      preHandler: [...preHandler, requirePermission('contacts-page:deleteContact')],
      schema: { ...byId, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deletePhraseCampaign(deps, companyOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
