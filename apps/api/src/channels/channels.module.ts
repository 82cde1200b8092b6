import { Automation } from '../automation/automation';
import type { BotStage } from '../automation/bot-turn';
import type { FlowWakeQueue } from '../automation/flows/flow-wake.job';
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
  jobs: SendJobQueue & FlowWakeQueue;
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
  return { runtime, outbound, sender, webchat, automation };
}
