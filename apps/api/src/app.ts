import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createGoogleDialogflowClient } from './automation/integrations/drivers/dialogflow/google-dialogflow-client';
import type { IntegrationHttp } from './automation/integrations/http/integration-http';
import { createIntegrationHttp } from './automation/integrations/http/safe-http-client';
import type { PaymentProvider } from './billing/providers/payment-provider';
import { subscriptionRoutes } from './billing/subscription.routes';
import { billingWebhookRoutes } from './billing/webhooks.routes';
import type { ChannelRuntime } from './channels/channel-runtime';
import type { Channels } from './channels/channels.module';
import { registerMetaChannels } from './channels/meta/meta.module';
import { metaAccountRoutes } from './channels/meta/meta-account.routes';
import { metaWebhookRoutes } from './channels/meta/meta-webhook.routes';
import { announcementsRoutes } from './modules/announcements/announcements.routes';
import { createAuthModule } from './modules/auth/auth.module';
import { campaignSettingsRoutes } from './modules/campaign-settings/campaign-settings.routes';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes';
import { chatbotsRoutes } from './modules/chatbots/chatbots.routes';
import { chatsRoutes } from './modules/chats/chats.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { connectionAdminSessionRoutes } from './modules/connections/connection-admin-session.routes';
import { connectionChannelsRoutes } from './modules/connections/connection-channels.routes';
import { connectionSessionRoutes } from './modules/connections/connection-session.routes';
import { connectionsRoutes } from './modules/connections/connections.routes';
import { contactListItemsRoutes } from './modules/contact-lists/contact-list-items.routes';
import { contactListsRoutes } from './modules/contact-lists/contact-lists.routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { contactImportOneRoutes } from './modules/contacts/import/contacts-import.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { usersMomentsRoutes } from './modules/dashboard/users-moments.routes';
import { externalApiRoutes } from './modules/external-api/external-api.routes';
import { facebookRoutes } from './modules/facebook/facebook.routes';
import { fileListsRoutes } from './modules/file-lists/file-lists.routes';
import { flowsRoutes } from './modules/flows/flows.routes';
import { helpsRoutes } from './modules/helps/helps.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { kanbanRoutes } from './modules/kanban/kanban.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { phraseCampaignsRoutes } from './modules/phrase-campaigns/phrase-campaigns.routes';
import { plansRoutes } from './modules/plans/plans.routes';
import { promptsRoutes } from './modules/prompts/prompts.routes';
import { queueIntegrationsRoutes } from './modules/queue-integrations/queue-integrations.routes';
import { queuesRoutes } from './modules/queues/queues.routes';
import { quickMessagesRoutes } from './modules/quick-messages/quick-messages.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { sandboxRoutes } from './modules/sandbox/sandbox.routes';
import { schedulesRoutes } from './modules/schedules/schedules.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { systemRoutes } from './modules/system/system.routes';
import { tagsRoutes } from './modules/tags/tags.routes';
import { ticketNotesRoutes } from './modules/ticket-notes/ticket-notes.routes';
import { ticketTagsRoutes } from './modules/ticket-tags/ticket-tags.routes';
import { ticketsRoutes } from './modules/tickets/tickets.routes';
import { usersRoutes } from './modules/users/users.routes';
import { webchatRoutes } from './modules/webchat/webchat.routes';
import { widgetScriptRoutes } from './modules/webchat/widget-script.routes';
import { activeSessionPlugin } from './platform/auth/active-session';
import { authContextPlugin } from './platform/auth/auth-context';
import { SubscriptionStatus, subscriptionGuardPlugin } from './platform/auth/subscription';
import type { TokenService } from './platform/auth/tokens';
import type { Config } from './platform/config/config';
import type { SecretBox } from './platform/crypto/secret-box';
import type { Database } from './platform/db/database';
import { registerErrorHandler } from './platform/errors/error-handler';
import { DomainEvents } from './platform/events/domain-events';
import { registerFrameHeaders } from './platform/http/frame-headers';
import { registerOpenApi } from './platform/http/openapi';
import { registerRequestInput } from './platform/http/request-input';
import { registerSpa } from './platform/http/spa';
import { type LogFormat, type Logger, requestLogController } from './platform/logger/logger';
import { type Metrics, registerHttpMetrics } from './platform/metrics/metrics';
import { registerMediaRoutes } from './platform/storage/media-routes';
import { type MediaStorage, mediaRootOf } from './platform/storage/media-storage';

export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  /** The logger's format; on a terminal ('pretty') each request is logged at debug. */
  logFormat?: LogFormat;
  tokens: TokenService;
  metrics: Metrics;
  storage: MediaStorage;
  /** Seals provider tokens and digests API tokens (exposed as `app.secrets`). */
  secrets: SecretBox;
  /** Shared with the realtime gateway and workers; created here when absent (exposed as `app.events`). */
  events?: DomainEvents;
  /** Channel runtime and outbound path (createChannels), exposed as `app.channels` and `app.outbound`. */
  channels?: Channels;
  /** The guarded client the integrations' runtime also uses (one per process); created here when absent. */
  integrationHttp?: IntegrationHttp;
  /** The payment providers' drivers (docs/billing.md); none by default: checkout then answers ERR_NO_PAYMENT_PROVIDER. */
  paymentProviders?: readonly PaymentProvider[];
}

/** Builds the HTTP app: platform plugins first, then each module's routes under /api. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    logController: requestLogController(deps.logFormat ?? 'json'),
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
  registerFrameHeaders(app);
  registerRequestInput(app);
  registerErrorHandler(app, { spaFallback: await registerSpa(app, deps.config.webDistDir) });
  registerHttpMetrics(app, deps.metrics, { token: deps.config.metricsToken });
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
  app.decorate('secrets', deps.secrets);
  app.decorate(
    'integrationHttp',
    deps.integrationHttp ?? createIntegrationHttp({ allowPrivateUrls: deps.config.integrations.allowPrivateUrls }),
  );
  // Apps built without a job queue (a few tests) have no channels; using them there is a wiring bug.
  const channels = () => {
    if (!deps.channels) throw new Error('buildApp was given no channels (createChannels)');
    return deps.channels;
  };
  app.decorate('channels', { getter: () => channels().runtime });
  app.decorate('outbound', { getter: () => channels().outbound });
  // The Meta drivers open sealed tokens, so they are registered here, where the SecretBox is known.
  const meta = deps.channels ? registerMetaChannels({ ...deps, events, runtime: deps.channels.runtime }) : null;
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
      await api.register(chatbotsRoutes, { prefix: '/chatbot', db: deps.db, events });
      await api.register(fileListsRoutes, { prefix: '/files', db: deps.db, storage: deps.storage });
      // The phone import reads a connection's phone book through its driver, looked up when used.
      const driverFor: ChannelRuntime['driverFor'] = (channel) => app.channels.driverFor(channel);
      const contactsDeps = { db: deps.db, events, channels: { driverFor } };
      await api.register(contactsRoutes, { prefix: '/contacts', ...contactsDeps });
      await api.register(contactImportOneRoutes, { prefix: '/contactsImport', ...contactsDeps });
      await api.register(tagsRoutes, { db: deps.db, events });
      const admin = { db: deps.db, events, storage: deps.storage, logger: deps.logger };
      await api.register(companiesRoutes, { ...admin, subscriptions: app.subscriptions });
      await api.register(plansRoutes, { prefix: '/plans', db: deps.db });
      await api.register(helpsRoutes, { prefix: '/helps', db: deps.db });
      const publicConfig = { metaAppId: deps.config.metaAppId ?? '', metaSdkUrl: deps.config.metaSdkUrl };
      await api.register(settingsRoutes, { ...admin, publicConfig, secrets: deps.secrets });
      await api.register(invoicesRoutes, { prefix: '/invoices', db: deps.db });
      const billing = {
        db: deps.db,
        events,
        logger: deps.logger,
        subscriptions: app.subscriptions,
        providers: deps.paymentProviders ?? [],
        publicUrl: deps.config.publicUrl,
      };
      await api.register(subscriptionRoutes, { prefix: '/subscription', ...billing });
      await api.register(billingWebhookRoutes, { prefix: '/billing/webhooks', ...billing });
      // Drivers are looked up when used: apps built without channels fail only if a route needs one.
      const runtime: Pick<ChannelRuntime, 'driverFor' | 'inbound'> = {
        driverFor: (channel) => app.channels.driverFor(channel),
        inbound: (connection, event) => app.channels.inbound(connection, event),
      };
      const connectionsDeps = {
        db: deps.db,
        events,
        logger: deps.logger,
        sandboxEnabled: deps.config.sandboxEnabled,
        channels: runtime,
        secrets: deps.secrets,
        storage: deps.storage,
        outbound: () => app.outbound,
      };
      await api.register(connectionsRoutes, { prefix: '/whatsapp', ...connectionsDeps });
      await api.register(connectionSessionRoutes, connectionsDeps);
      // The add menu's channel offer and the super user's actions on any company's connection.
      await api.register(connectionChannelsRoutes, { prefix: '/whatsapp', ...connectionsDeps });
      await api.register(connectionAdminSessionRoutes, connectionsDeps);
      if (deps.config.sandboxEnabled) {
        const inboundMessageChecked: ChannelRuntime['inboundMessageChecked'] = (...args) =>
          app.channels.inboundMessageChecked(...args);
        await api.register(sandboxRoutes, {
          prefix: '/sandbox',
          db: deps.db,
          channels: { ...runtime, inboundMessageChecked },
        });
      }
      // Looked up when a transition sends (greeting, farewell, transfer message), not at registration.
      const tickets = { db: deps.db, events, outbound: () => app.outbound };
      await api.register(ticketsRoutes, tickets);
      await api.register(ticketTagsRoutes, { prefix: '/ticket-tags', ...tickets });
      await api.register(messagesRoutes, {
        db: deps.db,
        events,
        storage: deps.storage,
        outbound: () => app.outbound,
        channels: () => app.channels,
        transcription: {
          http: app.integrationHttp,
          secrets: deps.secrets,
          baseUrl: deps.config.integrations.openAiBaseUrl,
          model: deps.config.integrations.openAiTranscriptionModel,
        },
      });
      await api.register(ticketNotesRoutes, { prefix: '/ticket-notes', db: deps.db });
      const quickMessages = { db: deps.db, events, storage: deps.storage };
      await api.register(quickMessagesRoutes, { prefix: '/quick-messages', ...quickMessages });
      await api.register(announcementsRoutes, { prefix: '/announcements', db: deps.db, events, storage: deps.storage });
      await api.register(dashboardRoutes, { prefix: '/dashboard', db: deps.db });
      await api.register(usersMomentsRoutes, { prefix: '/usersMoments', db: deps.db });
      await api.register(reportsRoutes, { prefix: '/ticketreport', db: deps.db });
      await api.register(schedulesRoutes, { prefix: '/schedules', db: deps.db, events, storage: deps.storage });
      if (meta) {
        const { webhooks, accounts, graph } = meta;
        const platformVerifyToken = deps.config.metaVerifyToken;
        await api.register(metaWebhookRoutes, { prefix: '/webhooks', webhooks, accounts, platformVerifyToken });
        const driverFor = runtime.driverFor;
        await api.register(metaAccountRoutes, {
          db: deps.db,
          accounts,
          graph,
          driverFor,
          outbound: () => app.outbound,
        });
        const facebook = { db: deps.db, events, logger: deps.logger, graph, accounts, driverFor };
        await api.register(facebookRoutes, { prefix: '/facebook', ...facebook });
      }
      // The external messages API (spec 3 §7): authenticated by a connection's token, not a session.
      await api.register(externalApiRoutes, {
        db: deps.db,
        events,
        storage: deps.storage,
        secrets: deps.secrets,
        subscriptions: app.subscriptions,
        outbound: () => app.outbound,
        ratePerMinute: deps.config.externalApiRatePerMinute,
      });
      await api.register(webchatRoutes, { prefix: '/webchat', db: deps.db, events, secrets: deps.secrets });
      await api.register(chatsRoutes, { prefix: '/chats', db: deps.db, events });
      await api.register(kanbanRoutes, { db: deps.db });
      // Spec 3 §2 Contact lists: registered always; the web registers the pages behind the cshow flag.
      await api.register(contactListsRoutes, { prefix: '/contact-lists', db: deps.db, events });
      await api.register(contactListItemsRoutes, { prefix: '/contact-list-items', db: deps.db, events });
      // Spec 3 §7 Campaigns: admins of a plan with useCampaigns; the dispatcher runs as a job, not here.
      await api.register(campaignsRoutes, { prefix: '/campaigns', db: deps.db, events, storage: deps.storage });
      await api.register(campaignSettingsRoutes, { prefix: '/campaign-settings', db: deps.db });
      // Spec 3 §7 Flow builder (admins) and phrase campaigns (admins of a plan with useCampaigns).
      await api.register(flowsRoutes, { prefix: '/flowbuilder', db: deps.db, storage: deps.storage });
      await api.register(phraseCampaignsRoutes, { prefix: '/flowcampaign', db: deps.db });
      // Spec 3 §7 Queue integrations and prompts: admins of a plan with useIntegrations / useOpenAi.
      const integrationAdmin = { db: deps.db, events, secrets: deps.secrets, logger: deps.logger };
      const { dialogflowBaseUrl: baseUrl, googleOauthTokenUrl: tokenUrl } = deps.config.integrations;
      const dialogflow = createGoogleDialogflowClient({ http: app.integrationHttp, baseUrl, tokenUrl });
      await api.register(queueIntegrationsRoutes, { prefix: '/queueIntegration', ...integrationAdmin, dialogflow });
      await api.register(promptsRoutes, { prefix: '/prompt', ...integrationAdmin });
    },
    { prefix: '/api' },
  );
  await app.register(widgetScriptRoutes, { webDistDir: deps.config.webDistDir });

  return app;
}
