import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import type { DomainEvent } from '../../platform/events/domain-events';
import { clientFor, platformWithTenants } from '../companies/admin.test-support';

describe('company settings', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof platformWithTenants>>;
  const events: DomainEvent<'company-settings.updated'>[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await platformWithTenants(ctx);
    ctx.app.events.subscribe('company-settings.updated', (event) => {
      events.push(event);
    });
  });
  afterAll(() => ctx.close());

  const put = (payload: Record<string, unknown>, client = world.acme.asAdmin) =>
    client({ method: 'PUT', url: '/api/companySettings', payload });
  const one = (column: string, client = world.acme.asUser) =>
    client({ method: 'GET', url: `/api/companySettingOne?column=${column}` });

  describe('reads', () => {
    it('GET /companySettings/{own id} answers the options as a map, booleans for the two boolean options', async () => {
      const response = await world.acme.asUser({ method: 'GET', url: `/api/companySettings/${world.acme.company.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        userRating: 'disabled',
        scheduleType: 'disabled',
        chatBotType: 'text',
        acceptCallWhatsapp: 'enabled',
        closeTicketOnTransfer: false,
        showNotificationPending: false,
        transferMessage: '',
      });
    });

    it('GET /companySettings/{another company} answers 404', async () => {
      const response = await world.acme.asAdmin({
        method: 'GET',
        url: `/api/companySettings/${world.globex.company.id}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('ERR_NO_SETTING_FOUND');
    });

    it('GET /companySettingOne reads one column by name and refuses unknown ones', async () => {
      expect((await one('chatBotType')).json()).toEqual({ key: 'chatBotType', value: 'text' });
      expect((await one('passwordHash')).statusCode).toBe(400);
    });
  });

  describe('PUT /companySettings', () => {
    it('saves each column within its rule and tells listeners', async () => {
      expect((await put({ column: 'scheduleType', data: 'company' })).json().scheduleType).toBe('company');
      expect((await put({ column: 'chatBotType', data: 'button' })).statusCode).toBe(200);
      expect((await put({ column: 'showNotificationPending', data: true })).json().showNotificationPending).toBe(true);
      expect((await put({ column: 'userRating', data: 'enabled' })).statusCode).toBe(200);
      expect((await one('showNotificationPending')).json()).toEqual({ key: 'showNotificationPending', value: true });
      expect(events).toEqual(
        expect.arrayContaining([
          { type: 'company-settings.updated', companyId: world.acme.company.id, columns: ['scheduleType'] },
        ]),
      );
      // Another company is untouched.
      const globex = await world.globex.asAdmin({
        method: 'GET',
        url: `/api/companySettings/${world.globex.company.id}`,
      });
      expect(globex.json()).toMatchObject({
        scheduleType: 'disabled',
        chatBotType: 'text',
        showNotificationPending: false,
      });
    });

    it('refuses values outside each column’s options', async () => {
      for (const payload of [
        { column: 'scheduleType', data: 'weekly' },
        { column: 'chatBotType', data: 'voice' },
        { column: 'userRating', data: true },
        { column: 'closeTicketOnTransfer', data: 'maybe' },
        { column: 'lgpdLink', data: 'javascript:alert(1)' },
        { column: 'unknownOption', data: 'enabled' },
      ]) {
        expect((await put(payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
    });

    it('requires the message of an option switched to the state that sends it', async () => {
      const withoutMessage = await put({ column: 'sendMsgTransfTicket', data: 'enabled' });
      expect(withoutMessage.statusCode).toBe(400);
      expect(withoutMessage.json().issues[0]).toEqual({ path: 'body.transferMessage', message: 'Obrigatório' });

      const withMessage = await put({
        column: 'sendMsgTransfTicket',
        data: 'enabled',
        message: 'Transferido para {{queue}}',
      });
      expect(withMessage.json()).toMatchObject({
        sendMsgTransfTicket: 'enabled',
        transferMessage: 'Transferido para {{queue}}',
      });

      const clearing = await put({ column: 'transferMessage', data: '  ' });
      expect(clearing.statusCode).toBe(400);
      expect(clearing.json().issues[0].path).toBe('body.data');

      for (const [column, data] of [
        ['sendGreetingAccepted', 'enabled'],
        ['sendQueuePosition', 'enabled'],
        ['acceptCallWhatsapp', 'disabled'],
      ]) {
        expect((await put({ column, data })).statusCode, column).toBe(400);
        expect((await put({ column, data, message: 'Texto' })).statusCode, column).toBe(200);
      }
      // Switching the option off again needs no message.
      expect((await put({ column: 'sendMsgTransfTicket', data: 'disabled' })).statusCode).toBe(200);
    });

    it('refuses a message on an option without one', async () => {
      expect((await put({ column: 'userRandom', data: 'enabled', message: 'x' })).statusCode).toBe(400);
    });

    it('is refused to a plain user and without a token', async () => {
      expect((await put({ column: 'scheduleType', data: 'queue' }, world.acme.asUser)).statusCode).toBe(403);
      expect((await put({ column: 'scheduleType', data: 'queue' }, world.anonymous)).statusCode).toBe(401);
    });

    it('is what the login answer carries', async () => {
      await put({ column: 'requiredTag', data: 'enabled' });
      const me = await world.acme.asAdmin({ method: 'GET', url: '/api/auth/me' });
      expect(me.json().company.companieSettings).toEqual(
        expect.arrayContaining([
          { key: 'requiredTag', value: 'enabled' },
          { key: 'scheduleType', value: 'company' },
        ]),
      );
    });
  });

  describe('on an expired subscription', () => {
    it('reads still work, writes do not', async () => {
      const expired = await createCompany(ctx.db, { dueDate: new Date(Date.now() - 86_400_000) });
      const asExpired = await clientFor(ctx, await createUser(ctx.db, expired.id, { profile: 'admin' }));
      expect((await asExpired({ method: 'GET', url: `/api/companySettings/${expired.id}` })).statusCode).toBe(200);
      expect((await one('scheduleType', asExpired)).statusCode).toBe(200);
      expect((await asExpired({ method: 'GET', url: '/api/companySettingOnePayment' })).statusCode).toBe(200);
      const write = await put({ column: 'scheduleType', data: 'queue' }, asExpired);
      expect(write.statusCode).toBe(402);
      expect(write.json().error).toBe('ERR_SUBSCRIPTION_EXPIRED');
    });
  });
});
