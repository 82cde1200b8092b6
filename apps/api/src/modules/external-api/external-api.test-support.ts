import { readdir } from 'node:fs/promises';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { companyWithStaff, multipart } from '../../../test/clients';
import { createConnection } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { generateConnectionToken, tokenColumns } from '../connections/connection-token';

export const sendPath = '/api/messages/send';

/**
 * A company with staff and a sandbox connection that has an API token, and an injector that
 * calls POST /api/messages/send with that token (JSON, or multipart when given parts).
 */
export async function apiDesk(ctx: TestContext, connection: Parameters<typeof createConnection>[2] = {}) {
  const staff = await companyWithStaff(ctx);
  const companyId = staff.company.id;
  const token = generateConnectionToken();
  const phone = await createConnection(ctx.db, companyId, { ...tokenColumns(ctx.secrets, token), ...connection });
  const call = (options: {
    payload?: object;
    parts?: Parameters<typeof multipart>[0];
    headers?: Record<string, string>;
    token?: string | null;
  }) => {
    const auth = options.token === null ? {} : { authorization: `Bearer ${options.token ?? token}` };
    const form = options.parts ? multipart(options.parts) : null;
    return ctx.app.inject({
      method: 'POST',
      url: sendPath,
      payload: form ? form.payload : options.payload,
      headers: { ...auth, ...form?.headers, ...options.headers },
    } as InjectOptions);
  };
  return { ...staff, companyId, token, connection: phone, call };
}
export type ApiDesk = Awaited<ReturnType<typeof apiDesk>>;

/**
 * A test file's app, whose rate limit stays out of the way (1000 a minute), with its apiDesk:
 * started before the tests, closed after them. Read `ctx`/`desk` inside tests.
 */
export function useApiDesk(): { readonly ctx: TestContext; readonly desk: ApiDesk } {
  let started: { ctx: TestContext; desk: ApiDesk } | undefined;
  const current = () => {
    if (!started) throw new Error('the API desk is not started yet (read it inside a test)');
    return started;
  };
  beforeAll(async () => {
    const ctx = await createTestContext({ EXTERNAL_API_RATE_PER_MINUTE: '1000' });
    started = { ctx, desk: await apiDesk(ctx) };
  });
  afterAll(async () => started?.ctx.close());
  return {
    get ctx() {
      return current().ctx;
    },
    get desk() {
      return current().desk;
    },
  };
}

/** How many media files a company has stored (0 before its first). */
export const storedFileCount = async (ctx: TestContext, companyId: number) =>
  (await readdir(`${ctx.dataDir}/media/${companyId}`).catch(() => [])).length;

/** A `medias` part as a browser's FormData sends it. */
export const mediaPart = (filename: string, data: Buffer, type = 'application/octet-stream') => ({
  name: 'medias',
  value: { filename, type, data },
});

/** A number nobody else in the test file's database uses: 55 11 9 and eight digits. */
let sequence = 0;
export const freshNumber = () => `551199${String(++sequence).padStart(7, '0')}`;
