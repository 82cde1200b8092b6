import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from './app';
import { createIntegrationHttp } from './automation/integrations/http/safe-http-client';
import { createIntegrationDrivers } from './automation/integrations/integration-drivers';
import { forwardPaymentEvents } from './billing/billing.realtime';
import { generateInvoicesJob, invoiceGenerationSlotId } from './billing/invoice-generation.job';
import { createPaymentProviders } from './billing/providers/payment-providers';
import { requestInvoiceGeneration } from './billing/request-invoice-generation';
import { createChannels } from './channels/channels.module';
import { createWebchatGateway } from './channels/webchat/webchat-gateway';
import { seedPlatform } from './db/seed/seed-platform';
import { startDemo } from './demo/start-demo';
import { forwardAnnouncementEvents } from './modules/announcements/announcements.realtime';
import { forwardCampaignEvents } from './modules/campaigns/campaigns.realtime';
import { campaignsDispatchJob, dispatchSlotId } from './modules/campaigns/dispatcher/campaigns-dispatch.job';
import { publishCampaignChanged } from './modules/campaigns/publish-campaign-changed';
import { forwardChatEvents } from './modules/chats/chats.realtime';
import { forwardConnectionEvents } from './modules/connections/connections.realtime';
import { forwardContactListEvents } from './modules/contact-lists/contact-lists.realtime';
import { requestNumberChecks } from './modules/contact-lists/validity/request-number-checks';
import { forwardContactEvents } from './modules/contacts/contacts.realtime';
import { forwardContactImportEvents } from './modules/contacts/import/contacts-import.realtime';
import { allowMomentsRoom } from './modules/dashboard/moments.realtime';
import { forwardPromptEvents } from './modules/prompts/prompts.realtime';
import { forwardQueueIntegrationEvents } from './modules/queue-integrations/queue-integrations.realtime';
import { forwardQueueEvents } from './modules/queues/queues.realtime';
import { forwardQuickMessageEvents } from './modules/quick-messages/quick-messages.realtime';
import { forwardScheduleEvents } from './modules/schedules/schedules.realtime';
import { scheduleSweepSeconds, schedulesSweepJob, sweepSlotId } from './modules/schedules/sender/schedules-sweep.job';
import { sealStoredSecretSettings } from './modules/settings/seal-stored-secret-settings';
import { forwardCompanySettingsEvents } from './modules/settings/settings.realtime';
import { forwardTagEvents } from './modules/tags/tags.realtime';
import { createTicketAudience } from './modules/tickets/ticket-audience';
import { forwardTicketEvents } from './modules/tickets/tickets.realtime';
import { forwardUserEvents } from './modules/users/users.realtime';
import { forwardVisitorTyping } from './modules/webchat/visitor-typing.realtime';
import { forwardWebchatEvents } from './modules/webchat/webchat.realtime';
import { forwardWebchatAccessEvents } from './modules/webchat/webchat-access.realtime';
import { TokenService } from './platform/auth/tokens';
import type { Config } from './platform/config/config';
import { loadOrCreateSecrets } from './platform/config/secrets';
import { SecretBox } from './platform/crypto/secret-box';
import { createDatabase, type Database } from './platform/db/database';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './platform/db/embedded-postgres';
import { migrateDatabase } from './platform/db/migrate';
import { DomainEvents } from './platform/events/domain-events';
import {
  createJobHandlers,
  createPlatformJobQueue,
  type PlatformJobQueue,
  recurringJobs,
} from './platform/jobs/registry';
import { chooseLogFormat, createLogger, type Logger } from './platform/logger/logger';
import { Metrics } from './platform/metrics/metrics';
import { createRealtimeGateway, type RealtimeGateway } from './platform/realtime/realtime-gateway';
import { forwardSessionEvents } from './platform/realtime/session-events';
import { MediaStorage } from './platform/storage/media-storage';

export interface RunningPlatform {
  app: FastifyInstance;
  db: Database;
  logger: Logger;
  jobs: PlatformJobQueue;
  realtime: RealtimeGateway;
  url: string;
  stop(): Promise<void>;
}

/**
 * config -> database (embedded unless DATABASE_URL) -> migrate -> seed -> http.
 * `stop` closes everything in reverse order; it is what SIGINT/SIGTERM call.
 */
export async function startPlatform(
  config: Config,
  options: { logDestination?: DestinationStream } = {},
): Promise<RunningPlatform> {
  const logFormat = options.logDestination ? 'json' : chooseLogFormat();
  const logger = createLogger(config.logLevel, {}, logFormat, options.logDestination);
  await mkdir(config.dataDir, { recursive: true });
  const secrets = await loadOrCreateSecrets(config.dataDir);

  let embedded: EmbeddedDatabase | null = null;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres({
      directory: path.join(config.dataDir, 'postgres'),
      password: secrets.embeddedDatabasePassword,
      logger,
      sharedBuffers: config.embeddedSharedBuffers,
    });
  }
  const databaseUrl = config.databaseUrl ?? (embedded as EmbeddedDatabase).url;
  const db = createDatabase(databaseUrl, { poolSize: config.databasePoolSize });
  const closers: (() => Promise<unknown>)[] = [async () => embedded?.stop(), () => db.close()];
  const stop = async () => {
    for (const close of closers.reverse())
      await close().catch((error) => logger.error({ err: error }, 'shutdown step failed'));
  };

  try {
    await migrateDatabase(db.pool);
    await seedPlatform(
      db,
      { adminEmail: config.adminEmail, adminPassword: config.adminPassword, dataDir: config.dataDir },
      logger,
    );
    const tokens = new TokenService(config.jwtSecret ?? secrets.jwtSecret);
    const metrics = new Metrics();
    // Every process enqueues; only worker processes poll queues, fire crons and expire stuck jobs.
    const isWorker = config.roles.includes('worker');
    const storage = new MediaStorage(config.dataDir);
    const jobs = createPlatformJobQueue({ connectionString: databaseUrl, logger, maintenance: isWorker });
    closers.push(() => jobs.stop({ graceful: true }));
    await jobs.start();
    metrics.setJobCountsSource(() => jobs.jobCounts());
    const events = new DomainEvents({
      onListenerError: (error, event) => logger.error({ err: error, event: event.type }, 'event listener failed'),
    });
    const secretBox = new SecretBox(config.dataEncryptionKey ?? secrets.dataEncryptionKey);
    const integrationHttp = createIntegrationHttp({ allowPrivateUrls: config.integrations.allowPrivateUrls });
    const channels = createChannels({
      db,
      events,
      logger,
      storage,
      jobs,
      sandbox: config.sandboxEnabled,
      integrations: {
        http: () => integrationHttp,
        secrets: secretBox,
        drivers: createIntegrationDrivers({
          publicUrl: config.publicUrl,
          integrations: config.integrations,
          http: integrationHttp,
          logger,
        }),
      },
    });
    if (isWorker) {
      // The dispatcher's progress reaches the campaign pages through the campaigns module's events.
      const onCampaignChanged = (companyId: number, campaignId: number) => {
        publishCampaignChanged({ db, events }, companyId, campaignId).catch((error: unknown) =>
          logger.warn({ err: error, companyId, campaignId }, 'campaign change not published'),
        );
      };
      const invoiceLeadDays = config.billing.invoiceLeadDays;
      await jobs.startWorkers(
        createJobHandlers({ db, logger, storage, events, channels, jobs, onCampaignChanged, invoiceLeadDays }),
      );
      await jobs.syncSchedules(recurringJobs);
      // The schedule sender's 5-second chain and the campaign dispatcher's chain start now, not at
      // the next minute's cron: what fell due while no process ran goes out right after start. Their
      // slot ids keep each once per cluster.
      const second = Math.floor(Date.now() / 1000);
      await jobs.enqueue(schedulesSweepJob, {}, { id: sweepSlotId(Math.floor(second / scheduleSweepSeconds)) });
      await jobs.enqueue(campaignsDispatchJob, {}, { id: dispatchSlotId(second) });
      // Invoices that fell due while no process ran are generated now, not at the next hourly cron.
      await jobs.enqueue(generateInvoicesJob, {}, { id: invoiceGenerationSlotId(Math.floor(second / 60)) });
    }
    // Secret global settings saved in clear before values were sealed are sealed once, here.
    const sealedSettings = await sealStoredSecretSettings(db, secretBox);
    if (sealedSettings > 0) logger.info({ count: sealedSettings }, 'secret settings sealed');
    const deps = {
      config,
      db,
      logger,
      logFormat,
      tokens,
      metrics,
      storage,
      events,
      channels,
      secrets: secretBox,
      integrationHttp,
      paymentProviders: await createPaymentProviders({ config, db, secrets: secretBox, logger }),
    };
    const app = await buildApp(deps);
    closers.push(() => app.close());
    closers.push(() => channels.runtime.stopAll());
    // Every process gets one (workers emit too); attached before listen, and closed before the
    // app (closers run in reverse) because the HTTP server's close would wait for open websockets.
    const realtime = await createRealtimeGateway({
      httpServer: app.server,
      db,
      databaseUrl,
      redisUrl: config.redisUrl,
      tokens,
      sessions: app.sessions,
      metrics,
      logger,
    });
    closers.push(() => realtime.close());
    const webchat = await createWebchatGateway({
      httpServer: app.server,
      db,
      secrets: secretBox,
      sink: channels.runtime,
      driver: channels.webchat,
      trustProxy: config.trustProxy,
      databaseUrl,
      redisUrl: config.redisUrl,
      logger,
      events: app.events,
    });
    closers.push(() => webchat.close());
    forwardWebchatEvents(app.events, webchat);
    forwardWebchatAccessEvents(app.events, webchat);
    forwardSessionEvents(app.events, realtime);
    forwardUserEvents(app.events, realtime);
    forwardQueueEvents(app.events, realtime);
    forwardQuickMessageEvents(app.events, realtime, db);
    forwardAnnouncementEvents(app.events, realtime, db);
    forwardScheduleEvents(app.events, realtime);
    forwardContactListEvents(app.events, realtime);
    requestNumberChecks(app.events, jobs, logger);
    requestInvoiceGeneration(app.events, jobs, logger);
    forwardCampaignEvents(app.events, realtime, db);
    forwardTagEvents(app.events, realtime);
    forwardChatEvents(app.events, realtime);
    const audience = createTicketAudience(db, app.events);
    forwardContactEvents(app.events, realtime, audience);
    forwardConnectionEvents(app.events, realtime, db);
    forwardContactImportEvents(app.events, realtime);
    forwardCompanySettingsEvents(app.events, realtime);
    forwardPaymentEvents(app.events, realtime);
    forwardTicketEvents(app.events, realtime, { db, audience });
    allowMomentsRoom(realtime, audience);
    forwardVisitorTyping(app.events, realtime, { db, audience });
    forwardQueueIntegrationEvents(app.events, realtime, db);
    forwardPromptEvents(app.events, realtime, db);
    if (config.roles.includes('channels')) await channels.runtime.startAll();
    // Turns a crash left in the automation inbox are answered now, not at the next minute's sweep.
    if (isWorker)
      void channels.automation
        .recover(0)
        .catch((error) => logger.error({ err: error }, 'automation recovery at start failed'));
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://localhost:${port}`;
    if (config.demo) {
      const demo = await startDemo({ db, events, sink: channels.runtime, logger, dataDir: config.dataDir, url });
      closers.push(demo.stop);
    }
    return { app, db, logger, jobs, realtime, url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
