import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { loadOrCreateSecrets } from './secrets';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
    expect(config.roles).toEqual(['api', 'worker', 'channels']);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.sandboxEnabled).toBe(true);
  });

  it('believes no proxy unless told which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone; drop' })).toThrow(/TRUST_PROXY/);
  });

  it('turns the sandbox off in production and on a deployment database unless asked for', () => {
    const externalDatabase = { DATABASE_URL: 'postgres://db.internal/chatdesk' };
    expect(loadConfig({ NODE_ENV: 'production' }).sandboxEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX_ENABLED: 'true' }).sandboxEnabled).toBe(true);
    expect(loadConfig(externalDatabase).sandboxEnabled).toBe(false);
    expect(loadConfig({ ...externalDatabase, NODE_ENV: 'test' }).sandboxEnabled).toBe(true);
    expect(loadConfig({ ...externalDatabase, DEMO: 'true' })).toMatchObject({ sandboxEnabled: true, demo: true });
    expect(() => loadConfig({ DEMO: 'true', SANDBOX_ENABLED: 'false' })).toThrow(/DEMO/);
  });

  it('fails with one clear message naming every bad variable', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        LOG_LEVEL: 'loud',
        ROLES: 'api,cook',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'LOG_LEVEL', 'ROLES']) expect(message).toContain(name);
    }
  });

  it('takes a PostgreSQL size for the embedded shared buffers and refuses anything else', () => {
    expect(loadConfig({ EMBEDDED_DATABASE_SHARED_BUFFERS: '4GB' }).embeddedSharedBuffers).toBe('4GB');
    expect(loadConfig({}).embeddedSharedBuffers).toBeUndefined();
    expect(() => loadConfig({ EMBEDDED_DATABASE_SHARED_BUFFERS: 'lots' })).toThrow('EMBEDDED_DATABASE_SHARED_BUFFERS');
  });

  it('treats empty variables as unset and lowercases the admin e-mail', () => {
    const config = loadConfig({ DATABASE_URL: '', ADMIN_EMAIL: 'Boss@Example.COM' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminEmail).toBe('boss@example.com');
  });

  it('trusts one more CA for the Efí API only when EFI_CA_FILE names one', () => {
    expect(loadConfig({}).billing.efiCaFile).toBeUndefined();
    expect(loadConfig({ EFI_CA_FILE: 'certs/efi-ca.pem' }).billing.efiCaFile).toBe(path.resolve('certs/efi-ca.pem'));
  });
});

describe('loadOrCreateSecrets', () => {
  it('generates secrets once into a mode 600 file and reuses them', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'secrets-'));
    const first = await loadOrCreateSecrets(dataDir);
    const second = await loadOrCreateSecrets(dataDir);
    expect(second).toEqual(first);
    expect(first.jwtSecret).not.toBe(first.jwtRefreshSecret);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'secrets.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8')).jwtSecret).toBe(first.jwtSecret);
  });
});
