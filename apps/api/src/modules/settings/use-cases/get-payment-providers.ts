import type { PaymentProviders } from '@chatdesk/contracts';
import type { SettingsDeps } from '../settings.deps';
import { listSettingRows } from '../settings.repository';

/**
 * GET /companySettingOnePayment: which payment providers the platform operator has configured
 * (so a company's checkout offers only those), as flags. The credentials never leave the server.
 */
export async function getPaymentProviders(deps: SettingsDeps): Promise<PaymentProviders> {
  const rows = await deps.db.system.transaction(listSettingRows);
  const has = (key: string) => (rows.find((row) => row.key === key)?.value.trim() ?? '') !== '';
  return {
    efi: has('eficlientid') && has('eficlientsecret') && has('efichavepix'),
    mercadopago: has('mpaccesstoken'),
    stripe: has('stripeprivatekey'),
    asaas: has('asaastoken'),
  };
}
