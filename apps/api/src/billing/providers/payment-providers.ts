import { readSecretSetting } from '../../modules/settings/secret-setting-values';
import { createAsaasProvider } from './asaas';
import { type EfiWiring, efiProviderFromConfig } from './efi';
import { createMercadoPagoProvider } from './mercadopago';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe';

/**
 * The four drivers as the server runs them: base URLs from the configuration, credentials read
 * from the sealed global settings at each use (a changed credential applies without a restart).
 * Which of them a checkout offers is each driver's `isConfigured()`.
 */
export async function createPaymentProviders(wiring: EfiWiring): Promise<PaymentProvider[]> {
  const { config, db, secrets, logger } = wiring;
  const shared = {
    readSetting: (key: Parameters<typeof readSecretSetting>[2]) => readSecretSetting(db, secrets, key),
    fetch,
    logger,
  };
  return [
    await efiProviderFromConfig(wiring),
    createAsaasProvider({ ...shared, baseUrl: config.billing.asaasBaseUrl }),
    createMercadoPagoProvider({ ...shared, baseUrl: config.billing.mercadoPagoBaseUrl }),
    createStripeProvider({ ...shared, baseUrl: config.billing.stripeBaseUrl }),
  ];
}
