// Baileys' LID mapping store is not exported from the package root; its module is the reference format.
import { LIDMappingStore } from 'baileys/lib/Signal/lid-mapping.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createConnection } from '../../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { baileys } from './baileys-lib';
import { PgAuthStore } from './pg-auth-state';

describe('WhatsApp Web auth state in PostgreSQL', () => {
  let database: TestDatabase;
  let store: PgAuthStore;
  let other: PgAuthStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    const company = await createCompany(database.db);
    const otherCompany = await createCompany(database.db);
    const connection = await createConnection(database.db, company.id, { channel: 'whatsapp' });
    const otherConnection = await createConnection(database.db, otherCompany.id, { channel: 'whatsapp' });
    store = new PgAuthStore(database.db, company.id, connection.id);
    other = new PgAuthStore(database.db, otherCompany.id, otherConnection.id);
  });
  afterAll(async () => database.drop());

  it('starts with fresh credentials and saves them with their buffers intact', async () => {
    const first = await store.authState();
    expect(await store.hasCreds()).toBe(false);
    first.state.creds.me = { id: '5511900000000:3@s.whatsapp.net', name: 'Loja' };
    await first.saveCreds();
    const again = await store.authState();
    expect(again.state.creds.me?.id).toBe('5511900000000:3@s.whatsapp.net');
    expect(
      Buffer.from(again.state.creds.noiseKey.private).equals(Buffer.from(first.state.creds.noiseKey.private)),
    ).toBe(true);
    expect(Buffer.isBuffer(again.state.creds.signedIdentityKey.public)).toBe(true);
  });

  it('gets and sets Signal keys by type and id; null deletes; app-state keys come back as protobufs', async () => {
    const { state } = await store.authState();
    const keyPair = baileys().Curve.generateKeyPair();
    await state.keys.set({
      'pre-key': { '1': keyPair, '2': keyPair },
      session: { '5511987654321.0': Buffer.from([1, 2, 3]) },
      'app-state-sync-key': { AAAA: { keyData: Buffer.from('secret'), timestamp: 5 } },
    });
    const preKeys = await state.keys.get('pre-key', ['1', '2', '3']);
    expect(Object.keys(preKeys).sort()).toEqual(['1', '2']);
    expect(Buffer.from(preKeys['1']?.private ?? []).equals(Buffer.from(keyPair.private))).toBe(true);
    const sessions = await state.keys.get('session', ['5511987654321.0']);
    expect([...(sessions['5511987654321.0'] ?? [])]).toEqual([1, 2, 3]);
    const appKeys = await state.keys.get('app-state-sync-key', ['AAAA']);
    expect(appKeys.AAAA).toBeInstanceOf(baileys().proto.Message.AppStateSyncKeyData);
    expect(Buffer.from(appKeys.AAAA?.keyData ?? []).toString()).toBe('secret');
    await state.keys.set({ 'pre-key': { '1': null } });
    expect(Object.keys(await state.keys.get('pre-key', ['1', '2']))).toEqual(['2']);
  });

  it("shares LID -> phone mappings with Baileys' own mapping store, both ways", async () => {
    const lib = baileys();
    const quiet = { level: 'silent', child: () => quiet, trace() {}, debug() {}, info() {}, warn() {}, error() {} };
    const { state } = await store.authState();
    const mappings = new LIDMappingStore(
      lib.addTransactionCapability(state.keys, quiet, lib.DEFAULT_CONNECTION_CONFIG.transactionOpts),
      quiet,
    );
    await store.saveLidMappings([['300000000000001@lid', '5511911110001@s.whatsapp.net']]);
    // Baileys answers device JIDs ('...:0@s.whatsapp.net'); the user part is the mapping.
    const user = (jid: string | null) => (jid ? lib.jidNormalizedUser(jid) : jid);
    expect(user(await mappings.getPNForLID('300000000000001@lid'))).toBe('5511911110001@s.whatsapp.net');
    expect(user(await mappings.getLIDForPN('5511911110001@s.whatsapp.net'))).toBe('300000000000001@lid');
    await mappings.storeLIDPNMappings([{ lid: '300000000000002@lid', pn: '5511911110002@s.whatsapp.net' }]);
    expect((await store.loadLidMappings()).get('300000000000002@lid')).toBe('5511911110002@s.whatsapp.net');
    await store.clear();
  });

  it('keeps each company to its own rows and clears a connection completely', async () => {
    await other.saveLidMappings([['1@lid', '5511@s.whatsapp.net']]);
    await store.saveLidMappings([['207237451236354@lid', '5511987654321@s.whatsapp.net']]);
    expect([...(await store.loadLidMappings())]).toEqual([['207237451236354@lid', '5511987654321@s.whatsapp.net']]);
    await store.clear();
    expect(await store.hasCreds()).toBe(false);
    expect((await store.loadLidMappings()).size).toBe(0);
    expect(Object.keys(await (await store.authState()).state.keys.get('pre-key', ['2']))).toEqual([]);
    expect((await other.loadLidMappings()).size).toBe(1);
  });
});
