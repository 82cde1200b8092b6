import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { externalApiRequests } from '../../db/schema';
import { testMedia } from '../../platform/storage/test-media';
import { messagesOfTicket } from '../messages/messages.test-support';
import { apiDesk, freshNumber, mediaPart, storedFileCount, useApiDesk } from './external-api.test-support';

const api = useApiDesk();

const withKey = (key: string) => ({ 'idempotency-key': key });
const storedFiles = () => storedFileCount(api.ctx, api.desk.companyId);

describe('Idempotency-Key on POST /api/messages/send', () => {
  it('answers a repeat with the first answer and sends nothing again', async () => {
    const payload = { number: freshNumber(), body: 'Boleto disponível' };
    const first = await api.desk.call({ payload, headers: withKey('pedido-1') });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await api.desk.call({ payload, headers: withKey('pedido-1') });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await messagesOfTicket(api.ctx, first.json().ticketId)).toHaveLength(1);
    // Another key is another send.
    const other = await api.desk.call({ payload, headers: withKey('pedido-2') });
    expect(other.json().messageIds).not.toEqual(first.json().messageIds);
  });

  it('refuses the same key with another body (422) and sends nothing', async () => {
    const number = freshNumber();
    const first = await api.desk.call({ payload: { number, body: 'primeiro' }, headers: withKey('k-body') });
    const changed = await api.desk.call({ payload: { number, body: 'outro texto' }, headers: withKey('k-body') });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error).toBe('ERR_IDEMPOTENCY_KEY_REUSED');
    expect((await messagesOfTicket(api.ctx, first.json().ticketId)).map((m) => m.body)).toEqual(['primeiro']);
  });

  it('keys belong to one token: another connection may use the same key', async () => {
    const other = await apiDesk(api.ctx);
    const payload = { number: freshNumber(), body: 'mesma chave' };
    const mine = await api.desk.call({ payload, headers: withKey('shared-key') });
    const theirs = await other.call({ payload, headers: withKey('shared-key') });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().ticketId).not.toBe(mine.json().ticketId);
  });

  it('of 10 concurrent requests with one key exactly one sends; all get its answer', async () => {
    const payload = { number: freshNumber(), body: 'só uma vez' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.desk.call({ payload, headers: withKey('concurrent-key') })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const bodies = answers.map((answer) => answer.json());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(await messagesOfTicket(api.ctx, bodies[0].ticketId)).toHaveLength(1);
  });

  it('a key older than 24 hours no longer counts', async () => {
    const payload = { number: freshNumber(), body: 'ontem' };
    const first = (await api.desk.call({ payload, headers: withKey('old-key') })).json();
    await api.ctx.db.system.transaction((tx) =>
      tx
        .update(externalApiRequests)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(eq(externalApiRequests.key, 'old-key')),
    );
    const again = await api.desk.call({ payload, headers: withKey('old-key') });
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json().messageIds).not.toEqual(first.messageIds);
  });

  it('a media repeat answers the first answer and keeps no second copy of the file', async () => {
    const parts = [{ name: 'number', value: freshNumber() }, mediaPart('foto.png', testMedia.png, 'image/png')];
    const first = await api.desk.call({ parts, headers: withKey('media-key') });
    expect(first.statusCode, first.body).toBe(201);
    const filesAfterFirst = await storedFiles();
    const again = await api.desk.call({ parts, headers: withKey('media-key') });
    expect(again.json()).toEqual(first.json());
    expect(await storedFiles()).toBe(filesAfterFirst);
    const otherFile = await api.desk.call({
      parts: [parts[0] as (typeof parts)[0], mediaPart('foto.png', testMedia.pdf, 'image/png')],
      headers: withKey('media-key'),
    });
    expect(otherFile.statusCode).toBe(422);
    expect(await storedFiles()).toBe(filesAfterFirst);
  });

  it('refuses a malformed key', async () => {
    const response = await api.desk.call({ payload: { number: freshNumber(), body: 'x' }, headers: withKey('a b') });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toContain('idempotency-key');
  });
});
