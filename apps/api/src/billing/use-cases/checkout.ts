import { randomInt } from 'node:crypto';
import { AppError, type SubscriptionAnswer, type SubscriptionInput } from '@chatdesk/contracts';
import type { BillingDeps } from '../billing.deps';
import { type ChargeRow, findReusableCharge, insertCharge } from '../billing.repository';
import type { ChargeRequest, PaymentProvider } from '../providers/payment-provider';
import { configuredProviders, webhookPath } from '../providers/provider-registry';
import { type ChosenInvoice, chooseInvoicePlan, customPlanName } from './choose-plan';

/** How long the checkout waits for a provider before offering the others without it. */
export const openChargeDeadlineMs = 15_000;

const referenceAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newReference = () => Array.from({ length: 32 }, () => referenceAlphabet[randomInt(62)]).join('');

/**
 * POST /subscription: stores the chosen plan on the open invoice at the server's price, then opens
 * a charge with every configured provider in parallel (a pending, unexpired charge of the same
 * amount is reused, so a double click opens nothing new) and answers the Pix QR code and the
 * payment links. A provider that fails or is too slow is left out (null); none configured is
 * ERR_NO_PAYMENT_PROVIDER, all failing ERR_PAYMENT_PROVIDER_FAILED.
 */
export async function checkout(
  deps: BillingDeps,
  companyId: number,
  input: SubscriptionInput,
): Promise<SubscriptionAnswer> {
  const chosen = await chooseInvoicePlan(deps.db, companyId, input);
  const providers = await configuredProviders(deps.providers);
  if (providers.length === 0) throw new AppError('ERR_NO_PAYMENT_PROVIDER');
  const base = {
    companyId,
    invoiceId: chosen.invoiceId,
    amount: chosen.amount,
    description: `Fatura #${chosen.invoiceId} · ${chosen.planName ?? customPlanName}`,
    payer: {
      name: `${input.firstName} ${input.lastName}`.trim(),
      document: input.zipcode.replace(/\D/g, ''),
      email: chosen.email,
    },
    returnUrl: `${deps.publicUrl}/financeiro`,
  };
  const settled = await Promise.allSettled(providers.map((provider) => chargeWith(deps, provider, chosen, base)));
  const charges = new Map<string, ChargeRow>();
  settled.forEach((result, index) => {
    const name = providers[index]?.name ?? '';
    if (result.status === 'fulfilled') charges.set(name, result.value);
    // The payer's document never reaches the log: only the provider and what failed.
    else deps.logger.warn({ provider: name, invoiceId: chosen.invoiceId, err: result.reason }, 'charge not opened');
  });
  if (charges.size === 0) throw new AppError('ERR_PAYMENT_PROVIDER_FAILED');
  const urlOf = (name: string) => (charges.get(name)?.details.url as string | undefined) ?? null;
  const pix = charges.get('efi')?.details.pix as SubscriptionAnswer['qrcode'] | undefined;
  return {
    invoiceId: chosen.invoiceId,
    valorext: chosen.amount,
    qrcode: pix ?? null,
    stripeURL: urlOf('stripe'),
    asaasURL: urlOf('asaas'),
    mercadopagoURL: urlOf('mercadopago'),
  };
}

async function chargeWith(
  deps: BillingDeps,
  provider: PaymentProvider,
  chosen: ChosenInvoice,
  base: Omit<ChargeRequest, 'reference' | 'webhookUrl'>,
): Promise<ChargeRow> {
  const tenant = deps.db.tenant(base.companyId);
  const now = deps.now?.() ?? new Date();
  const reusable = await tenant.transaction((tx) =>
    findReusableCharge(tx, chosen.invoiceId, provider.name, chosen.amount, now),
  );
  if (reusable) return reusable;
  // No transaction is held while the provider answers.
  const opened = await withDeadline(
    provider.openCharge({
      ...base,
      reference: newReference(),
      webhookUrl: `${deps.publicUrl}${webhookPath(provider.name)}`,
    }),
  );
  return tenant.transaction((tx) =>
    insertCharge(tx, {
      companyId: base.companyId,
      invoiceId: chosen.invoiceId,
      provider: provider.name,
      externalId: opened.externalId,
      amount: chosen.amount,
      details: opened.pix ? { pix: opened.pix } : { url: opened.url },
      expiresAt: opened.expiresAt,
    }),
  );
}

function withDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError('ERR_PAYMENT_PROVIDER_FAILED')), openChargeDeadlineMs);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
