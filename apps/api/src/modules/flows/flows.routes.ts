import {
  type FlowMediaKind,
  flowContentUploadAnswer,
  flowContentUploadMaxFiles,
  flowCreateBody,
  flowDuplicateBody,
  flowGraphAnswer,
  flowIdParams,
  flowListItem,
  flowSaveBody,
  flowsPageAnswer,
  flowsQuery,
  flowUpdateBody,
  flowUploadAnswer,
} from '@chatdesk/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth/require-permission';
import { readFlowUpload } from './flow-upload';
import type { FlowsDeps } from './flows.deps';
import { createFlow } from './use-cases/create-flow';
import { deleteFlow } from './use-cases/delete-flow';
import { duplicateFlow } from './use-cases/duplicate-flow';
import { getFlow, getFlowGraph } from './use-cases/get-flow';
import { listFlows } from './use-cases/list-flows';
import { recordFlowUploads } from './use-cases/record-flow-uploads';
import { saveFlowGraph } from './use-cases/save-flow-graph';
import { updateFlow } from './use-cases/update-flow';

const companyOf = (request: FastifyRequest) => request.requireAuth().companyId;
const callerOf = (request: FastifyRequest) => {
  const { companyId, userId } = request.requireAuth();
  return { companyId, userId };
};

/** /api/flowbuilder: spec 3 §7 Flow builder, for admins (flows:manage). The runtime reads flows itself. */
export const flowsRoutes: FastifyPluginAsyncZod<FlowsDeps> = async (app, deps) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const preHandler = requirePermission('flows:manage');
  const tags = ['flowbuilder'];
  const byId = { tags, params: flowIdParams };
  const item = { 200: flowListItem };

  app.get(
    '/',
    { preHandler, schema: { tags, querystring: flowsQuery, response: { 200: flowsPageAnswer } } },
    async (request) => listFlows(deps, companyOf(request), request.query),
  );
  app.post(
    '/',
    { preHandler, schema: { tags, body: flowCreateBody, response: { 201: flowListItem } } },
    async (request, reply) => reply.status(201).send(await createFlow(deps, callerOf(request), request.body)),
  );
  app.put('/', { preHandler, schema: { tags, body: flowUpdateBody, response: item } }, async (request) =>
    updateFlow(deps, companyOf(request), request.body),
  );
  app.post(
    '/duplicate',
    { preHandler, schema: { tags, body: flowDuplicateBody, response: { 201: flowListItem } } },
    async (request, reply) => reply.status(201).send(await duplicateFlow(deps, callerOf(request), request.body.flowId)),
  );
  app.post('/flow', { preHandler, schema: { tags, body: flowSaveBody, response: item } }, async (request) =>
    saveFlowGraph(deps, callerOf(request), request.body),
  );
  app.get('/flow/:id', { preHandler, schema: { ...byId, response: { 200: flowGraphAnswer } } }, async (request) =>
    getFlowGraph(deps, companyOf(request), request.params.id),
  );
  app.get('/:id', { preHandler, schema: { ...byId, response: item } }, async (request) =>
    getFlow(deps, companyOf(request), request.params.id),
  );
  app.delete('/:id', { preHandler, schema: { ...byId, response: { 204: z.null() } } }, async (request, reply) => {
    await deleteFlow(deps, companyOf(request), request.params.id);
    return reply.status(204).send(null);
  });

  const upload = async (request: FastifyRequest, kinds: readonly FlowMediaKind[], maxFiles: number) => {
    const companyId = companyOf(request);
    return recordFlowUploads(
      deps,
      companyId,
      await readFlowUpload(request, deps.storage, companyId, { kinds, maxFiles }),
    );
  };
  const uploadSchema = { tags, consumes: ['multipart/form-data'] };
  app.post(
    '/img',
    { preHandler, schema: { ...uploadSchema, response: { 200: flowUploadAnswer } } },
    async (request) => {
      const [file] = await upload(request, ['image'], 1);
      return file;
    },
  );
  // Spec 3 §7: video goes through the audio route too.
  app.post(
    '/audio',
    { preHandler, schema: { ...uploadSchema, response: { 200: flowUploadAnswer } } },
    async (request) => {
      const [file] = await upload(request, ['audio', 'video'], 1);
      return file;
    },
  );
  app.post(
    '/content',
    { preHandler, schema: { ...uploadSchema, response: { 200: flowContentUploadAnswer } } },
    async (request) => upload(request, ['image', 'audio', 'video'], flowContentUploadMaxFiles),
  );
};
