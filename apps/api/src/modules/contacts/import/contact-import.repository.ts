import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { connections, contacts, contactTags, tags } from '../../../db/schema';
import type { Tx } from '../../../platform/db/database';

/** Writes of the contact import and reads of the export. Every call runs in the caller's tenant transaction. */

const phoneImportChunk = 500;

export interface ImportedContact {
  name: string;
  /** Digits, already checked against the 8-50 rule. */
  number: string;
  /** Empty keeps the stored e-mail of an existing contact. */
  email: string;
}

/**
 * Creates the WhatsApp contact or, when the company already has one with this number, renames it
 * (and sets its e-mail when one was given). One statement on the (company, channel, number)
 * unique index, so a concurrent create of the same number updates instead of failing.
 * `created` is PostgreSQL's own word: a row inserted now has no previous version (xmax = 0).
 */
export async function upsertImportedContact(
  tx: Tx,
  companyId: number,
  contact: ImportedContact,
): Promise<{ id: number; created: boolean }> {
  const [row] = await tx
    .insert(contacts)
    .values({ companyId, channel: 'whatsapp', ...contact })
    .onConflictDoUpdate({
      target: [contacts.companyId, contacts.channel, contacts.number],
      set: {
        name: sql`excluded.name`,
        email: sql`case when excluded.email = '' then ${contacts.email} else excluded.email end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: contacts.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('contact upsert returned no row');
  return row;
}

/**
 * The company's contact tags (kanban 0) named `names`, by lower-cased name, creating the missing
 * ones with `colorOf()`; the (company, lower(name), kanban) index settles concurrent creates.
 */
export async function contactTagIdsByName(
  tx: Tx,
  companyId: number,
  names: readonly string[],
  colorOf: () => string,
): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  await tx
    .insert(tags)
    .values(names.map((name) => ({ companyId, name, color: colorOf(), kanban: 0 })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: tags.id, key: sql<string>`lower(${tags.name})` })
    .from(tags)
    .where(
      and(
        eq(tags.companyId, companyId),
        eq(tags.kanban, 0),
        inArray(
          sql`lower(${tags.name})`,
          names.map((name) => name.toLowerCase()),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** Adds tag links the contact lacks; links it already has stay (an import never removes tags). */
export async function addContactTags(tx: Tx, companyId: number, contactId: number, tagIds: readonly number[]) {
  if (tagIds.length === 0) return;
  await tx
    .insert(contactTags)
    .values([...new Set(tagIds)].map((tagId) => ({ companyId, contactId, tagId })))
    .onConflictDoNothing();
}

/** Runs `work` inside a savepoint: a failing row is rolled back alone and the batch goes on. */
export async function inSavepoint<T>(tx: Tx, work: () => Promise<T>): Promise<T> {
  await tx.execute(sql`savepoint contact_import_row`);
  try {
    const result = await work();
    await tx.execute(sql`release savepoint contact_import_row`);
    return result;
  } catch (error) {
    await tx.execute(sql`rollback to savepoint contact_import_row`);
    throw error;
  }
}

export type ExportedContactRow = Pick<typeof contacts.$inferSelect, 'id' | 'name' | 'number' | 'email' | 'isGroup'>;

/** The export's next page after `afterId`, by id: keyset pages stay cheap however far the export has gone. */
export async function findContactsAfter(
  tx: Tx,
  companyId: number,
  afterId: number,
  pageSize: number,
): Promise<ExportedContactRow[]> {
  return tx
    .select({
      id: contacts.id,
      name: contacts.name,
      number: contacts.number,
      email: contacts.email,
      isGroup: contacts.isGroup,
    })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), gt(contacts.id, afterId)))
    .orderBy(asc(contacts.id))
    .limit(pageSize);
}

/**
 * The connection a phone import reads: the one named; else the company's WhatsApp Web connection
 * (the default one first), else its default connection (whose channel may have no phone book).
 */
export async function findImportConnection(tx: Tx, companyId: number, whatsappId: number | undefined) {
  const isWhatsappWeb = eq(connections.channel, 'whatsapp');
  const [row] = await tx
    .select()
    .from(connections)
    .where(
      and(
        eq(connections.companyId, companyId),
        whatsappId === undefined ? or(isWhatsappWeb, eq(connections.isDefault, true)) : eq(connections.id, whatsappId),
      ),
    )
    .orderBy(desc(isWhatsappWeb), desc(connections.isDefault), asc(connections.id))
    .limit(1);
  return row ?? null;
}

/**
 * The people of a phone book as WhatsApp contacts of the company, in one statement per 500 on the
 * (company, channel, number) unique index: a new number is created (named by the phone, else by
 * its number, as a contact who writes first is); a known one keeps its name unless that is empty
 * or only the number. Answers how many were created and how many already existed.
 */
export async function upsertPhoneContacts(
  tx: Tx,
  companyId: number,
  people: readonly { number: string; name: string }[],
): Promise<{ created: number; updated: number }> {
  const counts = { created: 0, updated: 0 };
  for (let start = 0; start < people.length; start += phoneImportChunk) {
    const rows = await tx
      .insert(contacts)
      .values(
        people.slice(start, start + phoneImportChunk).map(({ number, name }) => ({
          companyId,
          channel: 'whatsapp' as const,
          number,
          name: name || number,
        })),
      )
      .onConflictDoUpdate({
        target: [contacts.companyId, contacts.channel, contacts.number],
        set: {
          name: sql`case when ${contacts.name} in ('', ${contacts.number}) then excluded.name else ${contacts.name} end`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ created: sql<boolean>`(xmax = 0)` });
    for (const row of rows) counts[row.created ? 'created' : 'updated'] += 1;
  }
  return counts;
}
