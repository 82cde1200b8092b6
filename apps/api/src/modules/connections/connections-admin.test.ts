import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientFor, multipart } from '../../../test/clients';
import { createConnection, createQueue, createUser } from '../../../test/factories';
import { connections } from '../../db/schema';
import { testMedia } from '../../platform/storage/test-media';
import { findConnectionByToken } from './connection-token';
import { type Staff, useConnectionsBed } from './connections.test-support';

const create = (staff: Staff, payload: Record<string, unknown>) =>
  staff.asAdmin({ method: 'POST', url: '/api/whatsapp', payload: { channel: 'sandbox', ...payload } });

describe('connections: token, import rules, plan flags, greeting media, super-user views', () => {
  const bed = useConnectionsBed();

  describe('API token', () => {
    it('is 30 alphanumerics, shown to managers only, and stored only digested and sealed', async () => {
      const staff = await bed.staffWithRoom();
      const created = await create(staff, { name: 'Com token' });
      const { id, token } = created.json();
      expect(token).toMatch(/^[A-Za-z0-9]{30}$/);
      expect(created.json()).toMatchObject({
        enableImportMessage: false,
        importOldMessages: null,
        importRecentMessages: null,
        importOldMessagesGroups: false,
        closedTicketsPostImported: false,
        statusImportMessages: null,
        queueIdImportMessages: null,
        integrationId: null,
        promptId: null,
        flowIdWelcome: null,
        flowIdNotPhrase: null,
        greetingMediaAttachment: null,
        provider: 'beta',
      });
      const row = await bed.rowOf(id);
      expect(Object.values(row ?? {}).map((value) => String(value))).not.toContain(token);
      expect(JSON.stringify(row)).not.toContain(token);
      expect(row?.tokenDigest).toBe(bed.ctx.secrets.digest(token));
      expect((await staff.asAdmin({ method: 'GET', url: `/api/whatsapp/${id}` })).json().token).toBe(token);
      expect((await staff.asUser({ method: 'GET', url: `/api/whatsapp/${id}` })).json().token).toBe('');
      const listed = (await staff.asUser({ method: 'GET', url: '/api/whatsapp' })).json();
      expect(listed.map((c: { token: string }) => c.token)).toEqual(['']);
      expect((await findConnectionByToken(bed.ctx.db, bed.ctx.secrets, token))?.id).toBe(id);
      const lastCharChanged = `${token.slice(0, 29)}${token.endsWith('x') ? 'y' : 'x'}`;
      expect(await findConnectionByToken(bed.ctx.db, bed.ctx.secrets, lastCharChanged)).toBeNull();
      expect(await findConnectionByToken(bed.ctx.db, bed.ctx.secrets, 'short')).toBeNull();
    });

    it('PUT /whatsapp/{id}/token replaces it: the old token finds nothing any more', async () => {
      const staff = await bed.staffWithRoom();
      const { id, token: old } = (await create(staff, { name: 'Renovável' })).json();
      const response = await staff.asAdmin({ method: 'PUT', url: `/api/whatsapp/${id}/token` });
      expect(response.statusCode).toBe(200);
      const { token } = response.json();
      expect(token).toMatch(/^[A-Za-z0-9]{30}$/);
      expect(token).not.toBe(old);
      expect(await findConnectionByToken(bed.ctx.db, bed.ctx.secrets, old)).toBeNull();
      expect((await findConnectionByToken(bed.ctx.db, bed.ctx.secrets, token))?.id).toBe(id);
      expect((await staff.asAdmin({ method: 'GET', url: `/api/whatsapp/${id}` })).json().token).toBe(token);
      expect((await staff.asUser({ method: 'PUT', url: `/api/whatsapp/${id}/token` })).statusCode).toBe(403);
      const alien = await staff.asAdmin({ method: 'PUT', url: `/api/whatsapp/${bed.foreign.id}/token` });
      expect(alien.statusCode).toBe(404);
      expect((await bed.rowOf(bed.foreign.id))?.tokenDigest).toBeNull();
    });
  });

  describe('spec 2 §5 rules', () => {
    it('checks the import window and queue', async () => {
      const staff = await bed.staffWithRoom();
      const queue = await createQueue(bed.ctx.db, staff.company.id, { name: 'Importadas', color: '#0A0A0A' });
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
      const issue = async (payload: Record<string, unknown>) => {
        const response = await create(staff, { name: 'Importa', enableImportMessage: true, ...payload });
        expect(response.statusCode).toBe(400);
        return response.json().issues[0];
      };
      expect(await issue({ importOldMessages: daysAgo(10) })).toEqual({
        path: 'body.queueIdImportMessages',
        message: 'queueIdImportMessages',
      });
      const withQueue = { queueIdImportMessages: queue.id };
      expect(await issue({ ...withQueue })).toMatchObject({ message: 'importOldMessages' });
      expect(await issue({ ...withQueue, importOldMessages: daysAgo(3 * 365) })).toMatchObject({
        message: 'importOldMessages',
      });
      expect(await issue({ ...withQueue, importOldMessages: daysAgo(-1) })).toMatchObject({
        message: 'importOldMessages',
      });
      expect(await issue({ ...withQueue, importOldMessages: daysAgo(10), importRecentMessages: daysAgo(20) })).toEqual({
        path: 'body.importRecentMessages',
        message: 'importRecentMessages',
      });
      expect(await issue({ ...withQueue, importOldMessages: 'yesterday' })).toMatchObject({
        path: 'body.importOldMessages',
      });
      const start = daysAgo(300);
      const end = daysAgo(1);
      const ok = await create(staff, {
        name: 'Importa',
        enableImportMessage: true,
        ...withQueue,
        importOldMessages: start,
        importRecentMessages: end,
        importOldMessagesGroups: true,
        closedTicketsPostImported: true,
      });
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({
        enableImportMessage: true,
        queueIdImportMessages: queue.id,
        importOldMessages: start,
        importRecentMessages: end,
        importOldMessagesGroups: true,
        closedTicketsPostImported: true,
      });
      const alienQueue = await createQueue(bed.ctx.db, bed.other.company.id, { name: 'Fora', color: '#0B0B0B' });
      const alien = await staff.asAdmin({
        method: 'PUT',
        url: `/api/whatsapp/${ok.json().id}`,
        payload: { queueIdImportMessages: alienQueue.id },
      });
      expect(alien.json().error).toBe('ERR_NO_QUEUE_FOUND');
    });

    it('needs a greeting with more than one queue, and keeps one default (ERR_NO_OTHER_WHATSAPP)', async () => {
      const staff = await bed.staffWithRoom();
      const a = await createQueue(bed.ctx.db, staff.company.id, { name: 'A', color: '#0C0C0C' });
      const b = await createQueue(bed.ctx.db, staff.company.id, { name: 'B', color: '#0D0D0D' });
      const refused = await create(staff, { name: 'Menu', queueIds: [a.id, b.id] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('ERR_WAPP_GREETING_REQUIRED');
      const menu = await create(staff, { name: 'Menu', queueIds: [a.id, b.id], greetingMessage: 'Escolha:' });
      expect(menu.statusCode).toBe(201);
      const { id } = menu.json();
      const cleared = await staff.asAdmin({
        method: 'PUT',
        url: `/api/whatsapp/${id}`,
        payload: { greetingMessage: '' },
      });
      expect(cleared.json().error).toBe('ERR_WAPP_GREETING_REQUIRED');
      const single = await staff.asAdmin({
        method: 'PUT',
        url: `/api/whatsapp/${id}`,
        payload: { greetingMessage: '', queueIds: [a.id] },
      });
      expect(single.statusCode).toBe(200);
      expect(single.json().isDefault).toBe(true);
      const undefault = await staff.asAdmin({
        method: 'PUT',
        url: `/api/whatsapp/${id}`,
        payload: { isDefault: false },
      });
      expect(undefault.statusCode).toBe(400);
      expect(undefault.json().error).toBe('ERR_NO_OTHER_WHATSAPP');
    });
  });

  describe('plan channel flags', () => {
    it('refuses whatsapp, whatsappapi, facebook, instagram when the plan turns them off; webchat and sandbox are free', async () => {
      const staff = await bed.staffWithRoom({ useWhatsapp: false, useFacebook: false, useInstagram: false });
      for (const channel of ['whatsapp', 'whatsappapi', 'facebook', 'instagram']) {
        const response = await create(staff, { name: `Canal ${channel}`, channel });
        expect(response.statusCode, channel).toBe(403);
        expect(response.json()).toMatchObject({ error: 'ERR_PLAN_CHANNEL_NOT_ALLOWED', details: { channel } });
      }
      expect((await create(staff, { name: 'Widget', channel: 'webchat' })).statusCode).toBe(201);
      expect((await create(staff, { name: 'Simulado', channel: 'sandbox' })).statusCode).toBe(201);
      const superUser = await createUser(bed.ctx.db, staff.company.id, { profile: 'admin', isSuper: true });
      const exempt = await (await clientFor(bed.ctx, superUser))({
        method: 'POST',
        url: '/api/whatsapp',
        payload: { name: 'Super', channel: 'whatsapp' },
      });
      expect(exempt.statusCode).toBe(201);
      const allowed = await bed.staffWithRoom({ useWhatsapp: true, useFacebook: false });
      expect((await create(allowed, { name: 'Zap', channel: 'whatsapp' })).statusCode).toBe(201);
    });
  });

  describe('greeting media', () => {
    const upload = (staff: Staff, id: number, file = { filename: 'oi.png', type: 'image/png', data: testMedia.png }) =>
      staff.asAdmin({
        method: 'POST',
        url: `/api/whatsapp/${id}/media-upload`,
        ...multipart([{ name: 'file', value: file }]),
      });
    const fileOf = (url: string) => path.join(bed.ctx.storage.root, url.replace('/public/', ''));

    it('stores an image for a connection with a greeting, replaces and deletes it', async () => {
      const staff = await bed.staffWithRoom();
      const bare = (await create(staff, { name: 'Sem saudação' })).json();
      const noGreeting = await upload(staff, bare.id);
      expect(noGreeting.statusCode).toBe(400);
      expect(noGreeting.json().error).toBe('ERR_WAPP_GREETING_REQUIRED');
      const { id } = (await create(staff, { name: 'Saudação', greetingMessage: 'Olá!' })).json();
      const first = await upload(staff, id);
      expect(first.statusCode).toBe(200);
      const url = first.json().greetingMediaAttachment;
      expect(url).toMatch(new RegExp(`^/public/${staff.company.id}/[0-9a-f]{32}\\.png$`));
      expect(existsSync(fileOf(url))).toBe(true);
      const second = (await upload(staff, id)).json().greetingMediaAttachment;
      expect(second).not.toBe(url);
      expect(existsSync(fileOf(url))).toBe(false);
      const removed = await staff.asAdmin({ method: 'DELETE', url: `/api/whatsapp/${id}/media-upload` });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().greetingMediaAttachment).toBeNull();
      expect(existsSync(fileOf(second))).toBe(false);
    });

    it('accepts images and videos only, from their bytes, and only for managers of the company', async () => {
      const staff = await bed.staffWithRoom();
      const { id } = (await create(staff, { name: 'Mídia', greetingMessage: 'Olá!' })).json();
      // The smallest MP4 header ('ftyp' box): a video is accepted.
      const mp4 = Buffer.concat([
        Buffer.from([0, 0, 0, 0x18]),
        Buffer.from('ftypmp42'),
        Buffer.alloc(4),
        Buffer.from('mp42isom'),
        Buffer.alloc(32),
      ]);
      const video = await upload(staff, id, { filename: 'oi.mp4', type: 'video/mp4', data: mp4 });
      expect(video.statusCode).toBe(200);
      expect(video.json().greetingMediaAttachment).toMatch(/\.mp4$/);
      const pdf = await upload(staff, id, { filename: 'oi.png', type: 'image/png', data: testMedia.pdf });
      expect(pdf.statusCode).toBe(415);
      expect(pdf.json().error).toBe('ERR_UNSUPPORTED_MEDIA_TYPE');
      const missing = await staff.asAdmin({
        method: 'POST',
        url: `/api/whatsapp/${id}/media-upload`,
        ...multipart([{ name: 'note', value: 'sem arquivo' }]),
      });
      expect(missing.statusCode).toBe(400);
      const asUser = await staff.asUser({
        method: 'POST',
        url: `/api/whatsapp/${id}/media-upload`,
        ...multipart([{ name: 'file', value: { filename: 'oi.png', type: 'image/png', data: testMedia.png } }]),
      });
      expect(asUser.statusCode).toBe(403);
      await bed.ctx.db.system.transaction((tx) =>
        tx.update(connections).set({ greetingMessage: 'Oi' }).where(eq(connections.id, bed.foreign.id)),
      );
      expect((await upload(staff, bed.foreign.id)).statusCode).toBe(404);
      const alienDelete = await staff.asAdmin({
        method: 'DELETE',
        url: `/api/whatsapp/${bed.foreign.id}/media-upload`,
      });
      expect(alienDelete.statusCode).toBe(404);
      expect((await bed.rowOf(bed.foreign.id))?.greetingMediaAttachment).toBeNull();
    });
  });

  describe('super-user views', () => {
    it('GET /whatsapp/all/ lists every company with its connection counts; others are refused', async () => {
      const staff = await bed.staffWithRoom();
      await createConnection(bed.ctx.db, staff.company.id, { name: 'On', status: 'CONNECTED', isDefault: true });
      await createConnection(bed.ctx.db, staff.company.id, { name: 'Off', status: 'DISCONNECTED' });
      await createConnection(bed.ctx.db, staff.company.id, { name: 'QR', status: 'qrcode' });
      const superUser = await createUser(bed.ctx.db, staff.company.id, { profile: 'admin', isSuper: true });
      const asSuper = await clientFor(bed.ctx, superUser);
      const response = await asSuper({ method: 'GET', url: '/api/whatsapp/all/?session=0' });
      expect(response.statusCode).toBe(200);
      const { companies, totals } = response.json();
      const mine = companies.find((c: { companyId: number }) => c.companyId === staff.company.id);
      expect(mine).toMatchObject({ companyName: staff.company.name, connected: 1, disconnected: 2, total: 3 });
      expect(mine.connections.map((c: { name: string; token: string }) => [c.name, c.token])).toEqual([
        ['Off', ''],
        ['On', ''],
        ['QR', ''],
      ]);
      expect(companies.some((c: { companyId: number }) => c.companyId === bed.other.company.id)).toBe(true);
      const sum = (key: string) => companies.reduce((all: number, c: Record<string, number>) => all + (c[key] ?? 0), 0);
      expect(totals).toEqual({ connected: sum('connected'), disconnected: sum('disconnected'), total: sum('total') });
      expect((await asSuper({ method: 'GET', url: '/api/whatsapp/all' })).statusCode).toBe(200);
      expect((await staff.asAdmin({ method: 'GET', url: '/api/whatsapp/all/?session=0' })).statusCode).toBe(403);
    });

    it('GET /whatsapp-admin/{id} reads any company’s connection for the super user only', async () => {
      const staff = await bed.staffWithRoom();
      const superUser = await createUser(bed.ctx.db, staff.company.id, { profile: 'admin', isSuper: true });
      const asSuper = await clientFor(bed.ctx, superUser);
      const response = await asSuper({ method: 'GET', url: `/api/whatsapp-admin/${bed.foreign.id}?session=0` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: bed.foreign.id, companyId: bed.other.company.id, name: 'Alheia' });
      expect((await asSuper({ method: 'GET', url: '/api/whatsapp-admin/2147483647' })).statusCode).toBe(404);
      const refused = await staff.asAdmin({ method: 'GET', url: `/api/whatsapp-admin/${bed.foreign.id}` });
      expect(refused.statusCode).toBe(403);
    });

    it('GET /whatsapp-admin/{id} shows the API token only for the super user’s own company', async () => {
      const [home, away] = [await bed.staffWithRoom(), await bed.staffWithRoom()];
      const asSuper = await clientFor(bed.ctx, await createUser(bed.ctx.db, home.company.id, { isSuper: true }));
      const own = (await create(home, { name: 'Da casa' })).json();
      const theirs = (await create(away, { name: 'De fora' })).json();
      expect(theirs.token).toMatch(/^[A-Za-z0-9]{30}$/);
      const read = async (id: number) =>
        (await asSuper({ method: 'GET', url: `/api/whatsapp-admin/${id}?session=0` })).json().token;
      expect(await read(own.id)).toBe(own.token);
      expect(await read(theirs.id)).toBe('');
      const edited = await asSuper({
        method: 'PUT',
        url: `/api/whatsapp-admin/${theirs.id}`,
        payload: { name: 'Editada' },
      });
      expect(edited.json()).toMatchObject({ name: 'Editada', token: '' });
      expect((await away.asAdmin({ method: 'GET', url: `/api/whatsapp/${theirs.id}` })).json().token).toBe(
        theirs.token,
      );
    });
  });
});
