import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import {
  companies,
  connections,
  contacts,
  contactTags,
  helps,
  invoices,
  messages,
  plans,
  queues,
  tags,
  tickets,
  userQueues,
  users,
} from '../src/db/schema';
import { issueRefreshToken } from '../src/modules/auth/session-tokens';
import type { TokenService } from '../src/platform/auth/tokens';
import type { Database } from '../src/platform/db/database';

const unique = () => randomBytes(4).toString('hex');

// A real argon2id hash of 'password123', precomputed so factories stay fast.
export const factoryPassword = 'password123';
const factoryPasswordHash =
  '$argon2id$v=19$m=65536,p=4,t=3$cFAV7oozq+RRuPqck47a3g$bcK1KrcpNzvdwABRh7vGyvuhg1tlD4hlimPhsE02Qmg';

export async function createPlan(db: Database, overrides: Partial<typeof plans.$inferInsert> = {}) {
  return db.system.transaction(async (tx) => {
    const [plan] = await tx
      .insert(plans)
      .values({ name: `Plan ${unique()}`, ...overrides })
      .returning();
    return plan as typeof plans.$inferSelect;
  });
}

export async function createCompany(db: Database, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const plan = overrides.planId ? null : await createPlan(db);
  return db.system.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: `Company ${unique()}`,
        email: `company-${unique()}@example.com`,
        planId: plan?.id,
        dueDate: new Date(Date.now() + 30 * 86_400_000),
        ...overrides,
      })
      .returning();
    return company as typeof companies.$inferSelect;
  });
}

export async function createUser(db: Database, companyId: number, overrides: Partial<typeof users.$inferInsert> = {}) {
  return db.system.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        companyId,
        name: `User ${unique()}`,
        email: `user-${unique()}@example.com`,
        passwordHash: factoryPasswordHash,
        ...overrides,
      })
      .returning();
    return user as typeof users.$inferSelect;
  });
}

export async function createQueue(
  db: Database,
  companyId: number,
  overrides: Partial<typeof queues.$inferInsert> = {},
) {
  return db.system.transaction(async (tx) => {
    const [queue] = await tx
      .insert(queues)
      .values({ companyId, name: `Queue ${unique()}`, color: `#${unique().slice(0, 6)}`, ...overrides })
      .returning();
    return queue as typeof queues.$inferSelect;
  });
}

/** Links a user to the queues they attend (the users module sets these from queueIds). */
export async function linkUserQueues(db: Database, companyId: number, userId: number, queueIds: number[]) {
  await db.system.transaction((tx) =>
    tx.insert(userQueues).values(queueIds.map((queueId) => ({ companyId, userId, queueId }))),
  );
}

export async function createInvoice(
  db: Database,
  companyId: number,
  overrides: Partial<typeof invoices.$inferInsert> = {},
) {
  return db.system.transaction(async (tx) => {
    const [invoice] = await tx
      .insert(invoices)
      .values({
        companyId,
        detail: `Invoice ${unique()}`,
        value: '149.00',
        dueDate: new Date(Date.now() + 10 * 86_400_000),
        ...overrides,
      })
      .returning();
    return invoice as typeof invoices.$inferSelect;
  });
}

export async function createHelp(db: Database, overrides: Partial<typeof helps.$inferInsert> = {}) {
  return db.system.transaction(async (tx) => {
    const [help] = await tx
      .insert(helps)
      .values({ title: `Help ${unique()}`, description: 'How to', video: 'dQw4w9WgXcQ', ...overrides })
      .returning();
    return help as typeof helps.$inferSelect;
  });
}

export async function createContact(
  db: Database,
  companyId: number,
  overrides: Partial<typeof contacts.$inferInsert> = {},
) {
  return db.system.transaction(async (tx) => {
    const [contact] = await tx
      .insert(contacts)
      .values({
        companyId,
        name: `Contact ${unique()}`,
        number: `55119${String(Number.parseInt(unique(), 16)).padStart(8, '0').slice(0, 8)}`,
        ...overrides,
      })
      .returning();
    return contact as typeof contacts.$inferSelect;
  });
}

export async function createTag(db: Database, companyId: number, overrides: Partial<typeof tags.$inferInsert> = {}) {
  return db.system.transaction(async (tx) => {
    const [tag] = await tx
      .insert(tags)
      .values({ companyId, name: `Tag ${unique()}`, color: '#112233', ...overrides })
      .returning();
    return tag as typeof tags.$inferSelect;
  });
}

export async function tagContact(db: Database, companyId: number, contactId: number, tagIds: number[]) {
  await db.system.transaction((tx) =>
    tx.insert(contactTags).values(tagIds.map((tagId) => ({ companyId, contactId, tagId }))),
  );
}

/** Tests mint tokens directly; the login flow that issues them belongs to the access module. */
export async function createConnection(
  db: Database,
  companyId: number,
  overrides: Partial<typeof connections.$inferInsert> = {},
) {
  return db.system.transaction(async (tx) => {
    const [connection] = await tx
      .insert(connections)
      .values({ companyId, name: `Phone ${unique()}`, channel: 'sandbox', status: 'CONNECTED', ...overrides })
      .returning();
    return connection as typeof connections.$inferSelect;
  });
}

/** A ticket row as stored; with no contact or connection given, fresh ones are made. */
export async function createTicket(
  db: Database,
  companyId: number,
  overrides: Partial<typeof tickets.$inferInsert> = {},
) {
  const contactId = overrides.contactId ?? (await createContact(db, companyId, { channel: 'sandbox' })).id;
  const whatsappId = overrides.whatsappId ?? (await createConnection(db, companyId)).id;
  return db.system.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(tickets)
      .values({ companyId, channel: 'sandbox', status: 'pending', ...overrides, contactId, whatsappId })
      .returning();
    return ticket as typeof tickets.$inferSelect;
  });
}

export async function createMessage(
  db: Database,
  ticket: Pick<typeof tickets.$inferSelect, 'id' | 'companyId' | 'whatsappId' | 'contactId'>,
  overrides: Partial<typeof messages.$inferInsert> = {},
) {
  return db.system.transaction(async (tx) => {
    const [message] = await tx
      .insert(messages)
      .values({
        companyId: ticket.companyId,
        ticketId: ticket.id,
        whatsappId: ticket.whatsappId,
        contactId: ticket.contactId,
        body: `Message ${unique()}`,
        ack: 1,
        ...overrides,
      })
      .returning();
    return message as typeof messages.$inferSelect;
  });
}

/** An access token for `user` in session `sessionId` (by default a fresh one no database knows). */
export function mintToken(
  tokens: TokenService,
  user: typeof users.$inferSelect,
  ttlSeconds?: number,
  sessionId: string = randomUUID(),
) {
  return tokens.signAccess(
    { userId: user.id, companyId: user.companyId, profile: user.profile, isSuper: user.isSuper, sessionId },
    ttlSeconds,
  );
}

/** Opens a login session for `user` as a login would (a live refresh_sessions row); answers its id. */
export async function openSession(db: Database, user: typeof users.$inferSelect): Promise<string> {
  const sessionId = randomUUID();
  await db.system.transaction((tx) => issueRefreshToken(tx, { companyId: user.companyId, userId: user.id, sessionId }));
  return sessionId;
}

/** A token of a session the app's session check accepts: what a login would hand out. */
export async function sessionToken(ctx: { db: Database; tokens: TokenService }, user: typeof users.$inferSelect) {
  return mintToken(ctx.tokens, user, undefined, await openSession(ctx.db, user));
}

/**
 * Signs exactly `payload` (HS256, nothing added: no `exp` unless given), as someone holding the
 * real access secret could, to test what the API refuses beyond the signature.
 */
export function signRawToken(secret: string, payload: Record<string, unknown>) {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
}
