import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientFor, companyWithStaff } from './clients';
import { createConnection, createContact, createTicket, createUser } from './factories';
import { createTestContext, type TestContext } from './harness';
import { seeded } from './seeded-random';

/**
 * Bad input never answers 5xx: every route and method of the OpenAPI document the app serves
 * gets NUL characters, wrong types, huge values, empty and malformed bodies and malformed
 * multipart, as a company admin and as the super user. Values come from a seeded generator so a
 * failure replays exactly.
 */

interface Operation {
  method: string;
  path: string;
  /** `[]` on public routes (login, webhooks, the widget's endpoints); absent where a session is needed. */
  security?: unknown[];
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
}

const nul = 'a\u0000b';
const badScalars: unknown[] = [
  nul,
  '\u0000',
  'x'.repeat(70_000),
  -1,
  0,
  2_147_483_648,
  1e308,
  1.5,
  true,
  null,
  [],
  {},
  [nul],
  { nested: nul },
];
const badIds = ['2147483648', '-1', '0', '1.5', 'abc', '%00', 'a%00b', '99999999999999999999'];

function operationsOf(document: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const methods = ['get', 'post', 'put', 'patch', 'delete'];
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const operation = item[method] as Omit<Operation, 'method' | 'path'> | undefined;
      if (operation) operations.push({ method: method.toUpperCase(), path, ...operation });
    }
  }
  // Destructive calls last, so earlier calls still find their rows.
  return operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

/** A plausible value for a schema, then with one bad value swapped in by the generator. */
function validish(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 3) return 'x';
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return validish(schema.anyOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, validish(value, depth + 1)]),
    );
  }
  if (type === 'array') return [validish(schema.items, depth + 1)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return 'texto';
}

function bodiesFor(operation: Operation, random: () => number): unknown[] {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const pick = () => badScalars[Math.floor(random() * badScalars.length)];
  const base = validish(schema) as Record<string, unknown>;
  const bodies: unknown[] = [{}, [], nul, 42];
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    const keys = Object.keys(base);
    bodies.push(Object.fromEntries(keys.map((key) => [key, nul])));
    bodies.push(
      Object.fromEntries(keys.map((key) => [key, typeof base[key] === 'string' ? `${base[key]}\u0000` : base[key]])),
    );
    for (const key of keys) bodies.push({ ...base, [key]: pick() });
  }
  return bodies;
}

/** Logout ends the session its refresh cookie names, and answers without one: it has no caller to refuse. */
const readsOnlyCookies = new Set(['/api/auth/logout']);

/** A 5xx that states a feature the platform has not configured (audio transcription without a key), not a failure. */
function offNotBroken(status: number, body: string) {
  return status === 503 && body.includes('ERR_TRANSCRIPTION_UNAVAILABLE');
}

function fillPath(path: string, value: (name: string) => string) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
}

describe('bad input never answers 5xx', () => {
  let ctx: TestContext;
  let asAdmin: Client;
  let asSuper: Client;
  const knownIds: Record<string, number> = {};
  let webchatConnectionId: number;

  beforeAll(async () => {
    ctx = await createTestContext({ GRAPH_API_BASE_URL: 'http://127.0.0.1:9' });
    const staff = await companyWithStaff(ctx);
    asAdmin = staff.asAdmin;
    const superUser = await createUser(ctx.db, staff.company.id, { profile: 'admin', isSuper: true });
    asSuper = await clientFor(ctx, superUser);
    const connection = await createConnection(ctx.db, staff.company.id);
    webchatConnectionId = (await createConnection(ctx.db, staff.company.id, { channel: 'webchat' })).id;
    const contact = await createContact(ctx.db, staff.company.id);
    const ticket = await createTicket(ctx.db, staff.company.id, { contactId: contact.id, whatsappId: connection.id });
    Object.assign(knownIds, {
      id: ticket.id,
      ticketId: ticket.id,
      contactId: contact.id,
      connectionId: connection.id,
      whatsappId: connection.id,
      companyId: staff.company.id,
      userId: staff.admin.id,
    });
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
  });

  it('answers every route of the OpenAPI document with 2xx, 3xx or 4xx', async () => {
    const document = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(100);
    const random = seeded(20);
    const failures: string[] = [];
    const send = async (client: Client, options: InjectOptions) => {
      const response = await client(options);
      if (response.statusCode >= 500 && !offNotBroken(response.statusCode, response.body)) {
        const payload = typeof options.payload === 'string' ? options.payload : JSON.stringify(options.payload);
        failures.push(
          `${options.method} ${options.url} ${payload?.slice(0, 120)} -> ${response.statusCode} ${response.body.slice(0, 160)}`,
        );
      }
    };
    for (const operation of operations) {
      const method = operation.method as InjectOptions['method'];
      const idOf = (name: string) =>
        operation.path.startsWith('/api/webchat/') && name === 'connectionId' ? webchatConnectionId : knownIds[name];
      const url = fillPath(operation.path, (name) => String(idOf(name) ?? 1));
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      for (const client of [asAdmin, asSuper]) {
        for (const id of badIds) await send(client, { method, url: fillPath(operation.path, () => id) });
        for (const parameter of query) {
          await send(client, { method, url: `${url}?${parameter.name}=a%00b` });
          await send(client, { method, url: `${url}?${parameter.name}=2147483648&${parameter.name}=x` });
        }
        await send(client, { method, url, headers: { 'content-type': 'application/json' }, payload: '' });
        await send(client, { method, url, headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
        await send(client, {
          method,
          url,
          headers: { 'content-type': 'multipart/form-data; boundary=zz' },
          payload: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\n\r\n\u0000',
        });
        if (method === 'GET' || method === 'DELETE') continue;
        for (const payload of bodiesFor(operation, random))
          await send(client, { method, url, payload: payload as object });
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers a caller without a session 401 on every route that needs one, before reading the body', async () => {
    const anonymous = await clientFor(ctx, null);
    const document = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const refused: string[] = [];
    for (const operation of operationsOf(document)) {
      if (operation.security?.length === 0 || readsOnlyCookies.has(operation.path)) continue;
      const url = fillPath(operation.path, () => '1');
      const response = await anonymous({
        method: operation.method as InjectOptions['method'],
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"not": json',
      });
      if (response.statusCode !== 401) refused.push(`${operation.method} ${url} -> ${response.statusCode}`);
    }
    expect(refused).toEqual([]);
  });
});
