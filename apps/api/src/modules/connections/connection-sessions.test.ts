import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { clientFor } from '../../../test/clients';
import { createConnection, createMessage, createTicket, createUser } from '../../../test/factories';
import { ticketLogs, tickets } from '../../db/schema';
import { publishImportProgress, publishImportRefresh, setImportStatus } from './connection-import-events';
import { forwardConnectionEvents } from './connections.realtime';
import { type Staff, useConnectionsBed } from './connections.test-support';

describe('connection sessions, restart and imported tickets', () => {
  const bed = useConnectionsBed({ channel: 'whatsapp' });
  const createWhatsapp = async (staff: Staff, name: string) => {
    const response = await staff.asAdmin({
      method: 'POST',
      url: '/api/whatsapp',
      payload: { name, channel: 'whatsapp' },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; status: string; qrcode: string };
  };

  it('starts a new whatsapp connection, whose QR code is stored and announced on -whatsappSession', async () => {
    const staff = await bed.staffWithRoom();
    const emitted: [string, unknown][] = [];
    const stop = forwardConnectionEvents(
      bed.ctx.app.events,
      { emitToCompany: (_c, e, p) => void emitted.push([e, p]) },
      bed.ctx.db,
    );
    const created = await createWhatsapp(staff, 'Celular');
    expect(bed.fake.calls).toContain(`start:${created.id}`);
    expect(created).toMatchObject({ status: 'qrcode', qrcode: expect.stringMatching(/^QR-/) });
    const event = `company-${staff.company.id}-whatsappSession`;
    await vi.waitFor(() => expect(emitted.map(([name]) => name)).toContain(event));
    stop();
    expect(emitted).toContainEqual([
      event,
      {
        action: 'update',
        session: expect.objectContaining({ id: created.id, status: 'qrcode', qrcode: created.qrcode }),
      },
    ]);
  });

  it('POST /whatsappsession/{id} starts again; PUT renews (logout, stop, start: a new QR)', async () => {
    const staff = await bed.staffWithRoom();
    const { id } = await createWhatsapp(staff, 'Retry');
    bed.fake.calls.length = 0;
    const retried = await staff.asAdmin({ method: 'POST', url: `/api/whatsappsession/${id}` });
    expect(retried.statusCode).toBe(200);
    expect(bed.fake.calls).toEqual([`start:${id}`]);
    const before = retried.json().qrcode;
    bed.fake.calls.length = 0;
    const renewed = await staff.asAdmin({ method: 'PUT', url: `/api/whatsappsession/${id}` });
    expect(renewed.statusCode).toBe(200);
    expect(bed.fake.calls).toEqual([`logout:${id}`, `stop:${id}`, `start:${id}`]);
    expect(renewed.json()).toMatchObject({ id, status: 'qrcode' });
    expect(renewed.json().qrcode).not.toBe(before);
  });

  it('DELETE /whatsappsession/{id} renews the session and clears the import status', async () => {
    const staff = await bed.staffWithRoom();
    const { id } = await createWhatsapp(staff, 'Importa');
    await setImportStatus(
      { db: bed.ctx.db, events: bed.ctx.app.events },
      { id, companyId: staff.company.id },
      'renderButtonCloseTickets',
    );
    bed.fake.calls.length = 0;
    const response = await staff.asAdmin({ method: 'DELETE', url: `/api/whatsappsession/${id}` });
    expect(response.statusCode).toBe(200);
    expect(bed.fake.calls).toEqual([`logout:${id}`, `stop:${id}`, `start:${id}`]);
    expect(response.json()).toMatchObject({ statusImportMessages: null, status: 'qrcode' });
  });

  it('DELETE /whatsappsession/admin/{id} logs out and leaves the connection DISCONNECTED without a QR code', async () => {
    const staff = await bed.staffWithRoom();
    const { id } = await createWhatsapp(staff, 'Sair');
    bed.fake.calls.length = 0;
    const response = await staff.asAdmin({ method: 'DELETE', url: `/api/whatsappsession/admin/${id}` });
    expect(response.statusCode).toBe(200);
    expect(bed.fake.calls).toEqual([`logout:${id}`, `stop:${id}`]);
    expect(response.json()).toMatchObject({ status: 'DISCONNECTED', qrcode: '' });
    expect(await bed.rowOf(id)).toMatchObject({ status: 'DISCONNECTED', qrcode: '' });
  });

  it('stops a channel without logout (sandbox) on disconnect', async () => {
    const staff = await bed.staffWithRoom();
    const created = await staff.asAdmin({
      method: 'POST',
      url: '/api/whatsapp',
      payload: { name: 'Simulado', channel: 'sandbox' },
    });
    const { id } = created.json();
    const response = await staff.asAdmin({ method: 'DELETE', url: `/api/whatsappsession/admin/${id}` });
    expect(response.json()).toMatchObject({ status: 'DISCONNECTED' });
  });

  it('asks the driver for a pairing code; channels without one answer ERR_PAIRING_CODE_UNAVAILABLE', async () => {
    const staff = await bed.staffWithRoom();
    const { id } = await createWhatsapp(staff, 'Código');
    const pair = (connectionId: number, phoneNumber: string) =>
      staff.asAdmin({
        method: 'POST',
        url: `/api/whatsappsession/${connectionId}/pairing-code`,
        payload: { phoneNumber },
      });
    const response = await pair(id, '+55 11987650001'.replace(' ', ''));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'WXYZ1234' });
    expect(bed.fake.calls).toContain(`pair:${id}:5511987650001`);
    expect((await pair(id, 'abc')).statusCode).toBe(400);
    const sandbox = (
      await staff.asAdmin({ method: 'POST', url: '/api/whatsapp', payload: { name: 'Sbx', channel: 'sandbox' } })
    ).json();
    const refused = await pair(sandbox.id, '5511987650001');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('ERR_PAIRING_CODE_UNAVAILABLE');
  });

  it('POST /whatsapp-restart/ restarts every connection of the company only', async () => {
    const staff = await bed.staffWithRoom();
    const first = await createWhatsapp(staff, 'Um');
    const second = await createWhatsapp(staff, 'Dois');
    bed.fake.calls.length = 0;
    const response = await staff.asAdmin({ method: 'POST', url: '/api/whatsapp-restart/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ restarted: 2 });
    for (const { id } of [first, second])
      expect(bed.fake.calls).toEqual(expect.arrayContaining([`stop:${id}`, `start:${id}`]));
    expect(bed.fake.calls.some((call) => call.endsWith(`:${bed.foreign.id}`))).toBe(false);
    expect((await staff.asAdmin({ method: 'POST', url: '/api/whatsapp-restart' })).statusCode).toBe(200);
  });

  it('POST /closedimported/{id} closes the pending tickets made of history only, with log entries, and nothing else', async () => {
    const staff = await bed.staffWithRoom();
    const connection = await createConnection(bed.ctx.db, staff.company.id, {
      channel: 'whatsapp',
      enableImportMessage: true,
      statusImportMessages: 'renderButtonCloseTickets',
    });
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    /** A ticket with one message sent `messageAge` days ago (history when older than the ticket). */
    const ticketWith = async (messageAge: number, overrides: Partial<typeof tickets.$inferInsert> = {}) => {
      const ticket = await createTicket(bed.ctx.db, staff.company.id, {
        whatsappId: connection.id,
        channel: 'whatsapp',
        ...overrides,
      });
      await createMessage(bed.ctx.db, ticket, { createdAt: daysAgo(messageAge) });
      return ticket;
    };
    const imported = [await ticketWith(30), await ticketWith(2)];
    const kept = [
      await ticketWith(0), // live: its message came with the ticket
      await ticketWith(30, { status: 'open', userId: staff.admin.id }), // already taken
    ];
    const answeredAgain = await ticketWith(30);
    await createMessage(bed.ctx.db, answeredAgain); // the contact wrote again after the import
    const elsewhere = await createTicket(bed.ctx.db, staff.company.id);
    await createMessage(bed.ctx.db, elsewhere, { createdAt: daysAgo(30) });
    const events: unknown[] = [];
    const stop = bed.ctx.app.events.subscribe('connection.import-progress', (event) => void events.push(event));
    const trusted = await createUser(bed.ctx.db, staff.company.id, { profile: 'user', allowConnections: 'enabled' });
    const response = await (await clientFor(bed.ctx, trusted))({
      method: 'POST',
      url: `/api/closedimported/${connection.id}`,
    });
    stop();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ closed: 2 });
    const statuses = await bed.ctx.db.system.transaction((tx) =>
      tx
        .select({ id: tickets.id, status: tickets.status })
        .from(tickets)
        .where(eq(tickets.companyId, staff.company.id)),
    );
    const statusOf = (id: number) => statuses.find((row) => row.id === id)?.status;
    for (const ticket of imported) expect(statusOf(ticket.id)).toBe('closed');
    expect(kept.map((ticket) => statusOf(ticket.id))).toEqual(['pending', 'open']);
    expect(statusOf(answeredAgain.id)).toBe('pending');
    expect(statusOf(elsewhere.id)).toBe('pending');
    const logs = await bed.ctx.db.system.transaction((tx) =>
      tx
        .select()
        .from(ticketLogs)
        .where(and(eq(ticketLogs.companyId, staff.company.id), eq(ticketLogs.type, 'closed'))),
    );
    expect(logs.map((log) => [log.ticketId, log.userId]).sort()).toEqual(
      imported.map((ticket) => [ticket.id, trusted.id]).sort(),
    );
    expect((await bed.rowOf(connection.id))?.statusImportMessages).toBeNull();
    expect(events).toEqual([expect.objectContaining({ payload: { action: 'refresh', whatsappId: connection.id } })]);
  });

  it('forwards import progress to importMessages-{companyId}', async () => {
    const emitted: [number, string, unknown][] = [];
    const stop = forwardConnectionEvents(
      bed.ctx.app.events,
      { emitToCompany: (companyId, event, payload) => void emitted.push([companyId, event, payload]) },
      bed.ctx.db,
    );
    const target = { id: bed.foreign.id, companyId: bed.other.company.id };
    publishImportProgress(bed.ctx.app.events, target, { this: 3, all: 10, date: '21/11/26 10:00:00' });
    publishImportRefresh(bed.ctx.app.events, target);
    stop();
    const name = `importMessages-${bed.other.company.id}`;
    expect(emitted).toEqual([
      [
        bed.other.company.id,
        name,
        { action: 'update', whatsappId: bed.foreign.id, status: { this: 3, all: 10, date: '21/11/26 10:00:00' } },
      ],
      [bed.other.company.id, name, { action: 'refresh', whatsappId: bed.foreign.id }],
    ]);
  });

  it('answers 404 for another company’s connection and 403 without connection permission, on every route', async () => {
    const staff = await bed.staffWithRoom();
    const own = await createWhatsapp(staff, 'Própria');
    const routes = [
      ['POST', '/api/whatsappsession/{id}'],
      ['PUT', '/api/whatsappsession/{id}'],
      ['DELETE', '/api/whatsappsession/{id}'],
      ['DELETE', '/api/whatsappsession/admin/{id}'],
      ['POST', '/api/whatsappsession/{id}/pairing-code'],
      ['POST', '/api/closedimported/{id}'],
    ] as const;
    bed.fake.calls.length = 0;
    for (const [method, path] of routes) {
      const payload = path.endsWith('pairing-code') ? { phoneNumber: '5511987650001' } : undefined;
      const alien = await staff.asAdmin({ method, url: path.replace('{id}', String(bed.foreign.id)), payload });
      expect(alien.statusCode, `${method} ${path}`).toBe(404);
      expect(alien.json().error).toBe('ERR_NO_WAPP_FOUND');
      const refused = await staff.asUser({ method, url: path.replace('{id}', String(own.id)), payload });
      expect(refused.statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await staff.asUser({ method: 'POST', url: '/api/whatsapp-restart/' })).statusCode).toBe(403);
    expect(bed.fake.calls).toEqual([]);
    expect(await bed.rowOf(bed.foreign.id)).toMatchObject({ status: 'CONNECTED' });
  });
});
