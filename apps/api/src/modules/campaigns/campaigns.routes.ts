import {
  campaignBody,
  campaignIdParams,
  campaignMediaMaxBytes,
  campaignRecord,
  campaignReportAnswer,
  campaignsPageAnswer,
  campaignsQuery,
} from '@chatdesk/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth/require-permission';
import { requirePlanFeature } from '../../platform/auth/require-plan-feature';
import { bodyFieldError } from '../../platform/errors/body-field-error';
import type { CampaignsDeps } from './campaigns.deps';
import { deleteCampaignMedia, uploadCampaignMedia } from './use-cases/campaign-media';
import { cancelCampaign, restartCampaign } from './use-cases/change-campaign-status';
import { createCampaign } from './use-cases/create-campaign';
import { deleteCampaign } from './use-cases/delete-campaign';
import { getCampaign } from './use-cases/get-campaign';
import { getCampaignReport } from './use-cases/get-campaign-report';
import { listCampaigns } from './use-cases/list-campaigns';
import { updateCampaign } from './use-cases/update-campaign';

const companyOf = (request: FastifyRequest) => request.requireAuth().companyId;

/**
 * /api/campaigns: spec 3 §7 Campaigns. Admins only (spec 3 §6: a profile user sees the no-access
 * view), and only on a plan with useCampaigns.
 */
export const campaignsRoutes: FastifyPluginAsyncZod<CampaignsDeps> = async (app, deps) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const preHandler = [requirePermission('campaigns:manage'), requirePlanFeature('useCampaigns')];
  const tags = ['campaigns'];
  const byId = { tags, params: campaignIdParams };
  const one = { 200: campaignRecord };

  app.get(
    '/',
    { preHandler, schema: { tags, querystring: campaignsQuery, response: { 200: campaignsPageAnswer } } },
    async (request) => listCampaigns(deps, companyOf(request), request.query),
  );

  app.get('/:id', { preHandler, schema: { ...byId, response: one } }, async (request) =>
    getCampaign(deps, companyOf(request), request.params.id),
  );

  app.get(
    '/:id/report',
    { preHandler, schema: { ...byId, response: { 200: campaignReportAnswer } } },
    async (request) => getCampaignReport(deps, companyOf(request), request.params.id),
  );

  app.post(
    '/',
    { preHandler, schema: { tags, body: campaignBody, response: { 201: campaignRecord } } },
    async (request, reply) => reply.status(201).send(await createCampaign(deps, companyOf(request), request.body)),
  );

  app.put('/:id', { preHandler, schema: { ...byId, body: campaignBody, response: one } }, async (request) =>
    updateCampaign(deps, companyOf(request), request.params.id, request.body),
  );

  app.delete('/:id', { preHandler, schema: { ...byId, response: { 204: z.null() } } }, async (request, reply) => {
    await deleteCampaign(deps, companyOf(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.post(
    '/:id/media-upload',
    { preHandler, schema: { ...byId, consumes: ['multipart/form-data'], response: one } },
    async (request) => {
      // One byte over the cap: MediaStorage sees the excess and refuses (ERR_PAYLOAD_TOO_LARGE) instead of a cut file.
      const file = await request.file({ limits: { fileSize: campaignMediaMaxBytes + 1, files: 1, fields: 10 } });
      if (!file) throw bodyFieldError('file', 'Required');
      const upload = { source: file.file, fileName: file.filename };
      return uploadCampaignMedia(deps, companyOf(request), request.params.id, upload);
    },
  );

  app.delete('/:id/media-upload', { preHandler, schema: { ...byId, response: one } }, async (request) =>
    deleteCampaignMedia(deps, companyOf(request), request.params.id),
  );

  app.post('/:id/cancel', { preHandler, schema: { ...byId, response: one } }, async (request) =>
    cancelCampaign(deps, companyOf(request), request.params.id),
  );

  app.post('/:id/restart', { preHandler, schema: { ...byId, response: one } }, async (request) =>
    restartCampaign(deps, companyOf(request), request.params.id),
  );
};
