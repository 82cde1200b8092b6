import type { Chat, Contact } from 'baileys';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../../test/clients';
import { createConnection, createContact } from '../../../../test/factories';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { serveDriver } from '../../../channels/fake-driver.test-support';
import { SessionLease } from '../../../channels/session-lease';
import { fakeSocketFactory } from '../../../channels/whatsapp-web/fake-socket.test-support';
import { createWhatsappWebDriver, type WhatsappWebDriver } from '../../../channels/whatsapp-web/whatsapp-web-driver';
import { contacts } from '../../../db/schema';
import { createLogger } from '../../../platform/logger/logger';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

const phone = (digits: string) => `${digits}@s.whatsapp.net`;

describe('POST /api/contacts/import from the WhatsApp Web phone book', () => {
  let ctx: TestContext;
  let staff: Staff;
  let connectionId: number;
  const drivers: WhatsappWebDriver[] = [];
  let served: { restore: () => void } | undefined;

  /** A driver as one process builds it: its own sockets and lease over the shared database. */
  const newDriver = () => {
    const sockets = fakeSocketFactory();
    const driver = createWhatsappWebDriver({
      db: ctx.db,
      events: ctx.events,
      logger: createLogger('silent'),
      sink: ctx.channels.runtime,
      lease: new SessionLease(ctx.db, { ttlSeconds: 30, renewEveryMs: 1000 }),
      socketFactory: sockets.factory,
      downloadMedia: async () => Buffer.from(''),
      callSettings: async () => ({ acceptCallWhatsapp: 'enabled', AcceptCallWhatsappMessage: '' }),
    });
    drivers.push(driver);
    return { driver, sockets };
  };

  const contactsOf = (companyId: number) =>
    ctx.db.system.transaction((tx) =>
      tx
        .select({ name: contacts.name, number: contacts.number, channel: contacts.channel })
        .from(contacts)
        .where(eq(contacts.companyId, companyId))
        .orderBy(contacts.number),
    );

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await companyWithStaff(ctx);
    const connection = await createConnection(ctx.db, staff.company.id, {
      channel: 'whatsapp',
      isDefault: true,
      status: 'DISCONNECTED',
    });
    connectionId = connection.id;

    // The session runs in "another process": this driver is not the one the API answers with.
    const running = newDriver();
    await running.driver.start(connection);
    const socket = running.sockets.latest();
    socket.emit('connection.update', { connection: 'open' });
    socket.emit('contacts.upsert', [
      { id: phone('5511911110001'), name: 'Ana Agenda', notify: 'Aninha' },
      { id: '123456789012345@lid', phoneNumber: phone('5511911110002'), notify: 'Bruno' },
      { id: '120363000000000001@g.us', name: 'Família' },
      { id: phone('5511911110003') },
      { id: 'status@broadcast', name: 'Status' },
    ] as Contact[]);
    // A later update carrying only a picture keeps the name the phone gave.
    socket.emit('contacts.update', [{ id: phone('5511911110001'), imgUrl: 'changed' }]);
    socket.emit('messaging-history.set', {
      contacts: [],
      chats: [
        { id: phone('5511911110004'), name: 'Carla Conversa' },
        { id: '120363000000000002@g.us', name: 'Equipe' },
      ] as Chat[],
      messages: [],
      isLatest: true,
    });
    await running.driver.session(connection.id)?.idle();
    served = serveDriver(ctx.channels.runtime, newDriver().driver);
  });
  afterAll(async () => {
    served?.restore();
    for (const driver of drivers) await driver.stopAll?.();
    await ctx.close();
  });

  it('imports the people the phone has a chat with, then its whole phone book, once each', async () => {
    const companyId = staff.company.id;
    await createContact(ctx.db, companyId, { number: '5511911110001', name: 'Ana Cliente' });
    await createContact(ctx.db, companyId, { number: '5511911110002', name: '5511911110002' });

    const chats = await staff.asUser({ method: 'POST', url: '/api/contacts/import/chats', payload: {} });
    expect(chats.statusCode).toBe(200);
    expect(chats.json()).toEqual({ created: 1, updated: 0, ignored: 0, failed: 0 });

    const all = await staff.asUser({
      method: 'POST',
      url: '/api/contacts/import',
      payload: { whatsappId: connectionId },
    });
    expect(all.json()).toEqual({ created: 1, updated: 3, ignored: 0, failed: 0 });
    const again = await staff.asUser({ method: 'POST', url: '/api/contacts/import', payload: {} });
    expect(again.json()).toEqual({ created: 0, updated: 4, ignored: 0, failed: 0 });

    // Names stay unless they were only the number; no groups, no broadcast, no duplicates.
    expect(await contactsOf(companyId)).toEqual([
      { name: 'Ana Cliente', number: '5511911110001', channel: 'whatsapp' },
      { name: 'Bruno', number: '5511911110002', channel: 'whatsapp' },
      { name: '5511911110003', number: '5511911110003', channel: 'whatsapp' },
      { name: 'Carla Conversa', number: '5511911110004', channel: 'whatsapp' },
    ]);
  });

  it("answers 404 for another company's connection and imports nothing into that company", async () => {
    const outsider = await companyWithStaff(ctx);
    const foreign = await outsider.asAdmin({
      method: 'POST',
      url: '/api/contacts/import',
      payload: { whatsappId: connectionId },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('ERR_NO_WAPP_FOUND');
    const noDefault = await outsider.asAdmin({ method: 'POST', url: '/api/contacts/import', payload: {} });
    expect(noDefault.json().error).toBe('ERR_NO_DEF_WAPP_FOUND');
    expect(await contactsOf(outsider.company.id)).toEqual([]);
  });

  it('keeps a clear error for a connection without a phone book', async () => {
    const webchat = await createConnection(ctx.db, staff.company.id, { channel: 'webchat', name: 'Site' });
    const response = await staff.asAdmin({
      method: 'POST',
      url: '/api/contacts/import',
      payload: { whatsappId: webchat.id },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'ERR_CONTACT_IMPORT_UNSUPPORTED', details: { channel: 'webchat' } });
  });
});
