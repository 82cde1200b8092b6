import type { PaymentProviderName } from '@chatdesk/contracts';
import type { ChargeRequest } from '../payment-provider';
import type { StubFailure } from './provider-stub';

/** A charge as billing asks a driver to open it, with this provider's webhook URL. */
export function sampleCharge(provider: PaymentProviderName, amount = '148.00'): ChargeRequest {
  return {
    reference: `Ref${provider}`.padEnd(32, '0'),
    companyId: 7,
    invoiceId: 12,
    amount,
    description: 'Fatura #12 · Plano Ouro',
    payer: { name: 'Ana Souza', document: '11144477735', email: 'ana@example.com' },
    returnUrl: 'https://app.example.com/financeiro',
    webhookUrl: `https://app.example.com/api/billing/webhooks/${provider}`,
  };
}

export const providerFailed = { code: 'ERR_PAYMENT_PROVIDER_FAILED' };
export const webhookInvalid = { code: 'ERR_PAYMENT_WEBHOOK_INVALID' };

/** Each scripted failure of a stub and the reason the driver logs for it. */
export const stubFailures = [
  ['status-500', 'status'],
  ['timeout', 'timeout'],
  ['garbage', 'malformed'],
] as const satisfies readonly (readonly [StubFailure, string])[];

/** A short deadline where a test waits for it, a generous one elsewhere (the machine may be busy). */
export const deadlineFor = (failure?: StubFailure): number => (failure === 'timeout' ? 250 : 5000);

/** A fixed instant for drivers' clocks. */
export const testClock = new Date('2026-03-10T12:00:00Z');
