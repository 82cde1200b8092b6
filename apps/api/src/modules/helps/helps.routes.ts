import { helpAnswer, helpBody, helpIdParams, helpListAnswer } from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireSuper } from '../../platform/auth/auth-context';
import type { HelpsDeps } from './helps.deps';
import { createHelp } from './use-cases/create-help';
import { deleteHelp } from './use-cases/delete-help';
import { listHelps } from './use-cases/list-helps';
import { updateHelp } from './use-cases/update-help';

/** /api/helps: help videos. Any signed-in user reads them; the super user manages them. */
export const helpsRoutes: FastifyPluginAsyncZod<HelpsDeps> = async (app, deps) => {
  const tags = ['helps'];
  const list = { preHandler: requireAuth, schema: { tags, response: { 200: helpListAnswer } } };

  app.get('/', list, async () => listHelps(deps));
  app.get('/list', list, async () => listHelps(deps));

  app.post(
    '/',
    { preHandler: requireSuper, schema: { tags, body: helpBody, response: { 201: helpAnswer } } },
    async (request, reply) => reply.status(201).send(await createHelp(deps, request.body)),
  );

  app.put(
    '/:id',
    { preHandler: requireSuper, schema: { tags, params: helpIdParams, body: helpBody, response: { 200: helpAnswer } } },
    async (request) => updateHelp(deps, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { preHandler: requireSuper, schema: { tags, params: helpIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteHelp(deps, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
