import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemRoutes } from './modules/system/system.routes';
import { authContextPlugin } from './platform/auth/auth-context';
import type { TokenService } from './platform/auth/tokens';
import type { Config } from './platform/config/config';
import type { Database } from './platform/db/database';
import { registerErrorHandler } from './platform/errors/error-handler';
import { registerOpenApi } from './platform/http/openapi';
import { registerSpa } from './platform/http/spa';
import type { Logger } from './platform/logger/logger';
import { type Metrics, registerHttpMetrics } from './platform/metrics/metrics';

export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  tokens: TokenService;
  metrics: Metrics;
}

/** Builds the HTTP app: platform plugins first, then each module's routes under /api. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app, { spaFallback: await registerSpa(app, deps.config.webDistDir) });
  registerHttpMetrics(app, deps.metrics);
  await registerOpenApi(app);
  await app.register(cookie);
  await app.register(authContextPlugin, { tokens: deps.tokens, db: deps.db });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { db: deps.db });
    },
    { prefix: '/api' },
  );

  return app;
}
