import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createConnection, createContact, createTicket } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { contacts, messages, ticketLogs, tickets, ticketTrackings } from '../../db/schema';
import type { DomainEvent, DomainEventType } from '../../platform/events/domain-events';
import { testMedia } from '../../platform/storage/test-media';
import type { ConnectionRow, NormalizedInboundMessage } from '../channel-driver';
import type { ChannelRuntime } from '../channel-runtime';

const newNumber = () =>
  `5511${String(Number.parseInt(randomBytes(4).toString('hex'), 16))
    .padStart(9, '0')
    .slice(0, 9)}`;
const newId = () => `EXT${randomBytes(8).toString('hex').toUpperCase()}`;

function textFrom(number: string, overrides: Partial<NormalizedInboundMessage> = {}): NormalizedInboundMessage {
  return {
    kind: 'message',
    externalId: newId(),
    chat: { id: number, name: 'Maria Silva', isGroup: false },
    fromMe: false,
    mediaType: 'conversation',
    body: 'Olá, preciso de ajuda',
    ...overrides,
  };
}

describe('inbound pipeline', () => {
  let ctx: TestContext;
  let runtime: ChannelRuntime;
  let published: DomainEvent[];

  beforeAll(async () => {
    ctx = await createTestContext();
    runtime = ctx.channels.runtime;
    published = [];
    const types: DomainEventType[] = ['ticket.created', 'ticket.updated', 'message.created', 'message.updated'];
    for (const type of types) ctx.events.subscribe(type, (event) => void published.push(event));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const newConnection = async (overrides: Partial<ConnectionRow> = {}) => {
    const company = await createCompany(ctx.db);
    return createConnection(ctx.db, company.id, { channel: 'whatsapp', ...overrides });
  };
  const eventsOf = (companyId: number, type?: DomainEventType) =>
    published.filter(
      (event) => 'companyId' in event && event.companyId === companyId && (!type || event.type === type),
    );
  const read = <T>(
    work: (tx: Parameters<Parameters<TestContext['db']['system']['transaction']>[0]>[0]) => Promise<T>,
  ) => ctx.db.system.transaction(work);
  const ticketsOf = (connection: ConnectionRow) =>
    read((tx) => tx.select().from(tickets).where(eq(tickets.whatsappId, connection.id)).orderBy(asc(tickets.id)));
  const messagesOf = (connection: ConnectionRow) =>
    read((tx) => tx.select().from(messages).where(eq(messages.whatsappId, connection.id)).orderBy(asc(messages.id)));
  const contactByNumber = async (companyId: number, number: string) =>
    (
      await read((tx) =>
        tx
          .select()
          .from(contacts)
          .where(and(eq(contacts.companyId, companyId), eq(contacts.number, number))),
      )
    )[0];
  const closeTicketMinutesAgo = async (ticketId: number, minutes: number) => {
    await ctx.db.pool.query(
      `UPDATE tickets SET status = 'closed', user_id = NULL, updated_at = now() - make_interval(mins => $2) WHERE id = $1`,
      [ticketId, minutes],
    );
  };

  it('turns a first message into a contact, a pending ticket with its log and tracking, and events', async () => {
    const connection = await newConnection();
    const number = newNumber();
    await runtime.inbound(
      connection,
      textFrom(number, { chat: { id: number, name: 'Maria', isGroup: false, urlPicture: 'https://pic/1' } }),
    );

    const contact = await contactByNumber(connection.companyId, number);
    expect(contact).toMatchObject({
      name: 'Maria',
      channel: 'whatsapp',
      isGroup: false,
      urlPicture: 'https://pic/1',
      whatsappId: connection.id,
    });
    const [ticket, ...others] = await ticketsOf(connection);
    expect(others).toEqual([]);
    expect(ticket).toMatchObject({
      status: 'pending',
      contactId: contact?.id,
      channel: 'whatsapp',
      isGroup: false,
      userId: null,
      unreadMessages: 1,
      lastMessage: 'Olá, preciso de ajuda',
    });
    expect(ticket?.lastInboundAt).toBeInstanceOf(Date);
    const [message] = await messagesOf(connection);
    expect(message).toMatchObject({
      ticketId: ticket?.id,
      contactId: contact?.id,
      fromMe: false,
      ack: 0,
      mediaType: 'conversation',
    });

    const ticketId = ticket?.id as number;
    const logs = await read((tx) => tx.select().from(ticketLogs).where(eq(ticketLogs.ticketId, ticketId)));
    expect(logs.map((log) => log.type)).toEqual(['create']);
    const trackings = await read((tx) =>
      tx.select().from(ticketTrackings).where(eq(ticketTrackings.ticketId, ticketId)),
    );
    expect(trackings).toHaveLength(1);
    expect(trackings[0]).toMatchObject({ whatsappId: connection.id, startedAt: null, closedAt: null });
    expect(trackings[0]?.queuedAt).toBeInstanceOf(Date);

    expect(eventsOf(connection.companyId)).toEqual([
      { type: 'ticket.created', companyId: connection.companyId, ticketId },
      { type: 'message.created', companyId: connection.companyId, ticketId, messageId: message?.id },
    ]);
  });

  it('ignores a repeated delivery of the same external id: one row, one unread, one event', async () => {
    const connection = await newConnection();
    const number = newNumber();
    const first = textFrom(number);
    await runtime.inbound(connection, first);
    await runtime.inbound(connection, { ...first, body: 'changed on the way' });
    await Promise.all([runtime.inbound(connection, first), runtime.inbound(connection, first)]);

    expect(await messagesOf(connection)).toHaveLength(1);
    const [ticket] = await ticketsOf(connection);
    expect(ticket).toMatchObject({ unreadMessages: 1, lastMessage: first.body });
    expect(eventsOf(connection.companyId, 'message.created')).toHaveLength(1);

    // Even once the ticket is closed, a late repeat reopens nothing.
    await closeTicketMinutesAgo(ticket?.id as number, 1);
    await runtime.inbound(connection, first);
    expect(await ticketsOf(connection)).toMatchObject([{ id: ticket?.id, status: 'closed' }]);
    expect(eventsOf(connection.companyId)).toHaveLength(2);
  });

  it('gives 50 simultaneous first messages of a new contact exactly one ticket', async () => {
    const connection = await newConnection();
    const number = newNumber();
    await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        runtime.inbound(connection, textFrom(number, { body: `message ${index}` })),
      ),
    );

    const all = await ticketsOf(connection);
    expect(all).toHaveLength(1);
    expect(all[0]?.unreadMessages).toBe(50);
    const stored = await messagesOf(connection);
    expect(stored).toHaveLength(50);
    expect(new Set(stored.map((message) => message.ticketId))).toEqual(new Set([all[0]?.id]));
    expect(eventsOf(connection.companyId, 'ticket.created')).toHaveLength(1);
    expect(eventsOf(connection.companyId, 'message.created')).toHaveLength(50);
    const logs = await read((tx) =>
      tx
        .select()
        .from(ticketLogs)
        .where(eq(ticketLogs.ticketId, all[0]?.id as number)),
    );
    expect(logs).toHaveLength(1);
  });

  it('reuses the active ticket, counting unread messages and keeping the last one as preview', async () => {
    const connection = await newConnection();
    const number = newNumber();
    await runtime.inbound(connection, textFrom(number, { body: 'primeira' }));
    await runtime.inbound(connection, textFrom(number, { body: '', mediaType: 'locationMessage' }));
    await runtime.inbound(connection, textFrom(number, { body: 'terceira' }));
    const [ticket, ...others] = await ticketsOf(connection);
    expect(others).toEqual([]);
    expect(ticket).toMatchObject({ unreadMessages: 3, lastMessage: 'terceira' });
    expect(eventsOf(connection.companyId).map((event) => event.type)).toEqual([
      'ticket.created',
      'message.created',
      'ticket.updated',
      'message.created',
      'ticket.updated',
      'message.created',
    ]);
  });

  it('reopens a ticket closed within timeCreateNewTicket minutes, and opens a new one after', async () => {
    const connection = await newConnection({ timeCreateNewTicket: 10 });
    const number = newNumber();
    await runtime.inbound(connection, textFrom(number));
    const [first] = await ticketsOf(connection);
    const firstId = first?.id as number;
    await ctx.db.pool.query('UPDATE tickets SET user_id = NULL, unread_messages = 0 WHERE id = $1', [firstId]);
    await closeTicketMinutesAgo(firstId, 5);

    published.length = 0;
    await runtime.inbound(connection, textFrom(number, { body: 'voltei' }));
    const afterReopen = await ticketsOf(connection);
    expect(afterReopen).toHaveLength(1);
    expect(afterReopen[0]).toMatchObject({
      id: firstId,
      status: 'pending',
      userId: null,
      unreadMessages: 1,
      lastMessage: 'voltei',
    });
    const logs = await read((tx) =>
      tx.select().from(ticketLogs).where(eq(ticketLogs.ticketId, firstId)).orderBy(asc(ticketLogs.id)),
    );
    expect(logs.map((log) => log.type)).toEqual(['create', 'reopen']);
    const trackings = await read((tx) =>
      tx.select().from(ticketTrackings).where(eq(ticketTrackings.ticketId, firstId)),
    );
    expect(trackings).toHaveLength(2);
    expect(eventsOf(connection.companyId, 'ticket.updated')).toEqual([
      {
        type: 'ticket.updated',
        companyId: connection.companyId,
        ticketId: firstId,
        byMessage: true,
        before: { userId: null, queueId: null, status: 'closed', isGroup: false },
      },
    ]);

    await closeTicketMinutesAgo(firstId, 30);
    await runtime.inbound(connection, textFrom(number, { body: 'muito depois' }));
    const afterWindow = await ticketsOf(connection);
    expect(afterWindow).toHaveLength(2);
    expect(afterWindow[1]).toMatchObject({ status: 'pending', unreadMessages: 1, lastMessage: 'muito depois' });
  });

  it('never reopens when timeCreateNewTicket is 0', async () => {
    const connection = await newConnection({ timeCreateNewTicket: 0 });
    const number = newNumber();
    await runtime.inbound(connection, textFrom(number));
    const [first] = await ticketsOf(connection);
    await closeTicketMinutesAgo(first?.id as number, 0);
    await runtime.inbound(connection, textFrom(number));
    const all = await ticketsOf(connection);
    expect(all.map((ticket) => ticket.status)).toEqual(['closed', 'pending']);
  });

  it('files group messages under the group contact, authored by the participant, as group tickets', async () => {
    const connection = await newConnection();
    const group = `1203630${randomBytes(5).toString('hex')}`;
    const author = newNumber();
    const groupMessage = (body: string, participant: string) =>
      textFrom(group, {
        body,
        chat: { id: group, name: 'Família', isGroup: true },
        participant: { id: participant, name: 'Tia Ana' },
      });
    await runtime.inbound(connection, groupMessage('oi grupo', author));
    await runtime.inbound(connection, groupMessage('oi de novo', newNumber()));

    const groupContact = await contactByNumber(connection.companyId, group);
    const authorContact = await contactByNumber(connection.companyId, author);
    expect(groupContact).toMatchObject({ isGroup: true, name: 'Família' });
    expect(authorContact).toMatchObject({ isGroup: false, name: 'Tia Ana' });
    const all = await ticketsOf(connection);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ status: 'group', isGroup: true, contactId: groupContact?.id, unreadMessages: 2 });
    const [first] = await messagesOf(connection);
    expect(first?.contactId).toBe(authorContact?.id);

    const asTickets = await newConnection({ groupAsTicket: 'enabled' });
    await runtime.inbound(asTickets, groupMessage('oi', author));
    expect(await ticketsOf(asTickets)).toMatchObject([{ status: 'pending', isGroup: true }]);
  });

  it('stores messages sent from the phone itself as fromMe, without unread', async () => {
    const connection = await newConnection();
    const number = newNumber();
    await runtime.inbound(connection, textFrom(number));
    await runtime.inbound(connection, textFrom(number, { fromMe: true, body: 'respondi pelo celular' }));
    const [ticket] = await ticketsOf(connection);
    expect(ticket).toMatchObject({ unreadMessages: 1, lastMessage: 'respondi pelo celular' });
    const stored = await messagesOf(connection);
    expect(stored[1]).toMatchObject({ fromMe: true, ack: 1 });
  });

  it('applies edits, deletes and acks (never lowering an ack), publishing message.updated', async () => {
    const connection = await newConnection();
    const number = newNumber();
    const original = textFrom(number, { body: 'antes' });
    const mine = textFrom(number, { fromMe: true, body: 'meu' });
    await runtime.inbound(connection, original);
    await runtime.inbound(connection, mine);
    published.length = 0;

    await runtime.inbound(connection, { kind: 'edit', externalId: original.externalId, body: 'depois' });
    await runtime.inbound(connection, { kind: 'ack', externalId: mine.externalId, ack: 3 });
    await runtime.inbound(connection, { kind: 'ack', externalId: mine.externalId, ack: 2 });
    await runtime.inbound(connection, { kind: 'delete', externalId: original.externalId });
    await runtime.inbound(connection, { kind: 'delete', externalId: original.externalId });
    await runtime.inbound(connection, { kind: 'ack', externalId: 'UNKNOWN', ack: 3 });

    const [edited, acked] = await messagesOf(connection);
    expect(edited).toMatchObject({ body: 'depois', isEdited: true, isDeleted: true });
    expect(acked?.ack).toBe(3);
    expect(
      eventsOf(connection.companyId).map((event) => [event.type, (event as { messageId: number }).messageId]),
    ).toEqual([
      ['message.updated', edited?.id],
      ['message.updated', acked?.id],
      ['message.updated', edited?.id],
    ]);
  });

  it("refreshes the ticket's preview when its latest message is edited or deleted, publishing ticket.updated", async () => {
    const connection = await newConnection();
    const number = newNumber();
    const older = textFrom(number, { body: 'primeira' });
    const latest = textFrom(number, { body: 'segunda' });
    await runtime.inbound(connection, older);
    await runtime.inbound(connection, latest);
    const [before] = await ticketsOf(connection);
    published.length = 0;
    const preview = async () => (await ticketsOf(connection))[0]?.lastMessage;
    const ticketEvents = () => eventsOf(connection.companyId, 'ticket.updated');

    await runtime.inbound(connection, { kind: 'edit', externalId: older.externalId, body: 'primeira!' });
    expect(await preview()).toBe('segunda');
    expect(ticketEvents()).toEqual([]);

    await runtime.inbound(connection, { kind: 'edit', externalId: latest.externalId, body: 'segunda!' });
    expect(await preview()).toBe('segunda!');
    expect((await ticketsOf(connection))[0]?.updatedAt).toEqual(before?.updatedAt);
    await runtime.inbound(connection, { kind: 'delete', externalId: latest.externalId });
    expect(await preview()).toBe('Essa mensagem foi apagada');
    expect(ticketEvents()).toEqual([
      { type: 'ticket.updated', companyId: connection.companyId, ticketId: before?.id },
      { type: 'ticket.updated', companyId: connection.companyId, ticketId: before?.id },
    ]);
  });

  it('stores a reply on the active ticket with its quoted message, channel time and dataJson, as stored first', async () => {
    const connection = await newConnection();
    const number = newNumber();
    const target = textFrom(number, { body: 'pergunta' });
    await runtime.inbound(connection, target);
    const sentAt = new Date('2024-05-01T15:00:00.123Z');
    const reply = textFrom(number, {
      body: 'resposta',
      quotedExternalId: target.externalId,
      timestamp: sentAt,
      dataJson: { answer: ['sim', 1] },
    });
    await runtime.inbound(connection, reply);
    const [question, answer] = await messagesOf(connection);
    expect(answer).toMatchObject({
      body: 'resposta',
      quotedMsgId: question?.id,
      createdAt: sentAt,
      dataJson: { answer: ['sim', 1] },
      contactId: question?.contactId,
      ticketId: question?.ticketId,
      ack: 0,
    });
    const [ticket] = await ticketsOf(connection);
    expect(ticket).toMatchObject({ unreadMessages: 2, lastMessage: 'resposta' });
    // A reply quoting nothing known, from the phone itself: no quote, no unread.
    await runtime.inbound(connection, textFrom(number, { body: 'eu', fromMe: true, quotedExternalId: 'UNKNOWN' }));
    const [, , mine] = await messagesOf(connection);
    expect(mine).toMatchObject({ quotedMsgId: null, fromMe: true, ack: 1, dataJson: null });
    expect((await ticketsOf(connection))[0]).toMatchObject({ unreadMessages: 2, lastMessage: 'eu' });
  });

  it('stores a reaction as a reactionMessage quoting its target, without unread or preview change', async () => {
    const connection = await newConnection();
    const number = newNumber();
    const target = textFrom(number, { body: 'alvo' });
    await runtime.inbound(connection, target);
    await runtime.inbound(
      connection,
      textFrom(number, { mediaType: 'reactionMessage', body: '👍', quotedExternalId: target.externalId }),
    );
    const [stored, reaction] = await messagesOf(connection);
    expect(reaction).toMatchObject({ mediaType: 'reactionMessage', body: '👍', quotedMsgId: stored?.id });
    expect(await ticketsOf(connection)).toMatchObject([{ unreadMessages: 1, lastMessage: 'alvo' }]);
  });

  it('saves inbound media to storage before the row, and keeps the message when the file is refused', async () => {
    const connection = await newConnection();
    const number = newNumber();
    await runtime.inbound(
      connection,
      textFrom(number, { body: '', mediaType: 'image', media: { data: testMedia.png, mimetype: 'image/png' } }),
    );
    await runtime.inbound(
      connection,
      textFrom(number, {
        body: 'virus.exe',
        mediaType: 'application',
        media: { data: testMedia.exe, mimetype: 'application/x-msdownload' },
      }),
    );
    const [image, refused] = await messagesOf(connection);
    expect(image?.mediaUrl).toMatch(/^[0-9a-f]{32}\.png$/);
    await expect(
      stat(path.join(ctx.storage.root, String(connection.companyId), image?.mediaUrl as string)),
    ).resolves.toBeTruthy();
    expect(refused).toMatchObject({ mediaUrl: null, body: 'virus.exe' });
    expect(await ticketsOf(connection)).toMatchObject([{ lastMessage: 'virus.exe', unreadMessages: 2 }]);
  });

  it('fills a placeholder name from the channel but keeps a name someone gave the contact', async () => {
    const connection = await newConnection();
    const named = await createContact(ctx.db, connection.companyId, { channel: 'whatsapp', name: 'Cliente VIP' });
    const unnamed = await createContact(ctx.db, connection.companyId, { channel: 'whatsapp', number: newNumber() });
    await ctx.db.pool.query('UPDATE contacts SET name = number WHERE id = $1', [unnamed.id]);
    await runtime.inbound(
      connection,
      textFrom(named.number, {
        chat: { id: named.number, name: 'Push Name', isGroup: false, urlPicture: 'https://pic/2' },
      }),
    );
    await runtime.inbound(
      connection,
      textFrom(unnamed.number, { chat: { id: unnamed.number, name: 'Pedro', isGroup: false } }),
    );
    expect(await contactByNumber(connection.companyId, named.number)).toMatchObject({
      name: 'Cliente VIP',
      urlPicture: 'https://pic/2',
    });
    expect(await contactByNumber(connection.companyId, unnamed.number)).toMatchObject({ name: 'Pedro' });
  });

  it('writes only in the connection’s company', async () => {
    const connection = await newConnection();
    const other = await newConnection();
    const number = newNumber();
    const foreignContact = await createContact(ctx.db, other.companyId, { channel: 'whatsapp', number, name: 'Outro' });
    const foreignTicket = await createTicket(ctx.db, other.companyId, {
      contactId: foreignContact.id,
      whatsappId: other.id,
      channel: 'whatsapp',
    });
    const foreignMessage = textFrom(number, { body: 'da outra empresa' });
    await runtime.inbound(other, foreignMessage);

    await runtime.inbound(connection, textFrom(number, { quotedExternalId: foreignMessage.externalId }));
    await runtime.inbound(connection, { kind: 'edit', externalId: foreignMessage.externalId, body: 'hacked' });

    const mine = await contactByNumber(connection.companyId, number);
    expect(mine?.id).not.toBe(foreignContact.id);
    const [message] = await messagesOf(connection);
    expect(message).toMatchObject({ companyId: connection.companyId, contactId: mine?.id, quotedMsgId: null });
    expect(await ticketsOf(connection)).toMatchObject([{ companyId: connection.companyId, contactId: mine?.id }]);
    expect(await contactByNumber(other.companyId, number)).toMatchObject({ name: 'Outro' });
    expect(await ticketsOf(other)).toMatchObject([{ id: foreignTicket.id, unreadMessages: 1 }]);
    expect(await messagesOf(other)).toMatchObject([{ body: 'da outra empresa', isEdited: false }]);

    // A connection row claiming another company writes nothing anywhere.
    const forged = { ...other, companyId: connection.companyId };
    const stranger = newNumber();
    await expect(runtime.inbound(forged, textFrom(stranger))).rejects.toMatchObject({ code: 'ERR_NO_WAPP_FOUND' });
    expect(await contactByNumber(connection.companyId, stranger)).toBeUndefined();
    expect(await messagesOf(other)).toHaveLength(1);
    expect(await ticketsOf(other)).toHaveLength(1);
  });

  it('runs automation stages in order for contact messages only; handled stops the chain', async () => {
    const connection = await newConnection();
    const number = newNumber();
    const calls: string[] = [];
    runtime.addAutomationStage(async (context) => {
      if (context.connection.id !== connection.id) return;
      calls.push(`first:${context.message.body}:${context.ticketOpened}:${context.ticket.unreadMessages}`);
      // The rows come back from the insert-and-update statement decoded like any other read.
      expect(context.message.createdAt).toBeInstanceOf(Date);
      expect(context.ticket.updatedAt).toBeInstanceOf(Date);
      expect(context.ticket.lastMessage).toBe(context.message.body);
      return context.message.body === 'stop' ? 'handled' : undefined;
    });
    runtime.addAutomationStage(async (context) => {
      if (context.connection.id !== connection.id) return;
      calls.push(`second:${context.message.body}`);
      if (context.message.body === 'boom') throw new Error('bot down');
    });
    await runtime.inbound(connection, textFrom(number, { body: 'oi' }));
    await runtime.inbound(connection, textFrom(number, { body: 'stop' }));
    await runtime.inbound(connection, textFrom(number, { body: 'pelo celular', fromMe: true }));
    // History import: stored, but not answered by automation.
    await runtime.inbound(connection, { ...textFrom(number, { body: 'antiga' }), imported: true });
    await expect(runtime.inbound(connection, textFrom(number, { body: 'boom' }))).resolves.toBeUndefined();
    expect(calls).toEqual(['first:oi:created:1', 'second:oi', 'first:stop:null:2', 'first:boom:null:4', 'second:boom']);
    expect(await messagesOf(connection)).toHaveLength(5);
  });

  it('stores session status changes once and announces them', async () => {
    const connection = await newConnection({ status: 'DISCONNECTED' });
    const announced: number[] = [];
    const unsubscribe = ctx.events.subscribe(
      'connection.session-updated',
      (event) => void announced.push(event.connectionId),
    );
    await runtime.status(connection, 'qrcode', 'QR-DATA');
    await runtime.status(connection, 'qrcode', 'QR-DATA');
    await runtime.status(connection, 'CONNECTED');
    // The account's number, once the driver knows it, is a change too.
    await runtime.status(connection, 'CONNECTED', undefined, '5511900000000');
    await runtime.status(connection, 'CONNECTED', undefined, '5511900000000');
    unsubscribe();
    const { rows } = await ctx.db.pool.query('SELECT status, qrcode, number FROM whatsapps WHERE id = $1', [
      connection.id,
    ]);
    expect(rows[0]).toEqual({ status: 'CONNECTED', qrcode: '', number: '5511900000000' });
    expect(announced).toEqual([connection.id, connection.id, connection.id]);
  });
});
