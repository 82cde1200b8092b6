import { randomBytes } from 'node:crypto';
import type { SecretSettingKey } from '../../../../modules/settings/secret-setting-values';
import { SecretBox } from '../../../../platform/crypto/secret-box';
import { createEfiProvider } from '../efi-provider';
import { readEfiFixture } from './efi-fixtures';
import type { EfiStub } from './efi-stub';

/** The Efí driver against a stub, with the operator's settings and certificate as plain values. */
export function efiDriverFor(stub: EfiStub) {
  const settings: Partial<Record<SecretSettingKey, string>> = {
    eficlientid: stub.clientId,
    eficlientsecret: stub.clientSecret,
    efichavepix: 'pix@chatdesk.example',
  };
  const state: { certificate: Buffer | null } = { certificate: readEfiFixture('clientP12') };
  const warnings: object[] = [];
  const secrets = new SecretBox(randomBytes(32).toString('hex'));
  const provider = createEfiProvider({
    baseUrl: stub.url,
    ca: readEfiFixture('ca'),
    readSetting: async (key) => settings[key] ?? '',
    certificate: async () => state.certificate,
    secrets,
    fetch,
    logger: { warn: (object) => warnings.push(object), info: () => undefined },
  });
  return { provider, settings, state, warnings, secrets };
}
