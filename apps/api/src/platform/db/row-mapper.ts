import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** A selected field as drizzle orders them for a prepared query (`orderSelectedFields`). */
export interface OrderedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

type Row = Record<string, unknown>;
/** Where values go: a key holds a column's index, or the keys of a nested object (insertion order kept). */
type Shape = Map<string, number | Shape>;

/**
 * The row mapping drizzle's prepared queries do (drizzle-orm's `mapResultRow`), compiled once per
 * statement into a function that builds each row as object literals of a fixed shape. drizzle works
 * each column out again for every row (its kind through the class chain, its path through an
 * iterator, its table's name per value): ~15 % of the API's CPU under ingestion, whose rows carry
 * whole contacts, tickets and messages. Same result, rule for rule: a column's value through its
 * decoder (null stays null), nested by its path, keys in drizzle's order; a joined object whose first
 * column is null becomes null when its join may be empty and all its columns are of that table.
 * row-mapper.test.ts checks it against drizzle's own function.
 */
export function compileRowMapper(
  fields: OrderedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (rows: unknown[][]) => Row[] {
  const shape: Shape = new Map();
  for (const [index, { path }] of fields.entries()) {
    let node = shape;
    for (const key of path.slice(0, -1)) {
      let child = node.get(key);
      if (!(child instanceof Map)) {
        child = new Map();
        node.set(key, child);
      }
      node = child;
    }
    node.set(path[path.length - 1] ?? '', index);
  }
  const decoders = fields.map(({ field }) => decoderOf(field));
  const values = fields.map(
    (_, index) => `const v${index} = r[${index}] === null ? null : d[${index}].mapFromDriverValue(r[${index}]);`,
  );
  const nulled = [...nullableJoins(fields, joinsNotNullableMap)].map(
    ([objectName, first]) => `if (v${first} === null) o[${JSON.stringify(objectName)}] = null;`,
  );
  const body = [...values, `const o = ${literal(shape)};`, ...nulled, 'return o;'].join('\n');
  // Generated once per statement from the schema's own keys (each written as a JSON string literal).
  const mapRow = new Function('d', `return function mapRow(r) {\n${body}\n};`)(decoders) as (row: unknown[]) => Row;
  return (rows) => rows.map(mapRow);
}

/** The object literal of a shape, each value the variable of its column. */
const literal = (shape: Shape): string =>
  `{ ${[...shape].map(([key, value]) => `${JSON.stringify(key)}: ${typeof value === 'number' ? `v${value}` : literal(value)}`).join(', ')} }`;

/**
 * drizzle's null-join rule, decided per object at compile time: for each top-level object of a
 * joined table's columns (path `[object, column]`), the index of its first column when that
 * object becomes null with it — its table's join may be empty and no later column of the object
 * names another table.
 */
function nullableJoins(fields: OrderedField[], joinsNotNullableMap: Record<string, boolean> | undefined) {
  const nullable = new Map<string, number>();
  if (!joinsNotNullableMap) return nullable;
  const objects = new Map<string, { first: number; table: string; mixed: boolean }>();
  for (const [index, { path, field }] of fields.entries()) {
    if (!is(field, Column) || path.length !== 2) continue;
    const objectName = path[0] as string;
    const table = getTableName(field.table);
    const seen = objects.get(objectName);
    if (!seen) objects.set(objectName, { first: index, table, mixed: false });
    else if (seen.table !== table) seen.mixed = true;
  }
  for (const [objectName, { first, table, mixed }] of objects)
    if (!mixed && !joinsNotNullableMap[table]) nullable.set(objectName, first);
  return nullable;
}

/** The decoder drizzle's mapResultRow picks for a field (an SQL's `decoder` is internal to drizzle's types). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const withDecoder = (query: SQL) => (query as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return withDecoder(field);
  if (is(field, Subquery)) return withDecoder(field._.sql as SQL);
  return withDecoder((field as SQL.Aliased).sql);
}
