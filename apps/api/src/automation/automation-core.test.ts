import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { automationInbox, contacts, messages, ticketAutomation, tickets } from '../db/schema';
import { createLogger } from '../platform/logger/logger';
import { Automation } from './automation';
import { automationDesk } from './automation.test-support';
import type { BotStage } from './bot-turn';

/** A stage that answers every message with an echo and counts its turns in the state. */
const echo: BotStage = async (turn) => {
  if (turn.message.body === 'falhe') throw new Error('a failing turn');
  await turn.send({ body: `eco: ${turn.message.body}` });
  turn.setState({ attempts: turn.state.attempts + 1 });
  return 'handled';
};

describe('automation runtime', () => {
  let ctx: TestContext;
  let desk: Awaited<ReturnType<typeof automationDesk>>;
  /** A second automation over the same database: another process's. */
  let other: Automation;

  beforeAll(async () => {
    ctx = await createTestContext({}, { automationStages: [echo] });
    desk = await automationDesk(ctx);
    other = new Automation({
      db: ctx.db,
      events: ctx.events,
      logger: createLogger('silent'),
      outbound: ctx.channels.outbound,
      stages: [echo],
    });
  });
  afterAll(() => ctx.close());

  /** The message back in the automation inbox, as if no turn had taken it. */
  const putBack = (message: { id: number; ticketId: number }) =>
    ctx.db.system.transaction((tx) =>
      tx
        .insert(automationInbox)
        .values({ companyId: desk.companyId, messageId: message.id, ticketId: message.ticketId }),
    );

  it('answers a customer as the bot, through the outbound path, and empties the inbox', async () => {
    const message = await desk.write('5511900000001', 'olá');
    const conversation = await desk.conversation(message.ticketId);
    expect(conversation.map((row) => [row.body, row.fromMe, row.fromBot, row.userId])).toEqual([
      ['olá', false, false, null],
      ['eco: olá', true, true, null],
    ]);
    expect(await desk.state(message.ticketId)).toMatchObject({ lastMessageId: message.id, attempts: 1 });
    expect(await desk.inbox()).toEqual([]);
  });

  it('shows the bot message in the conversation the attendants read, marked fromBot', async () => {
    const message = await desk.write('5511900000002', 'preço?');
    const { uuid } = await desk.ticket(message.ticketId);
    const response = await desk.asAdmin({ method: 'GET', url: `/api/messages/${uuid}` });
    const listed = (response.json() as { messages: { body: string; fromBot: boolean }[] }).messages;
    expect(listed.map(({ body, fromBot }) => ({ body, fromBot }))).toEqual([
      { body: 'preço?', fromBot: false },
      { body: 'eco: preço?', fromBot: true },
    ]);
  });

  it('answers a message delivered twice once', async () => {
    const first = await desk.write('5511900000003', 'duas vezes', { id: 'TWICE-1' });
    await desk.write('5511900000003', 'duas vezes', { id: 'TWICE-1' }).catch(() => null);
    expect(await desk.botTexts(first.ticketId)).toEqual(['eco: duas vezes']);
  });

  it('lets one of two processes answer a message both were told about', async () => {
    const message = await desk.write('5511900000004', 'primeira');
    // Put the message back in the inbox as if no turn had run, then race two automations on it.
    await putBack(message);
    await ctx.db.system.transaction((tx) =>
      tx.update(ticketAutomation).set({ lastMessageId: null }).where(eq(ticketAutomation.ticketId, message.ticketId)),
    );
    const outcomes = await Promise.all([
      ctx.channels.automation.handle(desk.companyId, message.id),
      other.handle(desk.companyId, message.id),
    ]);
    expect(outcomes.sort()).toEqual(['handled', 'taken']);
    expect(await desk.botTexts(message.ticketId)).toEqual(['eco: primeira', 'eco: primeira']);
  });

  it('keeps a failed turn in the inbox and answers it once on recovery', async () => {
    const message = await desk.write('5511900000005', 'falhe');
    expect(await desk.botTexts(message.ticketId)).toEqual([]);
    expect((await desk.inbox()).map((row) => row.messageId)).toEqual([message.id]);
    const retrying = new Automation({
      db: ctx.db,
      events: ctx.events,
      logger: createLogger('silent'),
      outbound: ctx.channels.outbound,
      stages: [async (turn) => turn.send({ body: `recuperada: ${turn.message.body}` })],
    });
    expect(await retrying.recover(0)).toBe(1);
    expect(await retrying.recover(0)).toBe(0);
    expect(await desk.botTexts(message.ticketId)).toEqual(['recuperada: falhe']);
    expect(await desk.inbox()).toEqual([]);
  });

  it('leaves young inbox rows to the immediate turn', async () => {
    const message = await desk.write('5511900000006', 'falhe');
    expect(await other.recover(60)).toBe(0);
    expect((await desk.inbox()).map((row) => row.messageId)).toEqual([message.id]);
    await ctx.db.system.transaction((tx) =>
      tx.delete(automationInbox).where(eq(automationInbox.messageId, message.id)),
    );
  });

  it('skips a message older than the last one the bot handled', async () => {
    const older = await desk.write('5511900000007', 'antiga');
    const newer = await desk.write('5511900000007', 'nova');
    await putBack(older);
    expect(await other.handle(desk.companyId, older.id)).toBe('handled');
    expect(await desk.botTexts(newer.ticketId)).toEqual(['eco: antiga', 'eco: nova']);
    expect(await desk.state(newer.ticketId)).toMatchObject({ lastMessageId: newer.id });
  });

  it('stays silent for a contact with the bot turned off', async () => {
    const first = await desk.write('5511900000008', 'oi');
    const { contactId } = await desk.ticket(first.ticketId);
    await ctx.db.system.transaction((tx) =>
      tx.update(contacts).set({ disableBot: true }).where(eq(contacts.id, contactId)),
    );
    await desk.write('5511900000008', 'de novo');
    expect(await desk.botTexts(first.ticketId)).toEqual(['eco: oi']);
    expect(await desk.inbox()).toEqual([]);
  });

  it('stops once an attendant accepted the ticket', async () => {
    const first = await desk.write('5511900000009', 'oi');
    await ctx.db.system.transaction((tx) =>
      tx
        .update(tickets)
        .set({ status: 'open', userId: desk.admin.id })
        .where(and(eq(tickets.companyId, desk.companyId), eq(tickets.id, first.ticketId))),
    );
    await desk.write('5511900000009', 'ainda aí?');
    expect(await desk.botTexts(first.ticketId)).toEqual(['eco: oi']);
  });

  it('answers exactly once after the process died by SIGKILL in the middle of a turn', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'test/fixtures/automation-crash.ts',
        ctx.url,
        String(desk.phone.id),
        'KILLED-1',
        'ainda está aí?',
        ctx.dataDir,
      ],
      { cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const [, signal] = (await once(child, 'exit')) as [number | null, string | null];
    expect(signal).toBe('SIGKILL');
    const [stored] = await ctx.db.system.transaction((tx) =>
      tx
        .select()
        .from(messages)
        .where(and(eq(messages.whatsappId, desk.phone.id), eq(messages.externalId, 'KILLED-1'))),
    );
    if (!stored) throw new Error('the customer message was not stored before the crash');
    // The turn's transaction died with the process: no bot message, the message still waits.
    expect(await desk.botTexts(stored.ticketId)).toEqual([]);
    expect((await desk.inbox()).map((row) => row.messageId)).toEqual([stored.id]);
    expect(await ctx.channels.automation.recover(0)).toBe(1);
    expect(await other.recover(0)).toBe(0);
    expect(await desk.botTexts(stored.ticketId)).toEqual(['eco: ainda está aí?']);
  }, 60_000);

  it('never looks at group chats', async () => {
    const response = await desk.asAdmin({
      method: 'POST',
      url: `/api/sandbox/${desk.phone.id}/inbound`,
      payload: {
        from: '5511900000010',
        name: 'Alguém',
        body: 'no grupo',
        group: { id: '120363000000000001', name: 'Grupo' },
      },
    });
    expect(response.statusCode).toBe(202);
    expect(await desk.inbox()).toEqual([]);
  });
});
