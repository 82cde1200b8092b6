import { readCompanySettings } from '../../modules/companies/company-settings.repository';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger/logger';
import type { ChannelSink } from '../channel-driver';
import { SessionLease } from '../session-lease';
import { loadBaileys } from './baileys-lib';
import { baileysMediaDownloader, baileysSocketFactory } from './socket-port';
import { createWhatsappWebDriver, type WhatsappWebDriver } from './whatsapp-web-driver';

export interface WhatsappWebChannelDeps {
  db: Database;
  events: DomainEvents;
  logger: Logger;
  sink: ChannelSink;
}

/**
 * The whatsapp-web driver wired for production (real Baileys socket and media download, one
 * process-wide session lease), or null when the `baileys` package is not installed here.
 */
export function createWhatsappWebChannel(deps: WhatsappWebChannelDeps): WhatsappWebDriver | null {
  if (!loadBaileys()) {
    deps.logger.warn('baileys is not installed: WhatsApp Web connections are not served by this process');
    return null;
  }
  return createWhatsappWebDriver({
    ...deps,
    lease: new SessionLease(deps.db),
    socketFactory: baileysSocketFactory,
    downloadMedia: baileysMediaDownloader,
    callSettings: (companyId) => deps.db.tenant(companyId).transaction((tx) => readCompanySettings(tx, companyId)),
  });
}
