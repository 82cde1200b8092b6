import { Automation } from '../automation/automation';
import type { BotStage } from '../automation/bot-turn';
import type { FlowWakeQueue } from '../automation/flows/flow-wake.job';
import type { DeliveryQueue } from '../automation/integrations/deliver.job';
import { IntegrationRunner, type IntegrationRunnerDeps } from '../automation/integrations/integration-runner';
import type { IntegrationQueue } from '../automation/integrations/integration-runtime';
import type { Database } from '../platform/db/database';
import type { DomainEvents } from '../platform/events/domain-events';
import type { Logger } from '../platform/logger/logger';
import type { MediaStorage } from '../platform/storage/media-storage';
import { ChannelRuntime } from './channel-runtime';
import { MessageSender } from './outbound/message-sender';
import { OutboundMessages, type SendJobQueue } from './outbound/outbound-messages';
import { createSandboxDriver } from './sandbox/sandbox-driver';
import { createWebchatDriver, type WebchatDriver } from './webchat/webchat-driver';
import { createWhatsappWebChannel } from './whatsapp-web/whatsapp-web.module';

export interface ChannelsDeps {
  db: Database;
  events: DomainEvents;
  logger: Logger;
  storage: MediaStorage;
  jobs: SendJobQueue & FlowWakeQueue & IntegrationQueue & DeliveryQueue;
  /** Registers the simulated phone (config.sandboxEnabled: never silently in production). */
  sandbox: boolean | { ackDelayMs?: number };
  /** Seconds before an outbound message's durable job looks at it (default 10; tests lower it). */
  sendJobDelaySeconds?: number;
  /** The automation's stages (default: the product's, automation/stages.ts); tests pass their own. */
  automationStages?: readonly BotStage[];
  /** The automation's clock (default: the wall clock); tests fix it. */
  automationNow?: () => Date;
  /** The flows' randomizer draw (default Math.random); tests inject one. */
  automationRandom?: () => number;
  /**
   * What the integrations' calls use: the guarded HTTP client, the secret box and the engines
   * (automation/integrations). Without them every call fails and the ticket goes to a human.
   */
  integrations?: Pick<IntegrationRunnerDeps, 'http' | 'secrets' | 'drivers'>;
}

/** The channel runtime, the outbound path and the sender the send job uses: one per process. */
export interface Channels {
  runtime: ChannelRuntime;
  outbound: OutboundMessages;
  sender: MessageSender;
  /** The web chat driver, attached to its visitor gateway by server.ts (createWebchatGateway). */
  webchat: WebchatDriver;
  /** What answers a contact before a human does: the inbound pipeline's automation stage. */
  automation: Automation;
  /** The calls of the tickets' integrations and prompts (automation/integrations). */
  integrations: IntegrationRunner;
}

export function createChannels(deps: ChannelsDeps): Channels {
  const { db, events, logger, storage } = deps;
  const runtime = new ChannelRuntime({ db, events, logger, storage });
  if (deps.sandbox) runtime.register(createSandboxDriver(runtime, deps.sandbox === true ? {} : deps.sandbox));
  const whatsappWeb = createWhatsappWebChannel({ db, events, logger, sink: runtime });
  if (whatsappWeb) runtime.register(whatsappWeb);
  const webchat = createWebchatDriver(runtime, { db });
  runtime.register(webchat);
  const sender = new MessageSender({ db, events, logger, storage, runtime });
  const outbound = new OutboundMessages({
    db,
    events,
    logger,
    jobs: deps.jobs,
    sender,
    ...(deps.sendJobDelaySeconds !== undefined ? { jobDelaySeconds: deps.sendJobDelaySeconds } : {}),
  });
  const automation = new Automation({
    db,
    events,
    logger,
    outbound,
    ...(deps.automationStages ? { stages: deps.automationStages } : {}),
    ...(deps.automationNow ? { now: deps.automationNow } : {}),
    jobs: deps.jobs,
    ...(deps.automationRandom ? { random: deps.automationRandom } : {}),
  });
  runtime.addAutomationBatch(automation.batch);
  const integrations = new IntegrationRunner({
    db,
    logger,
    storage,
    automation: () => automation,
    jobs: () => deps.jobs,
    ...(deps.integrations ?? unwiredIntegrations),
  });
  automation.attachIntegrations(integrations.kick);
  return { runtime, outbound, sender, webchat, automation, integrations };
}

/** A process without the integrations' wiring: no engine answers, so each call hands the ticket to a human. */
const unwiredIntegrations: Pick<IntegrationRunnerDeps, 'http' | 'secrets' | 'drivers'> = {
  http: () => ({
    request: () => Promise.reject(new Error('this process has no integration HTTP client')),
  }),
  secrets: {
    open: () => {
      throw new Error('this process has no secret box');
    },
  },
  drivers: {},
};
