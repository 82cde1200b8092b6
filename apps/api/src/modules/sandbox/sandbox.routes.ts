import { sandboxConnectionParams, sandboxInboundAnswer, sandboxInboundBody } from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth-context';
import { injectSandboxInbound, type SandboxDeps } from './inject-sandbox-inbound';

/** Room for the largest sandbox attachment in base64 (10 MB of bytes) plus the JSON around it. */
const sandboxBodyLimit = 15 * 1024 * 1024;

/**
 * /api/sandbox: drives the simulated phone (ARCHITECTURE.md "Channels"). app.ts registers it only
 * with config.sandboxEnabled, so a production server without the flag answers 404. Any user of
 * the company may play the customer; another company's connection is missing (404).
 */
export const sandboxRoutes: FastifyPluginAsyncZod<SandboxDeps> = async (app, deps) => {
  app.post(
    '/:connectionId/inbound',
    {
      preHandler: requireAuth,
      bodyLimit: sandboxBodyLimit,
      schema: {
        tags: ['sandbox'],
        params: sandboxConnectionParams,
        body: sandboxInboundBody,
        response: { 202: sandboxInboundAnswer },
      },
    },
    async (request, reply) => {
      const { companyId } = request.requireAuth();
      const answer = await injectSandboxInbound(deps, companyId, request.params.connectionId, request.body);
      return reply.status(202).send(answer);
    },
  );
};
