import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { appVersion } from '../../platform/version';

export const systemRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        security: [],
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('up') }),
          503: z.object({ status: z.literal('degraded'), database: z.literal('down') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await db.pool.query('SELECT 1');
        return { status: 'ok' as const, database: 'up' as const };
      } catch {
        return reply.status(503).send({ status: 'degraded' as const, database: 'down' as const });
      }
    },
  );

  app.get(
    '/version',
    {
      schema: {
        tags: ['system'],
        security: [],
        summary: 'The running version',
        response: { 200: z.object({ version: z.string() }) },
      },
    },
    async () => ({ version: appVersion }),
  );
};
