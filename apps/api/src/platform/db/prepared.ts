import { createHash } from 'node:crypto';
import { SQL, StringChunk, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from './database';
import { compileRowMapper, type OrderedField } from './row-mapper';

/** What drizzle's query builders answer to `.prepare(name)`. */
interface Preparable<P> {
  prepare(name: string): P;
}

const preparedOf = new WeakMap<Tx, Map<string, unknown>>();

/** A named value of a prepared statement, filled at `execute` (drizzle's `sql.placeholder`). */
export const param = (name: string) => sql.placeholder(name);

/**
 * A hot statement built once per pooled connection and run as a server-side prepared statement:
 * drizzle builds its SQL only the first time (building walks every column: it was the largest
 * share of a request's CPU) and PostgreSQL plans it once per connection instead of per call.
 * Values that change between calls are `sql.placeholder(...)`s filled at `execute`. `name` must
 * be unique in the application and always build the same SQL (pg refuses a name reused with
 * another text). The Tx is cached per pooled connection (database.ts), so is this.
 */
export function prepared<P>(tx: Tx, name: string, build: (tx: Tx) => Preparable<P>): P {
  let statements = preparedOf.get(tx);
  if (!statements) {
    statements = new Map();
    preparedOf.set(tx, statements);
  }
  let statement = statements.get(name) as P | undefined;
  if (!statement) {
    statement = withCompiledMapper(build(tx).prepare(name));
    statements.set(name, statement);
  }
  return statement;
}

/** What a drizzle (node-postgres) prepared query keeps for mapping its rows; read, not part of its typed API. */
interface MappedQuery {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * Gives a prepared select its rows through a mapper compiled once (row-mapper.ts) instead of
 * drizzle's per-row walk: drizzle's prepared query uses `customResultMapper` when one is set.
 */
function withCompiledMapper<P>(statement: P): P {
  const query = statement as MappedQuery;
  if (query.fields && !query.customResultMapper)
    query.customResultMapper = compileRowMapper(query.fields, query.joinsNotNullableMap);
  return statement;
}

/** A hand-written statement run prepared (its text fixed: values are $1, $2…). */
export interface FixedStatement {
  name: string;
  text: string;
}

/**
 * How rows come back: objects (pg's default), or arrays of the columns in select order, for wide
 * hot rows — pg builds each object row from a null-prototype (dictionary-mode) template, which is
 * slow to build and to read once rows have dozens of columns.
 */
export type RowMode = 'object' | 'array';

const rowModeOf = (mode: RowMode) => (mode === 'array' ? { rowMode: 'array' } : {});

/** Runs `statement` prepared on the transaction's connection; rows as pg parses them (json columns parsed). */
export async function runFixed<Row extends object>(
  tx: Tx,
  statement: FixedStatement,
  values: readonly unknown[],
  mode: RowMode = 'object',
): Promise<Row[]> {
  const result = await tx.$client.query<Row>({
    name: statement.name,
    text: statement.text,
    values: [...values],
    ...rowModeOf(mode),
  });
  return result.rows;
}

const dialect = new PgDialect({ casing: 'snake_case' });
/** Named statements kept per connection; past this, new shapes run unnamed (planned per call). */
const maxShapesPerConnection = 200;
const shapesOf = new WeakMap<Tx, Set<string>>();

export interface ShapedOptions {
  rows?: RowMode;
  /**
   * 'per-call' plans the statement with its values each time (unnamed), for statements whose best
   * plan depends on the values' selectivity (a search term matching 20 contacts or 20,000): a
   * generic plan guessed one match and joined every ticket in scope to every matching contact.
   */
  plan?: 'cached' | 'per-call';
}

/**
 * Runs a statement composed at run time (a ticket list's lanes, a search) prepared under a name
 * derived from its text: the same shape with other values (another user, other queue ids) reuses
 * the connection's plan instead of planning again, which was a third of such a request's
 * PostgreSQL time. The values stay parameters; only the text names the statement.
 */
export async function runShaped<Row extends object>(
  tx: Tx,
  query: SQL,
  { rows = 'object', plan = 'cached' }: ShapedOptions = {},
): Promise<Row[]> {
  const { text, params } = flatten(query) ?? renamed(dialect.sqlToQuery(query));
  const name = plan === 'cached' ? shapeName(tx, text) : null;
  const result = await tx.$client.query<Row>({ ...(name ? { name } : {}), text, values: params, ...rowModeOf(rows) });
  return result.rows;
}

/** The statement's name on this connection, or null past the connection's named shapes (then planned per call). */
function shapeName(tx: Tx, text: string): string | null {
  let shapes = shapesOf.get(tx);
  if (!shapes) {
    shapes = new Set();
    shapesOf.set(tx, shapes);
  }
  const name = `shape_${createHash('sha1').update(text).digest('base64url')}`;
  if (!shapes.has(name) && shapes.size >= maxShapesPerConnection) return null;
  shapes.add(name);
  return name;
}

const renamed = ({ sql: text, params }: { sql: string; params: unknown[] }) => ({ text, params });

/**
 * The text and values of a statement made only of text, nested statements and plain values (what
 * the composed list and search statements are), in one pass. drizzle's general builder merges
 * every level's arrays again: for a search over a dozen lanes it cost ~4 ms of CPU per request.
 * Anything else (columns, tables, Param objects, arrays, inlined values) answers null, and
 * drizzle builds it.
 */
export function flatten(query: SQL): { text: string; params: unknown[] } | null {
  const parts: string[] = [];
  const params: unknown[] = [];
  const inlines = (statement: SQL) => (statement as unknown as { shouldInlineParams: boolean }).shouldInlineParams;
  const walk = (chunks: readonly unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) parts.push(chunk.value.join(''));
      else if (chunk instanceof SQL) {
        if (inlines(chunk) || !walk(chunk.queryChunks)) return false;
      } else if (typeof chunk === 'string' || typeof chunk === 'number' || typeof chunk === 'boolean') {
        params.push(chunk);
        parts.push(`$${params.length}`);
      } else return false;
    }
    return true;
  };
  return !inlines(query) && walk(query.queryChunks) ? { text: parts.join(''), params } : null;
}
