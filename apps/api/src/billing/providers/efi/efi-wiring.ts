import { readFile } from 'node:fs/promises';
import { readPlatformCertificate } from '../../../modules/settings/platform-certificates';
import { readSecretSetting } from '../../../modules/settings/secret-setting-values';
import type { Config } from '../../../platform/config/config';
import type { SecretBox } from '../../../platform/crypto/secret-box';
import type { Database } from '../../../platform/db/database';
import type { PaymentProvider, PaymentProviderDeps } from '../payment-provider';
import { createEfiProvider } from './efi-provider';

export interface EfiWiring {
  config: Pick<Config, 'billing'>;
  db: Database;
  secrets: Pick<SecretBox, 'open' | 'digest'>;
  logger: PaymentProviderDeps['logger'];
}

/**
 * The Efí driver as the server runs it: EFI_BASE_URL and EFI_CA_FILE from the configuration, the
 * operator's sealed settings and certificate read from the database at each use (so an upload or a
 * changed credential applies without a restart).
 */
export async function efiProviderFromConfig({ config, db, secrets, logger }: EfiWiring): Promise<PaymentProvider> {
  const ca = config.billing.efiCaFile ? await readFile(config.billing.efiCaFile) : undefined;
  return createEfiProvider({
    baseUrl: config.billing.efiBaseUrl,
    ca,
    readSetting: (key) => readSecretSetting(db, secrets, key),
    certificate: () => readPlatformCertificate(db, secrets, 'efi'),
    secrets,
    fetch,
    logger,
  });
}
