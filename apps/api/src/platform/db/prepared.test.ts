import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { flatten } from './prepared';

const dialect = new PgDialect({ casing: 'snake_case' });

describe('flatten', () => {
  it('gives the text and values drizzle gives, for text, nesting, raw text and plain values', () => {
    const lane = (queue: number) => sql`t.queue_id = ${queue} and t.status = ${'pending'} and not ${false}`;
    const lanes = [1, 2, 3].map((queue) => sql`(select t.id from tickets t where ${lane(queue)} limit ${41})`);
    const query = sql`select id from (${sql.join(lanes, sql` union all `)}) l order by id ${sql.raw('desc')} limit ${41}`;
    const built = dialect.sqlToQuery(query);
    expect(flatten(query)).toEqual({ text: built.sql, params: built.params });
    expect(flatten(query)?.params).toEqual([
      1,
      'pending',
      false,
      41,
      2,
      'pending',
      false,
      41,
      3,
      'pending',
      false,
      41,
      41,
    ]);
  });

  it('leaves to drizzle what it cannot write alone (columns, tables, lists, inlined values, nulls)', () => {
    expect(flatten(sql`select ${users.id} from ${users}`)).toBeNull();
    expect(flatten(sql`select 1 where 2 in ${[1, 2]}`)).toBeNull();
    expect(flatten(sql`select ${null}`)).toBeNull();
    expect(flatten(sql`select ${'x'}`.inlineParams())).toBeNull();
  });
});
