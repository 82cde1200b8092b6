import type { PublicConfigKey } from '@chatdesk/contracts';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger/logger';
import type { MediaStorage } from '../../platform/storage/media-storage';
import './settings.events';

/** What the settings use cases need; wired once in app.ts. */
export interface SettingsDeps {
  db: Database;
  events: DomainEvents;
  storage: MediaStorage;
  logger: Logger;
  /** Public values of the server's environment (META_APP_ID, META_SDK_URL), read by GET /public-settings/{key}. */
  publicConfig: Record<PublicConfigKey, string>;
  /** Seals the secret global keys at rest and opens them for the super user. */
  secrets: Pick<SecretBox, 'seal' | 'open'>;
}

/** The caller as the settings rules need it (from the verified token). */
export interface SettingsCaller {
  companyId: number;
  isSuper: boolean;
}
