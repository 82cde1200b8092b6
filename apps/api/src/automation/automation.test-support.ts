import { and, asc, eq } from 'drizzle-orm';
import { companyWithStaff } from '../../test/clients';
import { createConnection } from '../../test/factories';
import type { TestContext } from '../../test/harness';
import { automationInbox, contacts, messages, ticketAutomation, tickets } from '../db/schema';
import { createLogger } from '../platform/logger/logger';
import { Automation } from './automation';
import type { BotStage } from './bot-turn';

/**
 * A company with staff and a sandbox phone, and what automation tests ask of it: a customer
 * writes (through the sandbox route, as a phone would deliver), the conversation as stored.
 */
export async function automationDesk(ctx: TestContext, connection: Parameters<typeof createConnection>[2] = {}) {
  const staff = await companyWithStaff(ctx);
  const phone = await createConnection(ctx.db, staff.company.id, { name: 'Bot phone', isDefault: true, ...connection });
  const companyId = staff.company.id;
  const read = <T>(work: Parameters<typeof ctx.db.system.transaction<T>>[0]) => ctx.db.system.transaction(work);

  /** The customer `from` writes `body`; answers the stored message (null for a repeat). */
  async function write(from: string, body: string, options: { id?: string; name?: string } = {}) {
    const response = await staff.asAdmin({
      method: 'POST',
      url: `/api/sandbox/${phone.id}/inbound`,
      payload: {
        from,
        body,
        name: options.name ?? `Cliente ${from.slice(-4)}`,
        ...(options.id ? { id: options.id } : {}),
      },
    });
    if (response.statusCode !== 202)
      throw new Error(`sandbox inbound answered ${response.statusCode}: ${response.body}`);
    const { externalId } = response.json() as { externalId: string };
    const [message] = await read((tx) =>
      tx
        .select()
        .from(messages)
        .where(and(eq(messages.whatsappId, phone.id), eq(messages.externalId, externalId))),
    );
    if (!message) throw new Error(`message ${externalId} was not stored`);
    return message;
  }

  /** The ticket's messages in order (the bot's are fromBot). */
  const conversation = (ticketId: number) =>
    read((tx) =>
      tx
        .select()
        .from(messages)
        .where(and(eq(messages.companyId, companyId), eq(messages.ticketId, ticketId)))
        .orderBy(asc(messages.id)),
    );
  const botTexts = async (ticketId: number) =>
    (await conversation(ticketId)).filter((message) => message.fromBot).map((message) => message.body);
  const ticket = async (ticketId: number) => {
    const [row] = await read((tx) => tx.select().from(tickets).where(eq(tickets.id, ticketId)));
    if (!row) throw new Error(`ticket ${ticketId} is gone`);
    return row;
  };
  const state = async (ticketId: number) =>
    (await read((tx) => tx.select().from(ticketAutomation).where(eq(ticketAutomation.ticketId, ticketId))))[0] ?? null;
  const inbox = () => read((tx) => tx.select().from(automationInbox).where(eq(automationInbox.companyId, companyId)));
  const contact = async (contactId: number) =>
    (await read((tx) => tx.select().from(contacts).where(eq(contacts.id, contactId))))[0];

  /** The message back in the automation inbox, as if no turn had taken it. */
  const putBack = (message: { id: number; ticketId: number }) =>
    read((tx) => tx.insert(automationInbox).values({ companyId, messageId: message.id, ticketId: message.ticketId }));

  return { ...staff, companyId, phone, write, conversation, botTexts, ticket, state, inbox, contact, putBack };
}

/** A second automation over the test's database, with the product's stages unless given: another process's. */
export const secondAutomation = (ctx: TestContext, stages?: readonly BotStage[]) =>
  new Automation({
    db: ctx.db,
    events: ctx.events,
    logger: createLogger('silent'),
    outbound: ctx.channels.outbound,
    jobs: ctx.jobs,
    ...(stages ? { stages } : {}),
  });
