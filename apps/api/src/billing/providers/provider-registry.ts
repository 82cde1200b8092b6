import type { PaymentProviderName } from '@chatdesk/contracts';
import type { PaymentProvider } from './payment-provider';

/** The driver of `name` if the platform has it and the operator configured it; otherwise null. */
export async function configuredProvider(
  providers: readonly PaymentProvider[],
  name: string,
): Promise<PaymentProvider | null> {
  const provider = providers.find((candidate) => candidate.name === name);
  return provider && (await provider.isConfigured()) ? provider : null;
}

/** Every configured driver, asked in parallel; a driver whose check throws counts as not configured. */
export async function configuredProviders(providers: readonly PaymentProvider[]): Promise<PaymentProvider[]> {
  const configured = await Promise.all(providers.map((provider) => provider.isConfigured().catch(() => false)));
  return providers.filter((_, index) => configured[index]);
}

export const webhookPath = (name: PaymentProviderName) => `/api/billing/webhooks/${name}`;
