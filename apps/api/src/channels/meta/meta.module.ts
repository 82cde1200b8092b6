import type { Config } from '../../platform/config/config';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger/logger';
import type { ChannelRuntime } from '../channel-runtime';
import { GraphClient } from './graph-client';
import { MetaAccounts } from './meta-accounts';
import { createMessagingDriver, createWhatsAppCloudDriver } from './meta-drivers';
import { MetaWebhooks } from './meta-webhooks';

export interface MetaChannelsDeps {
  db: Database;
  events: DomainEvents;
  logger: Logger;
  secrets: SecretBox;
  config: Pick<Config, 'graphApiBaseUrl' | 'graphApiVersion' | 'metaAppSecret' | 'publicUrl'>;
  runtime: ChannelRuntime;
}

/** The Meta side of the process: one Graph client, the credentials store and the webhook handler. */
export interface MetaChannels {
  graph: GraphClient;
  accounts: MetaAccounts;
  webhooks: MetaWebhooks;
}

/**
 * Registers the whatsapp-cloud (channel whatsappapi), messenger (facebook) and instagram drivers on
 * the runtime. Called where both the runtime and the SecretBox exist (app.ts): the drivers open
 * sealed tokens.
 */
export function registerMetaChannels(deps: MetaChannelsDeps): MetaChannels {
  const { db, events, logger, config, runtime } = deps;
  const graph = new GraphClient({ baseUrl: config.graphApiBaseUrl, version: config.graphApiVersion });
  const accounts = new MetaAccounts(db, deps.secrets, config.metaAppSecret);
  const driverDeps = { db, logger, sink: runtime, graph, accounts, publicUrl: config.publicUrl };
  runtime.register(createWhatsAppCloudDriver(driverDeps));
  runtime.register(createMessagingDriver('facebook', driverDeps));
  runtime.register(createMessagingDriver('instagram', driverDeps));
  const webhooks = new MetaWebhooks({
    db,
    events,
    logger,
    graph,
    accounts,
    sink: () => runtime,
    platformAppSecret: config.metaAppSecret,
  });
  return { graph, accounts, webhooks };
}
