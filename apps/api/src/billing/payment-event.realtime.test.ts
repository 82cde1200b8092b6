import { companyEvent, companyNamespace } from '@chatdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionToken } from '../../test/factories';
import { type ClientSocket, connectClient, nextEvent, recordEvents } from '../../test/fixtures/realtime-clients';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import type { BillingDeps } from './billing.deps';
import { FakeProvider } from './billing.test-support';
import { chargeOf, companyWithOpenInvoice, readCompany } from './payment.test-support';
import { confirmPayment } from './use-cases/confirm-payment';

/**
 * `company-{id}-payment` through the real wiring (server.ts) and real sockets: a payment reaches
 * its company's clients only. Two companies, one in Tokyo and one in São Paulo, pay at the same
 * instant near midnight UTC: each is renewed from its own calendar's today.
 */
describe('company-{id}-payment', () => {
  let testPlatform: TestPlatform;
  const sockets: ClientSocket[] = [];
  const efi = new FakeProvider('efi');
  // 31 January 23:30 UTC: already 1 February in Tokyo, still 31 January in São Paulo.
  const paidAt = new Date('2026-01-31T23:30:00Z');
  let deps: BillingDeps;

  beforeAll(async () => {
    testPlatform = await startTestPlatform();
    const { app, db, logger } = testPlatform.platform;
    deps = {
      db,
      events: app.events,
      logger,
      subscriptions: app.subscriptions,
      providers: [efi],
      publicUrl: testPlatform.platform.url,
      now: () => paidAt,
    };
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await testPlatform?.close();
  });

  const adminSocket = async (companyId: number) => {
    const { db } = testPlatform.database;
    const admin = await createUser(db, companyId, { profile: 'admin' });
    const token = await sessionToken({ db, tokens: testPlatform.tokens }, admin);
    const socket = await connectClient(testPlatform.platform.url, companyNamespace(companyId), { token });
    sockets.push(socket);
    return socket;
  };

  it('tells each company only of its own renewal, dated on its own calendar', async () => {
    const db = testPlatform.platform.db;
    const overdue = new Date('2026-01-20T12:00:00Z');
    const tokyo = await companyWithOpenInvoice({ db }, { timezone: 'Asia/Tokyo', dueDate: overdue });
    const saoPaulo = await companyWithOpenInvoice({ db }, { timezone: 'America/Sao_Paulo', dueDate: overdue });
    await chargeOf({ db }, tokyo.invoice, 'efi', 'txid-tokyo');
    await chargeOf({ db }, saoPaulo.invoice, 'efi', 'txid-sp');
    for (const txid of ['txid-tokyo', 'txid-sp']) {
      efi.setPayment(txid, { chargeExternalId: txid, status: 'paid', amount: '100.00', paidAt });
    }
    const [tokyoSocket, saoPauloSocket] = [await adminSocket(tokyo.company.id), await adminSocket(saoPaulo.company.id)];
    const saoPauloEvents = recordEvents(saoPauloSocket);

    const tokyoEvent = nextEvent(tokyoSocket, companyEvent(tokyo.company.id, 'payment'));
    await confirmPayment(deps, efi, { eventId: 'e2e-tokyo', resourceId: 'txid-tokyo' });
    const tokyoDue = '2026-03-01T14:59:59.999Z';
    expect(await tokyoEvent).toEqual({
      action: 'CONCLUIDA',
      invoiceId: tokyo.invoice.id,
      company: { id: tokyo.company.id, dueDate: tokyoDue },
    });
    expect((await readCompany({ db }, tokyo.company.id))?.dueDate?.toISOString()).toBe(tokyoDue);

    const saoPauloEvent = nextEvent(saoPauloSocket, companyEvent(saoPaulo.company.id, 'payment'));
    await confirmPayment(deps, efi, { eventId: 'e2e-sp', resourceId: 'txid-sp' });
    const saoPauloDue = '2026-03-01T02:59:59.999Z';
    expect(await saoPauloEvent).toMatchObject({ company: { id: saoPaulo.company.id, dueDate: saoPauloDue } });
    // Events reach a socket in order: a leak of Tokyo's would have come before São Paulo's own.
    expect(saoPauloEvents.filter(({ event }) => event.endsWith('-payment'))).toEqual([
      {
        event: companyEvent(saoPaulo.company.id, 'payment'),
        payload: expect.objectContaining({ action: 'CONCLUIDA' }),
      },
    ]);
  });
});
