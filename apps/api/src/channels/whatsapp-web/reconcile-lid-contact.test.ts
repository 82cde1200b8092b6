import { tmpdir } from 'node:os';
import type { WAMessage } from 'baileys';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createConnection,
  createContact,
  createMessage,
  createTag,
  createTicket,
  tagContact,
} from '../../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { contacts, contactTags, messages, ticketLogs, tickets } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { DomainEvents } from '../../platform/events/domain-events';
import { createLogger } from '../../platform/logger/logger';
import { MediaStorage } from '../../platform/storage/media-storage';
import type { ConnectionRow } from '../channel-driver';
import { ChannelRuntime } from '../channel-runtime';
import { SessionLease } from '../session-lease';
import { fakeSocketFactory } from './fake-socket.test-support';
import { reconcileLidContact } from './reconcile-lid-contact';
import { createWhatsappWebDriver } from './whatsapp-web-driver';
import '../../modules/contacts/contacts.events';

const lidDigits = '207237451236354';
const phoneDigits = '5511987654321';

let database: TestDatabase;
let companyId: number;
let otherCompanyId: number;
let connection: ConnectionRow;

beforeAll(async () => {
  database = await createTestDatabase();
  companyId = (await createCompany(database.db)).id;
  otherCompanyId = (await createCompany(database.db)).id;
  connection = await createConnection(database.db, companyId, { channel: 'whatsapp' });
});
afterAll(async () => database.drop());

const read = <T>(work: (tx: Tx) => Promise<T>) => database.db.system.transaction(work);
const contactsNumbered = (company: number, numbers: string[]) =>
  read((tx) =>
    tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.companyId, company), inArray(contacts.number, numbers)))
      .orderBy(asc(contacts.id)),
  );
const ticketRow = (id: number) => read((tx) => tx.select().from(tickets).where(eq(tickets.id, id))).then((r) => r[0]);
const messagesOf = (ticketId: number) =>
  read((tx) => tx.select().from(messages).where(eq(messages.ticketId, ticketId)).orderBy(asc(messages.id)));
const whatsappContact = (company: number, number: string, name = number) =>
  createContact(database.db, company, { channel: 'whatsapp', number, name });

async function until(check: () => Promise<boolean>, timeoutMs = 3000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Each case uses its own company so that numbers never collide between cases. */
async function freshCompany() {
  const id = (await createCompany(database.db)).id;
  return { id, connection: await createConnection(database.db, id, { channel: 'whatsapp' }) };
}

function recordEvents() {
  const events = new DomainEvents();
  const seen: { type: string; [key: string]: unknown }[] = [];
  for (const type of ['contact.updated', 'contact.deleted', 'ticket.updated', 'message.updated'] as const) {
    events.subscribe(type, (event) => void seen.push(event));
  }
  return { events, seen };
}

describe('reconcileLidContact', () => {
  it('does nothing when no contact carries the LID digits', async () => {
    const phone = await whatsappContact(companyId, phoneDigits, 'Maria');
    const { events, seen } = recordEvents();
    const outcome = await reconcileLidContact({ db: database.db, events }, connection, lidDigits, phoneDigits);
    expect(outcome).toBe('none');
    expect(seen).toEqual([]);
    expect(await contactsNumbered(companyId, [lidDigits, phoneDigits])).toEqual([phone]);
  });

  it('gives a lone LID contact the phone digits, keeping it whole; other companies untouched', async () => {
    const company = await freshCompany();
    const lid = await whatsappContact(company.id, lidDigits, 'Maria');
    const tag = await createTag(database.db, company.id);
    await tagContact(database.db, company.id, lid.id, [tag.id]);
    const ticket = await createTicket(database.db, company.id, {
      contactId: lid.id,
      whatsappId: company.connection.id,
      channel: 'whatsapp',
    });
    const message = await createMessage(database.db, ticket);
    // Another company knows the same person under the same LID: its contact is not ours to change.
    const foreign = await whatsappContact(otherCompanyId, lidDigits);
    // A name that was the LID itself is a placeholder: it follows the number.
    const placeholder = await whatsappContact(company.id, '99887766554433');
    const { events, seen } = recordEvents();

    expect(await reconcileLidContact({ db: database.db, events }, company.connection, lidDigits, phoneDigits)).toBe(
      'renumbered',
    );
    const [renumbered] = await contactsNumbered(company.id, [lidDigits, phoneDigits]);
    expect(renumbered).toMatchObject({ id: lid.id, number: phoneDigits, name: 'Maria' });
    expect(await contactsNumbered(company.id, [lidDigits])).toEqual([]);
    expect(await ticketRow(ticket.id)).toMatchObject({ contactId: lid.id });
    expect(await messagesOf(ticket.id)).toMatchObject([{ id: message.id, contactId: lid.id }]);
    const tags = await read((tx) => tx.select().from(contactTags).where(eq(contactTags.contactId, lid.id)));
    expect(tags.map((link) => link.tagId)).toEqual([tag.id]);
    expect(await contactsNumbered(otherCompanyId, [lidDigits])).toEqual([foreign]);
    expect(seen).toEqual([
      { type: 'contact.updated', companyId: company.id, contact: expect.objectContaining({ number: phoneDigits }) },
      { type: 'ticket.updated', companyId: company.id, ticketId: ticket.id },
    ]);

    await reconcileLidContact({ db: database.db, events }, company.connection, '99887766554433', '5511900005555');
    expect(await contactsNumbered(company.id, ['5511900005555'])).toMatchObject([
      { id: placeholder.id, name: '5511900005555' },
    ]);
  });

  it('merges the LID contact into the phone contact: one active ticket per connection, nothing lost', async () => {
    const company = await freshCompany();
    const otherConnection = await createConnection(database.db, company.id, { channel: 'whatsapp' });
    const phone = await whatsappContact(company.id, phoneDigits);
    const lid = await whatsappContact(company.id, lidDigits, 'Maria');
    const [shared, onlyLid] = [await createTag(database.db, company.id), await createTag(database.db, company.id)];
    await tagContact(database.db, company.id, phone.id, [shared.id]);
    await tagContact(database.db, company.id, lid.id, [shared.id, onlyLid.id]);
    const on = (contactId: number, overrides: Partial<typeof tickets.$inferInsert> = {}) =>
      createTicket(database.db, company.id, {
        contactId,
        whatsappId: company.connection.id,
        channel: 'whatsapp',
        ...overrides,
      });
    const kept = await on(phone.id, {
      status: 'open',
      unreadMessages: 1,
      lastMessage: 'antes',
      updatedAt: new Date('2026-01-01'),
    });
    const split = await on(lid.id, { unreadMessages: 2, lastMessage: 'depois', updatedAt: new Date('2026-02-01') });
    const oldClosed = await on(lid.id, { status: 'closed', updatedAt: new Date('2025-01-01') });
    const elsewhere = await on(lid.id, { whatsappId: otherConnection.id });
    const [first, second, third, old, far] = [
      await createMessage(database.db, kept),
      await createMessage(database.db, split),
      await createMessage(database.db, split),
      await createMessage(database.db, oldClosed),
      await createMessage(database.db, elsewhere),
    ];
    // Another company holds the same person twice: a merge of ours must not reach it.
    const outsider = await freshCompany();
    const foreign = [await whatsappContact(outsider.id, phoneDigits), await whatsappContact(outsider.id, lidDigits)];
    const { events, seen } = recordEvents();

    expect(await reconcileLidContact({ db: database.db, events }, company.connection, lidDigits, phoneDigits)).toBe(
      'merged',
    );
    expect(await contactsNumbered(company.id, [lidDigits, phoneDigits])).toMatchObject([
      { id: phone.id, number: phoneDigits, name: 'Maria' },
    ]);
    const tags = await read((tx) => tx.select().from(contactTags).where(eq(contactTags.contactId, phone.id)));
    expect(tags.map((link) => link.tagId).sort()).toEqual([shared.id, onlyLid.id].sort());
    // The phone contact's active ticket holds the whole conversation; the LID's one is closed and empty.
    expect(await ticketRow(kept.id)).toMatchObject({ status: 'open', unreadMessages: 3, lastMessage: 'depois' });
    expect((await messagesOf(kept.id)).map((m) => m.id)).toEqual([first.id, second.id, third.id]);
    expect(await ticketRow(split.id)).toMatchObject({ contactId: phone.id, status: 'closed', unreadMessages: 0 });
    expect(await messagesOf(split.id)).toEqual([]);
    const logs = await read((tx) => tx.select().from(ticketLogs).where(eq(ticketLogs.ticketId, split.id)));
    expect(logs.map((log) => log.type)).toEqual(['closed']);
    // A closed ticket keeps its closing time; a ticket on another connection simply changes hands.
    expect(await ticketRow(oldClosed.id)).toMatchObject({ contactId: phone.id, updatedAt: oldClosed.updatedAt });
    expect(await ticketRow(elsewhere.id)).toMatchObject({ contactId: phone.id, status: 'pending' });
    const moved = await read((tx) =>
      tx
        .select()
        .from(messages)
        .where(inArray(messages.id, [old.id, far.id])),
    );
    expect(moved.every((message) => message.contactId === phone.id)).toBe(true);
    expect(await contactsNumbered(outsider.id, [lidDigits, phoneDigits])).toEqual(foreign);

    expect(seen.slice(0, 2)).toEqual([
      { type: 'contact.deleted', companyId: company.id, contactId: lid.id },
      { type: 'contact.updated', companyId: company.id, contact: expect.objectContaining({ id: phone.id }) },
    ]);
    expect(seen.slice(2)).toEqual(
      expect.arrayContaining([
        { type: 'ticket.updated', companyId: company.id, ticketId: kept.id },
        {
          type: 'ticket.updated',
          companyId: company.id,
          ticketId: split.id,
          before: { userId: null, queueId: null, status: 'pending', isGroup: false },
        },
        { type: 'ticket.updated', companyId: company.id, ticketId: oldClosed.id },
        { type: 'ticket.updated', companyId: company.id, ticketId: elsewhere.id },
        // Open conversations of the kept ticket are told about the messages it received.
        { type: 'message.updated', companyId: company.id, ticketId: kept.id, messageId: second.id },
        { type: 'message.updated', companyId: company.id, ticketId: kept.id, messageId: third.id },
      ]),
    );
    expect(seen).toHaveLength(8);
  });

  it('merges when another writer adds the phone contact while it renumbers (one retry)', async () => {
    const company = await freshCompany();
    const lid = await whatsappContact(company.id, lidDigits, 'Maria');
    const blocker = await database.db.pool.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT id FROM contacts WHERE id = $1 FOR UPDATE', [lid.id]);
      const pending = reconcileLidContact(
        { db: database.db, events: new DomainEvents() },
        company.connection,
        lidDigits,
        phoneDigits,
      );
      // The reconcile's statement started (and took its snapshot) before the phone contact exists.
      await until(async () => {
        const { rows } = await database.db.pool.query(
          "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        return rows.length > 0;
      });
      const phone = await whatsappContact(company.id, phoneDigits);
      await blocker.query('COMMIT');
      expect(await pending).toBe('merged');
      expect(await contactsNumbered(company.id, [lidDigits, phoneDigits])).toMatchObject([
        { id: phone.id, name: 'Maria' },
      ]);
    } finally {
      await blocker.query('ROLLBACK').catch(() => undefined);
      blocker.release();
    }
  });
});

describe('whatsapp-web driver with the inbound pipeline', () => {
  it('a LID that wrote before its phone was known ends on the one phone contact', async () => {
    const company = await freshCompany();
    const events = new DomainEvents();
    const logger = createLogger('silent');
    const sink = new ChannelRuntime({ db: database.db, events, logger, storage: new MediaStorage(tmpdir()) });
    const sockets = fakeSocketFactory();
    const driver = createWhatsappWebDriver({
      db: database.db,
      events,
      logger,
      sink,
      lease: new SessionLease(database.db),
      socketFactory: sockets.factory,
      downloadMedia: async () => Buffer.alloc(0),
      callSettings: async () => ({ acceptCallWhatsapp: 'enabled', AcceptCallWhatsappMessage: '' }),
    });
    try {
      await driver.start(company.connection);
      const socket = sockets.latest();
      const session = driver.session(company.connection.id);
      socket.emit('connection.update', { connection: 'open' });
      const deliver = async (message: WAMessage) => {
        socket.emit('messages.upsert', { messages: [message], type: 'notify' });
        await session?.idle();
      };
      const lidJid = `${lidDigits}@lid`;
      const phoneJid = `${phoneDigits}@s.whatsapp.net`;
      await deliver({ key: { remoteJid: phoneJid, id: 'M1', fromMe: false }, message: { conversation: 'oi' } });
      await deliver({ key: { remoteJid: lidJid, id: 'M2', fromMe: false }, message: { conversation: 'pelo lid' } });
      // Before the mapping: a second contact under the LID digits (the split this file repairs).
      expect((await contactsNumbered(company.id, [lidDigits, phoneDigits])).map((c) => c.number)).toEqual([
        phoneDigits,
        lidDigits,
      ]);
      const withPhone = { remoteJid: lidJid, id: 'M3', fromMe: false, remoteJidAlt: phoneJid };
      await deliver({ key: withPhone, message: { conversation: 'de novo' }, pushName: 'Maria' });

      const [person, ...others] = await contactsNumbered(company.id, [lidDigits, phoneDigits]);
      expect(others).toEqual([]);
      const rows = await read((tx) =>
        tx
          .select({ externalId: messages.externalId, contactId: messages.contactId, ticketId: messages.ticketId })
          .from(messages)
          .where(eq(messages.companyId, company.id))
          .orderBy(asc(messages.id)),
      );
      expect(rows.map((row) => row.externalId)).toEqual(['M1', 'M2', 'M3']);
      expect(new Set(rows.map((row) => row.contactId))).toEqual(new Set([person?.id]));
      const active = await read((tx) =>
        tx
          .select()
          .from(tickets)
          .where(and(eq(tickets.companyId, company.id), eq(tickets.status, 'pending'))),
      );
      expect(active).toHaveLength(1);
      expect(new Set(rows.map((row) => row.ticketId))).toEqual(new Set([active[0]?.id]));
    } finally {
      await driver.stopAll?.();
    }
  });
});
