import {
  promptAnswer,
  promptCreateBody,
  promptDeletedAnswer,
  promptDeletedMessage,
  promptIdParams,
  promptSecretsAnswer,
  promptsAnswer,
  promptUpdateBody,
} from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth/require-permission';
import { requirePlanFeature } from '../../platform/auth/require-plan-feature';
import type { PromptsDeps } from './prompts.deps';
import { createPrompt } from './use-cases/create-prompt';
import { deletePrompt } from './use-cases/delete-prompt';
import { getPrompt } from './use-cases/get-prompt';
import { listPrompts } from './use-cases/list-prompts';
import { revealPromptSecrets } from './use-cases/reveal-prompt-secrets';
import { updatePrompt } from './use-cases/update-prompt';

const companyOf = (request: FastifyRequest) => request.requireAuth().companyId;

/**
 * /api/prompt: spec 3 §7 Prompts. Admins (spec 3 §6: a profile user sees the no-access view) of a
 * plan with useOpenAi. Keys only through GET /{id}/secrets.
 */
export const promptsRoutes: FastifyPluginAsyncZod<PromptsDeps> = async (app, deps) => {
  const preHandler = [requirePermission('prompts:manage'), requirePlanFeature('useOpenAi')];
  const tags = ['prompt'];
  const byId = { tags, params: promptIdParams };
  const one = { 200: promptAnswer };

  app.get('/', { preHandler, schema: { tags, response: { 200: promptsAnswer } } }, async (request) =>
    listPrompts(deps, companyOf(request)),
  );
  app.get('/:id', { preHandler, schema: { ...byId, response: one } }, async (request) =>
    getPrompt(deps, companyOf(request), request.params.id),
  );
  app.get(
    '/:id/secrets',
    { preHandler, schema: { ...byId, response: { 200: promptSecretsAnswer } } },
    async (request) => revealPromptSecrets(deps, request.requireAuth(), request.params.id),
  );
  app.post(
    '/',
    { preHandler, schema: { tags, body: promptCreateBody, response: { 201: promptAnswer } } },
    async (request, reply) => reply.status(201).send(await createPrompt(deps, companyOf(request), request.body)),
  );
  app.put('/:id', { preHandler, schema: { ...byId, body: promptUpdateBody, response: one } }, async (request) =>
    updatePrompt(deps, companyOf(request), request.params.id, request.body),
  );
  app.delete('/:id', { preHandler, schema: { ...byId, response: { 200: promptDeletedAnswer } } }, async (request) => {
    await deletePrompt(deps, companyOf(request), request.params.id);
    return { message: promptDeletedMessage };
  });
};
