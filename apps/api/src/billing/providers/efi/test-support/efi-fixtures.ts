import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The Efí stub's test-only certificates (fixtures/README.md). Only node built-ins here: the e2e
 * workspace imports this file (it passes `efiStubFiles.ca` to the app as EFI_CA_FILE).
 */
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

export const efiStubFiles = {
  ca: fixture('ca.pem'),
  serverCertificate: fixture('server.pem'),
  serverKey: fixture('server.key'),
  clientP12: fixture('client.p12'),
  clientP12WithPassword: fixture('client-with-password.p12'),
  otherCaClientP12: fixture('other-ca-client.p12'),
} as const;

export const readEfiFixture = (file: keyof typeof efiStubFiles): Buffer => readFileSync(efiStubFiles[file]);
