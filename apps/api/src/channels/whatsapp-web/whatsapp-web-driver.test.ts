import type { WAMessage } from 'baileys';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createConnection } from '../../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { DomainEvents } from '../../platform/events/domain-events';
import { createLogger } from '../../platform/logger/logger';
import type { ChannelSink, ConnectionRow, NormalizedInbound } from '../channel-driver';
import { SendFailure } from '../channel-driver';
import { SessionLease } from '../session-lease';
import { closedWith, fakeSocketFactory } from './fake-socket.test-support';
import { PgAuthStore } from './pg-auth-state';
import type { CallSettings } from './session-context';
import { createBaileysSocketFactory } from './socket-port';
import { createWhatsappWebDriver, type WhatsappWebDriver } from './whatsapp-web-driver';

const customer = '5511987654321@s.whatsapp.net';

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 3000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('whatsapp-web driver (fake socket)', () => {
  let database: TestDatabase;
  let companyId: number;
  const drivers: WhatsappWebDriver[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    companyId = (await createCompany(database.db)).id;
  });
  afterEach(async () => {
    for (const driver of drivers.splice(0)) await driver.stopAll?.();
  });
  afterAll(async () => database.drop());

  function setup(options: { callSettings?: CallSettings; leaseTtl?: number } = {}) {
    const statuses: { status: string; qrcode: string | undefined; number?: string }[] = [];
    const inbound: NormalizedInbound[] = [];
    const sink: ChannelSink = {
      inbound: async (_connection, event) => void inbound.push(event),
      status: async (_connection, status, qrcode, number) =>
        void statuses.push({ status, qrcode, ...(number ? { number } : {}) }),
    };
    const sockets = fakeSocketFactory();
    const events = new DomainEvents();
    const driver = createWhatsappWebDriver({
      db: database.db,
      events,
      logger: createLogger('silent'),
      sink,
      lease: new SessionLease(database.db, { ttlSeconds: options.leaseTtl ?? 30, renewEveryMs: 100 }),
      socketFactory: sockets.factory,
      downloadMedia: async () => Buffer.from('media-bytes'),
      callSettings: async () =>
        options.callSettings ?? { acceptCallWhatsapp: 'enabled', AcceptCallWhatsappMessage: '' },
      backoff: { baseMs: 40, maxMs: 160 },
    });
    drivers.push(driver);
    const names = () => statuses.map((entry) => entry.status);
    return { driver, sink, statuses, names, inbound, sockets, events };
  }

  const newConnection = (overrides: Partial<ConnectionRow> = {}) =>
    createConnection(database.db, companyId, { channel: 'whatsapp', status: 'DISCONNECTED', ...overrides });
  const store = (connection: ConnectionRow) => new PgAuthStore(database.db, companyId, connection.id);

  it('reports OPENING, the QR code, then CONNECTED, and stores the credentials', async () => {
    const { driver, statuses, sockets, names } = setup();
    const connection = await newConnection();
    await driver.start(connection);
    const socket = sockets.latest();
    socket.emit('connection.update', { qr: '2@abc,def' });
    socket.options.auth.creds.registered = true;
    socket.emit('creds.update', { registered: true });
    socket.emit('connection.update', { connection: 'open' });
    await until(() => names().includes('CONNECTED'));
    expect(statuses).toEqual([
      { status: 'OPENING', qrcode: undefined },
      { status: 'qrcode', qrcode: '2@abc,def' },
      // The session's own number, without device suffix, for the connections table.
      { status: 'CONNECTED', qrcode: undefined, number: '5511900000000' },
    ]);
    await until(() => store(connection).hasCreds());
    const { state } = await store(connection).authState();
    expect(state.creds.registered).toBe(true);
    expect(Buffer.isBuffer(state.creds.noiseKey.private)).toBe(true);
  });

  it('reconnects with exponential backoff while the network fails, TIMEOUT meanwhile', async () => {
    const { driver, sockets, names } = setup();
    const connection = await newConnection();
    await driver.start(connection);
    sockets.latest().emit('connection.update', { connection: 'open' });
    await until(() => names().includes('CONNECTED'));
    const closedAt: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      const before = sockets.sockets.length;
      closedAt.push(Date.now());
      sockets.latest().emit('connection.update', closedWith(428));
      await until(() => sockets.sockets.length > before);
    }
    const waits = sockets.createdAt.slice(1).map((at, index) => at - (closedAt[index] ?? 0));
    expect(waits[0]).toBeGreaterThanOrEqual(35);
    expect(waits[1]).toBeGreaterThanOrEqual(75);
    expect(waits[2]).toBeGreaterThanOrEqual(155);
    expect(waits[3]).toBeGreaterThanOrEqual(155); // capped at maxMs
    expect(waits[3]).toBeLessThan(400);
    expect(names().filter((name) => name === 'TIMEOUT')).toHaveLength(4);
    expect(sockets.sockets.slice(0, -1).every((socket) => socket.ended)).toBe(true);
    sockets.latest().emit('connection.update', { connection: 'open' });
    await until(() => names().at(-1) === 'CONNECTED');
  });

  it('restarts at once when WhatsApp asks (after pairing), without TIMEOUT', async () => {
    const { driver, sockets, names } = setup();
    const connection = await newConnection();
    await driver.start(connection);
    sockets.latest().emit('connection.update', closedWith(515));
    await until(() => sockets.sockets.length === 2);
    expect(names()).toEqual(['OPENING']);
  });

  it('logged out from the phone: credentials dropped, DISCONNECTED, no reconnect, lease freed', async () => {
    const { driver, sockets, names } = setup();
    const connection = await newConnection();
    await driver.start(connection);
    sockets.latest().emit('connection.update', { connection: 'open' });
    sockets.latest().emit('creds.update', {});
    await until(() => store(connection).hasCreds());
    sockets.latest().emit('connection.update', closedWith(401));
    await until(() => names().at(-1) === 'DISCONNECTED');
    expect(await store(connection).hasCreds()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sockets.sockets).toHaveLength(1);
    expect(await new SessionLease(database.db).holderOf(connection.id)).toBeNull();
  });

  it('an unscanned QR round ends DISCONNECTED with fresh credentials next time', async () => {
    const { driver, sockets, names } = setup();
    const connection = await newConnection();
    await driver.start(connection);
    sockets.latest().emit('connection.update', { qr: 'QR-1' });
    sockets.latest().emit('creds.update', {});
    await until(() => store(connection).hasCreds());
    sockets.latest().emit('connection.update', closedWith(408));
    await until(() => names().at(-1) === 'DISCONNECTED');
    expect(await store(connection).hasCreds()).toBe(false);
  });

  it('logout() ends the session on the phone and drops the credentials', async () => {
    const { driver, sockets, names } = setup();
    const connection = await newConnection();
    await driver.start(connection);
    const socket = sockets.latest();
    socket.emit('connection.update', { connection: 'open' });
    socket.emit('creds.update', {});
    await until(() => store(connection).hasCreds());
    await driver.logout?.(connection);
    expect(socket.loggedOut).toBe(true);
    expect(socket.ended).toBe(true);
    expect(names().at(-1)).toBe('DISCONNECTED');
    expect(await store(connection).hasCreds()).toBe(false);
  });

  it('pairing code: waits for the socket, reports PAIRING instead of QR codes', async () => {
    const { driver, sockets, statuses } = setup();
    const connection = await newConnection();
    const pending = driver.requestPairingCode?.(connection, '+55 (11) 98765-4321');
    await until(() => sockets.sockets.length === 1);
    sockets.latest().emit('connection.update', { qr: 'QR-ignored' });
    expect(await pending).toBe('ABCD1234');
    expect(statuses.map((s) => s.status)).toEqual(['OPENING', 'PAIRING']);
  });

  it('only the lease holder runs a session; the other process takes over once it is lost', async () => {
    const first = setup({ leaseTtl: 1 });
    const second = setup({ leaseTtl: 1 });
    const connection = await newConnection();
    await first.driver.start(connection);
    await second.driver.start(connection);
    expect(first.sockets.sockets).toHaveLength(1);
    expect(second.sockets.sockets).toHaveLength(0);
    expect(second.driver.session(connection.id)).toBeUndefined();
    // The first process stalls and its lease expires. The row also names another holder (a new uuid):
    // the first is not really stalled, and its 100 ms renewal would re-extend a lease still in its
    // name before the second process asks, making the take-over depend on timing.
    await database.db.system.transaction((tx) =>
      tx.execute(
        `UPDATE channel_session_leases SET expires_at = now() - interval '1 second', holder_id = gen_random_uuid() WHERE whatsapp_id = ${connection.id}`,
      ),
    );
    await second.driver.start(connection);
    expect(second.sockets.sockets).toHaveLength(1);
    await until(() => first.sockets.latest().ended);
    expect(first.driver.session(connection.id)?.stopped).toBe(true);
  });

  it('ingests inbound messages: media downloaded, picture, group subject, LID mapped to the phone', async () => {
    const { driver, sockets, inbound } = setup();
    const connection = await newConnection();
    await driver.start(connection);
    const socket = sockets.latest();
    socket.emit('connection.update', { connection: 'open' });
    socket.emit('lid-mapping.update', { lid: '207237451236354@lid', pn: customer });
    const messages: WAMessage[] = [
      {
        key: { remoteJid: customer, id: 'IN1', fromMe: false },
        message: { imageMessage: { mimetype: 'image/jpeg', caption: 'foto' } },
        pushName: 'Maria',
      },
      {
        key: { remoteJid: '207237451236354@lid', id: 'IN2', fromMe: false },
        message: { conversation: 'pelo lid' },
        pushName: 'Maria',
      },
      {
        key: { remoteJid: '120363041234567890@g.us', id: 'IN3', participant: customer },
        message: { conversation: 'no grupo' },
        pushName: 'Maria',
      },
      { key: { remoteJid: 'status@broadcast', id: 'IN4', participant: customer }, message: { conversation: 'story' } },
    ];
    socket.emit('messages.upsert', { messages, type: 'notify' });
    socket.emit('messages.update', [
      { key: { id: 'SENT9', fromMe: true, remoteJid: customer }, update: { status: 4 } },
    ]);
    await until(() => inbound.length === 4);
    expect(inbound[0]).toMatchObject({
      externalId: 'IN1',
      mediaType: 'image',
      chat: { id: '5511987654321', urlPicture: 'https://pps.example/5511987654321.jpg' },
      media: { data: Buffer.from('media-bytes'), mimetype: 'image/jpeg' },
    });
    expect(inbound[1]).toMatchObject({ externalId: 'IN2', chat: { id: '5511987654321' } });
    expect(inbound[2]).toMatchObject({
      chat: { id: '120363041234567890', name: 'Equipe Vendas', isGroup: true },
      participant: { id: '5511987654321' },
    });
    expect(inbound[3]).toEqual({ kind: 'ack', externalId: 'SENT9', ack: 3 });
    // The mapping outlives the socket: a new session reads it back.
    expect((await store(connection).loadLidMappings()).get('207237451236354@lid')).toBe(customer);
  });

  it('sends after checking unseen numbers; a number off WhatsApp fails for good, a failing check is retried', async () => {
    const { driver, sockets } = setup();
    const connection = await newConnection();
    const message = { messageId: 1, to: '5511912345678', isGroup: false, body: 'Olá', mediaType: 'conversation' };
    await driver.start(connection);
    await expect(driver.send(connection, message)).rejects.toMatchObject({ retryable: true }); // not connected yet
    const socket = sockets.latest();
    socket.emit('connection.update', { connection: 'open' });
    await until(() => driver.session(connection.id)?.isOpen ?? false);
    // WhatsApp knows this number without the 9th digit: the answer's JID is where it goes.
    socket.onWhatsAppAnswer = () => [{ exists: true, jid: '551112345678@s.whatsapp.net' }];
    const result = await driver.send(connection, message);
    expect(result).toEqual({ externalId: 'SENT1', ack: 1 });
    expect(socket.sent[0]).toMatchObject({ jid: '551112345678@s.whatsapp.net', content: { text: 'Olá' } });
    await driver.send(connection, message);
    expect(socket.checked).toHaveLength(1); // known now
    expect(await socket.options.getMessage({ id: 'SENT1' })).toEqual({ conversation: 'Olá' });

    socket.onWhatsAppAnswer = () => [];
    const invalid = driver.send(connection, { ...message, to: '5511900001111' });
    await expect(invalid).rejects.toBeInstanceOf(SendFailure);
    await expect(invalid).rejects.toMatchObject({ message: 'ERR_WAPP_INVALID_CONTACT', retryable: false });
    socket.onWhatsAppAnswer = () => {
      throw new Error('timeout');
    };
    await expect(driver.send(connection, { ...message, to: '5511900002222' })).rejects.toMatchObject({
      message: 'ERR_WAPP_CHECK_CONTACT',
      retryable: true,
    });
    await driver.edit?.(connection, { to: '5511912345678', externalId: 'SENT1' }, 'Olá!');
    await driver.delete?.(connection, { to: '5511912345678', externalId: 'SENT1' });
    expect(socket.sent.slice(-2)).toEqual([
      {
        jid: '551112345678@s.whatsapp.net',
        content: { text: 'Olá!', edit: { remoteJid: '551112345678@s.whatsapp.net', id: 'SENT1', fromMe: true } },
      },
      {
        jid: '551112345678@s.whatsapp.net',
        content: { delete: { remoteJid: '551112345678@s.whatsapp.net', id: 'SENT1', fromMe: true } },
      },
    ]);
  });

  it('rejects calls when the company disables them, answers with its message and logs the call', async () => {
    const { driver, sockets, inbound } = setup({
      callSettings: { acceptCallWhatsapp: 'disabled', AcceptCallWhatsappMessage: 'Não atendemos ligações.' },
    });
    const connection = await newConnection();
    await driver.start(connection);
    const socket = sockets.latest();
    socket.emit('connection.update', { connection: 'open' });
    const call = { chatId: customer, from: customer, id: 'CALL9', date: new Date(), offline: false, isVideo: false };
    socket.emit('call', [{ ...call, status: 'offer' }]);
    await until(() => inbound.length === 2);
    expect(socket.rejected).toEqual(['CALL9']);
    expect(socket.sent[0]).toMatchObject({ jid: customer, content: { text: 'Não atendemos ligações.' } });
    expect(inbound[0]).toMatchObject({
      externalId: 'CALL-CALL9',
      mediaType: 'call_log',
      body: 'Chamada de voz recusada',
    });
    expect(inbound[1]).toMatchObject({ fromMe: true, body: 'Não atendemos ligações.', chat: { id: '5511987654321' } });
    // A caller WhatsApp names by LID: the phone JID beside it (callerPn) is the contact and the address.
    const byLid = { ...call, from: '207237451236354@lid', chatId: '207237451236354@lid', callerPn: customer };
    socket.emit('call', [{ ...byLid, id: 'CALL10', status: 'offer' }]);
    await until(() => inbound.length === 4);
    expect(socket.sent[1]).toMatchObject({ jid: customer });
    expect(inbound[2]).toMatchObject({ externalId: 'CALL-CALL10', chat: { id: '5511987654321' } });
  });

  it('imports history inside the window only, with progress and the import status', async () => {
    const { driver, sockets, inbound, events } = setup();
    const connection = await newConnection({
      enableImportMessage: true,
      importOldMessages: new Date('2026-01-01T00:00:00Z'),
      importRecentMessages: new Date('2026-06-01T00:00:00Z'),
    });
    const progress: unknown[] = [];
    events.subscribe('connection.import-progress', (event) => void progress.push(event.payload));
    await driver.start(connection);
    const socket = sockets.latest();
    expect(socket.options.syncHistory).toBe(true);
    const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
    const history = (id: string, iso: string, remoteJid = customer): WAMessage => ({
      key: { remoteJid, id, fromMe: false },
      message: { conversation: id },
      messageTimestamp: at(iso),
    });
    socket.emit('messaging-history.set', {
      chats: [],
      contacts: [],
      isLatest: true,
      progress: 100,
      messages: [
        history('OLD', '2025-06-01T00:00:00Z'),
        history('IN-B', '2026-03-01T00:00:00Z'),
        history('IN-A', '2026-02-01T00:00:00Z'),
        history('GROUP', '2026-03-01T00:00:00Z', '120363041234567890@g.us'),
        history('NEW', '2026-07-01T00:00:00Z'),
      ],
    });
    await until(() => progress.length === 2);
    expect(inbound.map((event) => (event.kind === 'message' ? event.externalId : ''))).toEqual(['IN-A', 'IN-B']);
    // Marked imported: the pipeline stores them but automation (greetings, bots) does not answer them.
    expect(inbound.every((event) => event.kind === 'message' && event.imported === true)).toBe(true);
    expect(progress[0]).toMatchObject({ action: 'update', whatsappId: connection.id, status: { this: 2, all: 2 } });
    expect(progress[1]).toEqual({ action: 'refresh', whatsappId: connection.id });
    const [row] = await database.db.system
      .transaction((tx) => tx.execute(`SELECT status_import_messages FROM whatsapps WHERE id = ${connection.id}`))
      .then((result) => result.rows as { status_import_messages: string }[]);
    expect(Number.isNaN(Date.parse(row?.status_import_messages ?? ''))).toBe(false);
  });

  it('drives the real Baileys socket: a fresh session that cannot reach WhatsApp ends DISCONNECTED', async () => {
    const statuses: string[] = [];
    const connection = await newConnection();
    const real = createWhatsappWebDriver({
      db: database.db,
      events: new DomainEvents(),
      logger: createLogger('silent'),
      sink: { inbound: async () => undefined, status: async (_c, status) => void statuses.push(status) },
      lease: new SessionLease(database.db),
      // A closed loopback port stands in for WhatsApp's servers (no traffic leaves the machine).
      socketFactory: createBaileysSocketFactory({ waWebSocketUrl: 'ws://127.0.0.1:9', connectTimeoutMs: 2000 }),
      downloadMedia: async () => Buffer.alloc(0),
      callSettings: async () => ({ acceptCallWhatsapp: 'enabled', AcceptCallWhatsappMessage: '' }),
    });
    drivers.push(real);
    await real.start(connection);
    await until(() => statuses.includes('DISCONNECTED'), 8000);
    expect(statuses).toEqual(['OPENING', 'DISCONNECTED']);
    await until(async () => (await new SessionLease(database.db).holderOf(connection.id)) === null);
  });

  it('checks a batch of numbers in one onWhatsApp call, matching an answer without the 9th digit', async () => {
    const { driver, sockets } = setup();
    const connection = await newConnection();
    await driver.start(connection);
    await expect(driver.checkNumbers?.(connection, ['5511912345678'])).rejects.toBeInstanceOf(SendFailure);
    const socket = sockets.latest();
    socket.emit('connection.update', { connection: 'open' });
    await until(() => driver.session(connection.id)?.isOpen ?? false);
    // WhatsApp answers only the numbers it knows, by their JID: this one without the 9th digit.
    socket.onWhatsAppAnswer = (jid) =>
      jid.startsWith('5511912345678') ? [{ exists: true, jid: '551112345678@s.whatsapp.net' }] : [];
    const answers = await driver.checkNumbers?.(connection, ['5511912345678', '5511900001111']);
    expect(answers).toEqual(
      new Map([
        ['5511912345678', true],
        ['5511900001111', false],
      ]),
    );
    expect(socket.checked).toEqual(['5511912345678@s.whatsapp.net', '5511900001111@s.whatsapp.net']);
  });
});
