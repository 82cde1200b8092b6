import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Secrets that must exist but have no safe default: generated once into DATA_DIR
 * (mode 600) and reused, so tokens survive restarts without a secret living in code.
 */
export interface StoredSecrets {
  jwtSecret: string;
  jwtRefreshSecret: string;
  embeddedDatabasePassword: string;
  /** Master key of the SecretBox (sealed provider tokens, API token digests). */
  dataEncryptionKey: string;
}

const fileName = 'secrets.json';

export async function loadOrCreateSecrets(dataDir: string): Promise<StoredSecrets> {
  const file = path.join(dataDir, fileName);
  const existing = await readExisting(file);
  const secrets: StoredSecrets = {
    jwtSecret: existing.jwtSecret ?? randomSecret(),
    jwtRefreshSecret: existing.jwtRefreshSecret ?? randomSecret(),
    embeddedDatabasePassword: existing.embeddedDatabasePassword ?? randomSecret(24),
    dataEncryptionKey: existing.dataEncryptionKey ?? randomSecret(),
  };
  if (JSON.stringify(existing) !== JSON.stringify(secrets)) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
  }
  return secrets;
}

async function readExisting(file: string): Promise<Partial<StoredSecrets>> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Partial<StoredSecrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

export const randomSecret = (bytes = 48) => randomBytes(bytes).toString('base64url');
