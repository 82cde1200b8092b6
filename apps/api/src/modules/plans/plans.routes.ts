import { planAnswer, planBody, planIdParams, planListAnswer, publicPlanListAnswer } from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSuper } from '../../platform/auth/auth-context';
import type { PlansDeps } from './plans.deps';
import { createPlan } from './use-cases/create-plan';
import { deletePlan } from './use-cases/delete-plan';
import { listAllPlans } from './use-cases/list-all-plans';
import { listPublicPlans } from './use-cases/list-public-plans';
import { updatePlan } from './use-cases/update-plan';

/** /api/plans: spec 2 §7 "Companies, plans, helps". Everything but the signup list is the super user's. */
export const plansRoutes: FastifyPluginAsyncZod<PlansDeps> = async (app, deps) => {
  const tags = ['plans'];

  app.get(
    '/list',
    {
      // Public (the signup form); a stale token of an expired company must not break it either.
      config: { allowExpiredSubscription: true },
      schema: { tags, security: [], response: { 200: publicPlanListAnswer } },
    },
    async () => listPublicPlans(deps),
  );

  app.get('/all', { preHandler: requireSuper, schema: { tags, response: { 200: planListAnswer } } }, async () =>
    listAllPlans(deps),
  );

  app.post(
    '/',
    { preHandler: requireSuper, schema: { tags, body: planBody, response: { 201: planAnswer } } },
    async (request, reply) => reply.status(201).send(await createPlan(deps, request.body)),
  );

  app.put(
    '/:id',
    { preHandler: requireSuper, schema: { tags, params: planIdParams, body: planBody, response: { 200: planAnswer } } },
    async (request) => updatePlan(deps, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { preHandler: requireSuper, schema: { tags, params: planIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deletePlan(deps, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
