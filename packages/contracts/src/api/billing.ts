/**
 * Billing: checkout (POST /subscription), the custom plan's price, payment providers, the live
 * payment event and the Pix certificate upload (spec 2 §2, §3, §4, §5, §7, §9).
 */
import { z } from 'zod';
import { customPlanPricing } from './plans';
import { recordId } from './record-id';

/** The payment providers a checkout can offer (spec 2 §3 setting keys); one driver each on the server. */
export const paymentProviderNames = ['efi', 'asaas', 'mercadopago', 'stripe'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];

const onlyDigits = (value: string) => value.replace(/\D/g, '');

function validCheckDigits(digits: string, weights: number[]): boolean {
  const body = digits.slice(0, weights.length);
  const sum = weights.reduce((total, weight, index) => total + weight * Number(body[index]), 0);
  const rest = sum % 11;
  return Number(digits[weights.length]) === (rest < 2 ? 0 : 11 - rest);
}

/** A Brazilian CPF (11 digits) or CNPJ (14 digits) with valid check digits; punctuation is ignored. */
export function isCpfOrCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  if (/^(\d)\1*$/.test(digits)) return false;
  if (digits.length === 11) {
    return (
      validCheckDigits(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]) &&
      validCheckDigits(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
    );
  }
  if (digits.length === 14) {
    const first = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    return validCheckDigits(digits, first) && validCheckDigits(digits, [6, ...first]);
  }
  return false;
}

const requiredText = (message: string, max = 120) => z.string({ error: message }).trim().min(1, message).max(max);
const minimumMessage = `O mínimo é ${customPlanPricing.minimum}`;
const customCount = z.coerce
  .number({ error: minimumMessage })
  .int(minimumMessage)
  .min(customPlanPricing.minimum, minimumMessage)
  .max(10_000);

/**
 * POST /subscription (spec 2 §3 Subscription request). `zipcode` carries the payer's CPF/CNPJ, as
 * the spec's form does (its required message reads 'CEP é obrigatório'). `plan` is a plan id or
 * 'custom' (then `users` and `connections`, at least 3 each). The browser's `price` is ignored:
 * the server computes it. Card fields are not accepted: cards are typed on the providers' pages.
 */
export const subscriptionBody = z
  .object({
    invoiceId: recordId,
    firstName: requiredText('O nome completo é obrigatório'),
    lastName: z.string().trim().max(120).default(''),
    zipcode: requiredText('CEP é obrigatório', 30).refine(isCpfOrCnpj, 'CPF/CNPJ inválido'),
    address2: requiredText('O endereço é obrigatório', 200),
    city: requiredText('A cidade é obrigatória', 100),
    state: requiredText('O estado é obrigatório', 60),
    country: requiredText('O país é obrigatório', 60),
    useAddressForPaymentDetails: z.boolean().default(false),
    plan: z.union([z.literal('custom'), recordId]),
    users: customCount.optional(),
    connections: customCount.optional(),
    price: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.plan !== 'custom') return;
    if (body.users === undefined) ctx.addIssue({ code: 'custom', path: ['users'], message: minimumMessage });
    if (body.connections === undefined)
      ctx.addIssue({ code: 'custom', path: ['connections'], message: minimumMessage });
  });
export type SubscriptionBody = z.input<typeof subscriptionBody>;
export type SubscriptionInput = z.output<typeof subscriptionBody>;

/** The Pix charge: the copy-paste code ("Pix copia e cola") and its QR code as a PNG data URL. */
export const pixQrCode = z.object({ qrcode: z.string(), imagemQrcode: z.string() });
export type PixQrCode = z.infer<typeof pixQrCode>;

/**
 * POST /subscription answer: the Pix QR code and the configured providers' payment links (null when
 * a provider is not configured), plus `valorext`, the price the server charges as a decimal string.
 */
export const subscriptionAnswer = z.object({
  invoiceId: z.number(),
  valorext: z.string(),
  qrcode: pixQrCode.nullable(),
  stripeURL: z.string().nullable(),
  asaasURL: z.string().nullable(),
  mercadopagoURL: z.string().nullable(),
});
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswer>;

/** Live `company-{id}-payment` (spec 2 §7): CONCLUIDA once a payment renewed the company. */
export const paymentEvent = z.object({
  action: z.literal('CONCLUIDA'),
  invoiceId: z.number(),
  company: z.object({ id: z.number(), dueDate: z.string() }),
});
export type PaymentEvent = z.infer<typeof paymentEvent>;

/** POST /settings/cert-upload?ref=…: the destination of the uploaded certificate ('Escolha um destino!'). */
export const certificateDestinations = ['efi'] as const;
export const certUploadQuery = z.object({
  ref: z.enum(certificateDestinations, { error: 'Escolha um destino!' }),
});

/** The stored certificate of a destination, as the Pix certificate tab shows it (never the file). */
export const certificateStatus = z.object({
  ref: z.enum(certificateDestinations),
  uploadedAt: z.string().nullable(),
  /** The client certificate's expiry, when it could be read. */
  validUntil: z.string().nullable(),
});
export type CertificateStatus = z.infer<typeof certificateStatus>;

/** Spec 2 §7: success when `message` is 'Arquivo Anexado'. */
export const certUploadAnswer = z.object({ message: z.literal('Arquivo Anexado'), certificate: certificateStatus });
export type CertUploadAnswer = z.infer<typeof certUploadAnswer>;
