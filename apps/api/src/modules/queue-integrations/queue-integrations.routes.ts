import {
  dialogflowTestAnswer,
  dialogflowTestBody,
  queueIntegrationAnswer,
  queueIntegrationBody,
  queueIntegrationDeletedAnswer,
  queueIntegrationDeletedMessage,
  queueIntegrationIdParams,
  queueIntegrationSecretsAnswer,
  queueIntegrationsPageAnswer,
  queueIntegrationsQuery,
} from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth/require-permission';
import { requirePlanFeature } from '../../platform/auth/require-plan-feature';
import type { QueueIntegrationsDeps } from './queue-integrations.deps';
import { createQueueIntegration } from './use-cases/create-queue-integration';
import { deleteQueueIntegration } from './use-cases/delete-queue-integration';
import { getQueueIntegration } from './use-cases/get-queue-integration';
import { listQueueIntegrations } from './use-cases/list-queue-integrations';
import { revealQueueIntegrationSecrets } from './use-cases/reveal-queue-integration-secrets';
import { testDialogflowSession } from './use-cases/test-dialogflow-session';
import { updateQueueIntegration } from './use-cases/update-queue-integration';

const companyOf = (request: FastifyRequest) => request.requireAuth().companyId;

/**
 * /api/queueIntegration: spec 3 §7 Queue integrations. Admins (spec 3 §6: a profile user sees the
 * no-access view) of a plan with useIntegrations; reads included, since answers name URLs and
 * projects. Secrets only through GET /{id}/secrets.
 */
export const queueIntegrationsRoutes: FastifyPluginAsyncZod<QueueIntegrationsDeps> = async (app, deps) => {
  const preHandler = [requirePermission('queue-integrations:manage'), requirePlanFeature('useIntegrations')];
  const tags = ['queueIntegration'];
  const byId = { tags, params: queueIntegrationIdParams };
  const one = { 200: queueIntegrationAnswer };

  app.get(
    '/',
    {
      preHandler,
      schema: { tags, querystring: queueIntegrationsQuery, response: { 200: queueIntegrationsPageAnswer } },
    },
    async (request) => listQueueIntegrations(deps, companyOf(request), request.query),
  );
  app.post(
    '/testSession',
    { preHandler, schema: { tags, body: dialogflowTestBody, response: { 200: dialogflowTestAnswer } } },
    async (request) => testDialogflowSession(deps, companyOf(request), request.body),
  );
  app.get('/:id', { preHandler, schema: { ...byId, response: one } }, async (request) =>
    getQueueIntegration(deps, companyOf(request), request.params.id),
  );
  app.get(
    '/:id/secrets',
    { preHandler, schema: { ...byId, response: { 200: queueIntegrationSecretsAnswer } } },
    async (request) => revealQueueIntegrationSecrets(deps, request.requireAuth(), request.params.id),
  );
  app.post(
    '/',
    { preHandler, schema: { tags, body: queueIntegrationBody, response: { 201: queueIntegrationAnswer } } },
    async (request, reply) =>
      reply.status(201).send(await createQueueIntegration(deps, companyOf(request), request.body)),
  );
  app.put('/:id', { preHandler, schema: { ...byId, body: queueIntegrationBody, response: one } }, async (request) =>
    updateQueueIntegration(deps, companyOf(request), request.params.id, request.body),
  );
  app.delete(
    '/:id',
    { preHandler, schema: { ...byId, response: { 200: queueIntegrationDeletedAnswer } } },
    async (request) => {
      await deleteQueueIntegration(deps, companyOf(request), request.params.id);
      return { message: queueIntegrationDeletedMessage };
    },
  );
};
