import { AppError } from '@chatdesk/contracts';
import { z } from 'zod';
import type { SecretBox } from '../../../platform/crypto/secret-box';
import type { ChargeRequest, OpenedCharge, PaymentProvider, PaymentProviderDeps } from '../payment-provider';
import { createEfiApi, type EfiCredentials } from './efi-api';
import { cobExpiresAt, efiCob, efiPayment, parseEfiAnswer } from './efi-payment';
import { checkWebhookHmac, pixNotices, registeredWebhookUrl, txidShape, webhookHmac } from './efi-webhook';

export interface EfiProviderDeps extends PaymentProviderDeps {
  /** The operator's .p12 (PKCS#12 without password), null when none was uploaded. Never log it. */
  certificate(): Promise<Buffer | null>;
  /** Derives the webhook URL's hmac from the data encryption key. */
  secrets: Pick<SecretBox, 'digest'>;
  /** One more CA to trust for Efí's server (EFI_CA_FILE: a sandbox or a test stub). */
  ca?: Buffer | undefined;
  /** How long a Pix charge stays payable, in seconds (default one hour). */
  chargeLifetimeSeconds?: number;
}

interface EfiSettings extends EfiCredentials {
  chave: string;
}

const qrCodeAnswer = z.object({ qrcode: z.string().min(1), imagemQrcode: z.string().min(1) }).loose();

/** The payer as Efí's `devedor`: a CPF or a CNPJ by its length, with the name (both or neither). */
function devedor(payer: ChargeRequest['payer']) {
  const digits = payer.document.replace(/\D/g, '');
  const nome = payer.name.trim().slice(0, 200);
  if (!nome) return undefined;
  if (digits.length === 11) return { cpf: digits, nome };
  if (digits.length === 14) return { cnpj: digits, nome };
  return undefined;
}

/**
 * Pix through Efí (spec 2 §3, §5): an immediate charge (`cob`) per checkout with the operator's Pix
 * key, its QR code, the Pix webhook registered once per key and URL, and the charge re-read from
 * Efí before billing believes a notification (docs/billing.md, "Efí Pix").
 */
export function createEfiProvider(deps: EfiProviderDeps): PaymentProvider {
  const api = createEfiApi({ baseUrl: deps.baseUrl, ca: deps.ca, logger: deps.logger });
  const lifetime = deps.chargeLifetimeSeconds ?? 3600;
  const registered = new Set<string>();

  async function settings(): Promise<EfiSettings | null> {
    const [clientId, clientSecret, chave, certificate] = await Promise.all([
      deps.readSetting('eficlientid'),
      deps.readSetting('eficlientsecret'),
      deps.readSetting('efichavepix'),
      deps.certificate(),
    ]);
    if (!clientId.trim() || !clientSecret.trim() || !chave.trim() || !certificate) return null;
    return { clientId: clientId.trim(), clientSecret: clientSecret.trim(), chave: chave.trim(), certificate };
  }

  async function configured(operation: string): Promise<EfiSettings> {
    const found = await settings();
    if (found) return found;
    deps.logger.warn({ provider: 'efi', operation }, 'Efí is not configured');
    throw new AppError('ERR_PAYMENT_PROVIDER_FAILED');
  }

  async function registerWebhook(efi: EfiSettings, webhookUrl: string) {
    const url = registeredWebhookUrl(webhookUrl, webhookHmac(deps.secrets, efi.chave));
    const key = [efi.clientId, efi.chave, url].join('\n');
    if (registered.has(key)) return;
    await api.call('webhook', efi, 'PUT', `/v2/webhook/${encodeURIComponent(efi.chave)}`, { webhookUrl: url });
    registered.add(key);
    deps.logger.info({ provider: 'efi', webhookUrl }, 'the Pix webhook is registered');
  }

  return {
    name: 'efi',

    isConfigured: async () => (await settings()) !== null,

    async openCharge(request: ChargeRequest): Promise<OpenedCharge> {
      if (!txidShape.test(request.reference)) throw new Error('A Pix txid is 26 to 35 letters and digits');
      const efi = await configured('charge');
      await registerWebhook(efi, request.webhookUrl);
      const payer = devedor(request.payer);
      const cob = parseEfiAnswer(
        efiCob,
        await api.call('charge', efi, 'PUT', `/v2/cob/${request.reference}`, {
          calendario: { expiracao: lifetime },
          ...(payer ? { devedor: payer } : {}),
          valor: { original: request.amount },
          chave: efi.chave,
          solicitacaoPagador: request.description.slice(0, 140),
        }),
      );
      if (!cob.loc)
        throw new AppError('ERR_PAYMENT_PROVIDER_FAILED', { message: 'Efí answered a charge without location' });
      const qr = parseEfiAnswer(qrCodeAnswer, await api.call('qrcode', efi, 'GET', `/v2/loc/${cob.loc.id}/qrcode`));
      return {
        externalId: request.reference,
        url: null,
        pix: { qrcode: qr.qrcode, imagemQrcode: qr.imagemQrcode },
        expiresAt: cobExpiresAt(cob),
      };
    },

    async verifyWebhook(request) {
      const chave = (await deps.readSetting('efichavepix')).trim();
      if (!chave) throw new AppError('ERR_PAYMENT_WEBHOOK_INVALID');
      checkWebhookHmac(request.query.hmac, webhookHmac(deps.secrets, chave));
      return pixNotices(request);
    },

    async fetchPayment(notice) {
      if (!txidShape.test(notice.resourceId)) throw new AppError('ERR_PAYMENT_PROVIDER_FAILED');
      const efi = await configured('payment');
      return efiPayment(parseEfiAnswer(efiCob, await api.call('payment', efi, 'GET', `/v2/cob/${notice.resourceId}`)));
    },
  };
}
