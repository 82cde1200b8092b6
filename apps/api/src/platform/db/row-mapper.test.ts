import * as drizzleOrm from 'drizzle-orm';
import { Column, is, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { connections, contacts, messages, queues, tickets, users } from '../../db/schema';
import { compileRowMapper, type OrderedField } from './row-mapper';

const db = drizzle.mock({ schema, casing: 'snake_case' });
/** drizzle's own row mapping: exported at run time, left out of its type declarations. */
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow(fields: OrderedField[], row: unknown[], joinsNotNullableMap?: Record<string, boolean>): unknown;
};

interface Prepared {
  fields: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
}

/** A driver value of the column's kind (what pg hands drizzle), or anything for a raw SQL field. */
function driverValue(field: unknown, seed: number): unknown {
  if (!is(field, Column)) return seed % 2 === 0 ? `text ${seed}` : seed;
  switch (field.dataType) {
    case 'date':
      return `2026-11-${10 + (seed % 18)} 10:${10 + (seed % 50)}:00+00`;
    case 'json':
      return `{"step":${seed},"list":[1,2]}`;
    case 'number':
      return seed;
    case 'boolean':
      return seed % 2 === 0;
    default:
      return `value ${seed}`;
  }
}

/** Rows with nulls in every pattern that matters: all null, first column null, a column here and there. */
function rowsFor(fields: OrderedField[], count: number): unknown[][] {
  let seed = 1;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  return Array.from({ length: count }, (_, row) =>
    fields.map(({ field }, index) => {
      if (row === 0) return null;
      if (row === 1 && index % 7 === 0) return null;
      return next() % 4 === 0 ? null : driverValue(field, next());
    }),
  );
}

function expectSameAsDrizzle(query: Prepared) {
  const rows = rowsFor(query.fields, 400);
  const expected = rows.map((row) => mapResultRow(query.fields, row, query.joinsNotNullableMap));
  expect(compileRowMapper(query.fields, query.joinsNotNullableMap)(rows)).toEqual(expected);
}

describe('compileRowMapper', () => {
  it('maps a plain table select like drizzle (dates, json, numbers, booleans, nulls)', () => {
    expectSameAsDrizzle(db.select().from(messages).prepare('m') as unknown as Prepared);
  });

  it('maps left joins like drizzle, nulling a joined table whose first column is null', () => {
    const query = db
      .select()
      .from(tickets)
      .leftJoin(contacts, sql`true`)
      .leftJoin(queues, sql`true`)
      .leftJoin(users, sql`true`)
      .prepare('joined') as unknown as Prepared;
    expect(query.joinsNotNullableMap).toEqual({ tickets: true, contacts: false, queues: false, users: false });
    expectSameAsDrizzle(query);
  });

  it('maps inner joins, nested selections and raw SQL fields like drizzle', () => {
    const query = db
      .select({
        id: tickets.id,
        contact: { id: contacts.id, name: contacts.name, when: contacts.createdAt },
        connection: connections,
        count: sql<number>`count(*)`.mapWith(Number),
        raw: sql<string>`'x'`,
      })
      .from(tickets)
      .innerJoin(contacts, sql`true`)
      .leftJoin(connections, sql`true`)
      .prepare('nested') as unknown as Prepared;
    expectSameAsDrizzle(query);
  });

  it('keeps an object whose columns come from several tables, as drizzle does, even when its first is null', () => {
    const query = db
      .select({ id: tickets.id, mixed: { contactId: contacts.id, queueName: queues.name } })
      .from(tickets)
      .leftJoin(contacts, sql`true`)
      .leftJoin(queues, sql`true`)
      .prepare('mixed') as unknown as Prepared;
    expectSameAsDrizzle(query);
    const [row] = compileRowMapper(query.fields, query.joinsNotNullableMap)([[1, null, 'Vendas']]);
    expect(row).toEqual({ id: 1, mixed: { contactId: null, queueName: 'Vendas' } });
  });

  it('maps insert and update returning rows like drizzle', () => {
    expectSameAsDrizzle(
      db
        .insert(tickets)
        .values({ companyId: 1, contactId: 1, whatsappId: 1, channel: 'sandbox' })
        .returning()
        .prepare('ins') as unknown as Prepared,
    );
    expectSameAsDrizzle(
      db
        .update(contacts)
        .set({ name: 'x' })
        .returning({ id: contacts.id, at: contacts.updatedAt })
        .prepare('upd') as unknown as Prepared,
    );
  });

  it('gives a value of each row its own objects (no sharing between rows)', () => {
    const query = db.select().from(tickets).leftJoin(contacts, sql`true`).prepare('own') as unknown as Prepared;
    const [first, second] = compileRowMapper(
      query.fields,
      query.joinsNotNullableMap,
    )(rowsFor(query.fields, 4).slice(2));
    expect(first).not.toBe(second);
    expect((first as { tickets: unknown }).tickets).not.toBe((second as { tickets: unknown }).tickets);
  });
});
