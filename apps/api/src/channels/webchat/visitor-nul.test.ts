import type { WebchatSession } from '@chatdesk/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contacts, messages } from '../../db/schema';
import { say, shop, startWebchatBed, type WebchatBed } from './webchat.test-support';

let bed: WebchatBed;

beforeAll(async () => {
  bed = await startWebchatBed({ limits: { handshakesPerMinute: 1_000 } });
});
afterAll(async () => {
  bed?.disconnectAll();
  await bed?.close();
});

it('stores the messages of a visitor named with U+0000, without the NUL', async () => {
  const socket = bed.open({ name: 'Lu\u0000cas' }, { origin: shop });
  const session = await new Promise<WebchatSession>((resolve, reject) => {
    socket.on('session', resolve);
    socket.on('connect_error', reject);
  });
  expect(await say(socket, { clientId: 'nul-aaaaaaaa', body: 'Oi\u0000 tudo bem?' })).toMatchObject({ ok: true });
  const stored = await bed.ctx.db.system.transaction(async (tx) => {
    const [contact] = await tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.companyId, bed.desk.company.id), eq(contacts.number, session.visitorId)));
    const rows = contact ? await tx.select().from(messages).where(eq(messages.contactId, contact.id)) : [];
    return { contact, bodies: rows.map((row) => row.body) };
  });
  expect(stored.contact?.name).toBe('Lucas');
  expect(stored.bodies).toEqual(['Oi tudo bem?']);
});
