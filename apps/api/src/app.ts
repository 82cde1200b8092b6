import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuthModule } from './modules/auth/auth.module';
import { companiesRoutes } from './modules/companies/companies.routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { helpsRoutes } from './modules/helps/helps.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { plansRoutes } from './modules/plans/plans.routes';
import { queuesRoutes } from './modules/queues/queues.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { systemRoutes } from './modules/system/system.routes';
import { tagsRoutes } from './modules/tags/tags.routes';
import { usersRoutes } from './modules/users/users.routes';
import { activeSessionPlugin } from './platform/auth/active-session';
import { authContextPlugin } from './platform/auth/auth-context';
import { SubscriptionStatus, subscriptionGuardPlugin } from './platform/auth/subscription';
import type { TokenService } from './platform/auth/tokens';
import type { Config } from './platform/config/config';
import type { Database } from './platform/db/database';
import { registerErrorHandler } from './platform/errors/error-handler';
import { DomainEvents } from './platform/events/domain-events';
import { registerOpenApi } from './platform/http/openapi';
import { registerSpa } from './platform/http/spa';
import type { Logger } from './platform/logger/logger';
import { type Metrics, registerHttpMetrics } from './platform/metrics/metrics';
import { registerMediaRoutes } from './platform/storage/media-routes';
import { type MediaStorage, mediaRootOf } from './platform/storage/media-storage';

export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  tokens: TokenService;
  metrics: Metrics;
  storage: MediaStorage;
  /** Shared with the realtime gateway and workers; created here when absent (exposed as `app.events`). */
  events?: DomainEvents;
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
    trustProxy: deps.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app, { spaFallback: await registerSpa(app, deps.config.webDistDir) });
  registerHttpMetrics(app, deps.metrics);
  await registerMediaRoutes(app, mediaRootOf(deps.config.dataDir));
  await registerOpenApi(app);
  await app.register(cookie);
  await app.register(authContextPlugin, { tokens: deps.tokens, db: deps.db });
  const events =
    deps.events ??
    new DomainEvents({
      onListenerError: (error, event) => deps.logger.error({ err: error, event: event.type }, 'event listener failed'),
    });
  app.decorate('events', events);
  const auth = createAuthModule({ ...deps, events });
  await app.register(activeSessionPlugin, { sessions: auth.sessions });
  await app.register(subscriptionGuardPlugin, { subscriptions: new SubscriptionStatus(deps.db) });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { db: deps.db });
      await api.register(auth.routes, { prefix: '/auth' });
      await api.register(usersRoutes, {
        prefix: '/users',
        db: deps.db,
        events,
        storage: deps.storage,
        sessions: auth.sessions,
      });
      await api.register(queuesRoutes, { prefix: '/queue', db: deps.db, events });
      await api.register(contactsRoutes, { prefix: '/contacts', db: deps.db, events });
      await api.register(tagsRoutes, { db: deps.db, events });
      const admin = { db: deps.db, events, storage: deps.storage, logger: deps.logger };
      await api.register(companiesRoutes, { ...admin, subscriptions: app.subscriptions });
      await api.register(plansRoutes, { prefix: '/plans', db: deps.db });
      await api.register(helpsRoutes, { prefix: '/helps', db: deps.db });
      await api.register(settingsRoutes, admin);
      await api.register(invoicesRoutes, { prefix: '/invoices', db: deps.db });
    },
    { prefix: '/api' },
  );

  return app;
}
