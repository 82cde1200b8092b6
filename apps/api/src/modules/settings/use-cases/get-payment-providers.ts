import type { PaymentProviders } from '@chatdesk/contracts';
import { findPlatformCertificate } from '../platform-certificates.repository';
import type { SettingsDeps } from '../settings.deps';
import { listSettingRows } from '../settings.repository';

/**
 * GET /companySettingOnePayment: which payment providers the platform operator has configured
 * (so a company's checkout offers only those), as flags: the same rule as each driver's
 * `isConfigured`. Efí also needs the uploaded certificate; the others their webhook secret.
 * The credentials never leave the server.
 */
export async function getPaymentProviders(deps: SettingsDeps): Promise<PaymentProviders> {
  const [rows, efiCertificate] = await deps.db.system.transaction(
    async (tx) => [await listSettingRows(tx), await findPlatformCertificate(tx, 'efi')] as const,
  );
  const has = (key: string) => (rows.find((row) => row.key === key)?.value.trim() ?? '') !== '';
  return {
    efi: has('eficlientid') && has('eficlientsecret') && has('efichavepix') && efiCertificate !== null,
    mercadopago: has('mpaccesstoken') && has('mpwebhooksecret'),
    stripe: has('stripeprivatekey') && has('stripewebhooksecret'),
    asaas: has('asaastoken') && has('asaaswebhooktoken'),
  };
}
