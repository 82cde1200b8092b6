import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { weekdaysEn } from '@chatdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { clientFor, platformWithTenants } from './admin.test-support';

const week = (changes: Record<string, string> = {}) =>
  weekdaysEn.map((weekdayEn) => ({
    weekday: weekdayEn,
    weekdayEn,
    startTimeA: '09:00',
    endTimeA: '12:00',
    startTimeB: '14:00',
    endTimeB: '19:00',
    ...changes,
  }));

describe('a company’s own record, plan flags and opening hours', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof platformWithTenants>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await platformWithTenants(ctx);
  });
  afterAll(() => ctx.close());

  describe('GET /companies/{id}', () => {
    it('answers the caller’s own company with its schedules, to any of its users', async () => {
      for (const client of [world.acme.asAdmin, world.acme.asUser]) {
        const response = await client({ method: 'GET', url: `/api/companies/${world.acme.company.id}` });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ id: world.acme.company.id, email: world.acme.company.email });
        expect(response.json().schedules).toHaveLength(7);
      }
    });

    it('answers 404 for another company, and the super user reads any', async () => {
      const other = await world.acme.asAdmin({ method: 'GET', url: `/api/companies/${world.globex.company.id}` });
      expect(other.statusCode).toBe(404);
      expect(other.json().error).toBe('ERR_NO_COMPANY_FOUND');
      const asSuper = await world.asSuper({ method: 'GET', url: `/api/companies/${world.globex.company.id}` });
      expect(asSuper.json().id).toBe(world.globex.company.id);
    });

    it('still answers on an expired subscription (the subscription screen reads it)', async () => {
      const expired = await createCompany(ctx.db, { dueDate: new Date(Date.now() - 86_400_000) });
      const asExpired = await clientFor(ctx, await createUser(ctx.db, expired.id, { profile: 'admin' }));
      expect((await asExpired({ method: 'GET', url: `/api/companies/${expired.id}` })).statusCode).toBe(200);
      expect((await asExpired({ method: 'GET', url: `/api/companies/listPlan/${expired.id}` })).statusCode).toBe(200);
    });
  });

  describe('GET /companies/listPlan/{id}', () => {
    it('answers the plan flags of the caller’s company', async () => {
      const response = await world.acme.asUser({
        method: 'GET',
        url: `/api/companies/listPlan/${world.acme.company.id}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: world.acme.company.id,
        plan: { id: world.acme.plan.id, useCampaigns: true, useKanban: true, useOpenAi: true, useExternalApi: true },
      });
    });

    it('answers 404 for another company’s id', async () => {
      const response = await world.acme.asAdmin({
        method: 'GET',
        url: `/api/companies/listPlan/${world.globex.company.id}`,
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('PUT /companies/{id}/schedules', () => {
    it('lets the company’s admin set its own week', async () => {
      const response = await world.acme.asAdmin({
        method: 'PUT',
        url: `/api/companies/${world.acme.company.id}/schedules`,
        payload: { schedules: week() },
      });
      expect(response.statusCode).toBe(200);
      const read = await world.acme.asUser({ method: 'GET', url: `/api/companies/${world.acme.company.id}` });
      expect(read.json().schedules[0]).toMatchObject({ weekdayEn: 'monday', startTimeA: '09:00', endTimeB: '19:00' });
    });

    it('answers 404 for another company and leaves it unchanged', async () => {
      const response = await world.acme.asAdmin({
        method: 'PUT',
        url: `/api/companies/${world.globex.company.id}/schedules`,
        payload: { schedules: week() },
      });
      expect(response.statusCode).toBe(404);
      const globex = await world.globex.asAdmin({ method: 'GET', url: `/api/companies/${world.globex.company.id}` });
      expect(globex.json().schedules[0].startTimeA).toBe('08:00');
    });

    it('refuses a plain user and invalid weeks', async () => {
      const url = `/api/companies/${world.acme.company.id}/schedules`;
      expect((await world.acme.asUser({ method: 'PUT', url, payload: { schedules: week() } })).statusCode).toBe(403);
      const backwards = await world.acme.asAdmin({
        method: 'PUT',
        url,
        payload: { schedules: week({ endTimeA: '07:00' }) },
      });
      expect(backwards.statusCode).toBe(400);
      const short = await world.acme.asAdmin({ method: 'PUT', url, payload: { schedules: week().slice(0, 3) } });
      expect(short.statusCode).toBe(400);
    });
  });

  describe('folder figures', () => {
    it('measure the company’s media folder when the companies table is read', async () => {
      const folder = path.join(ctx.storage.root, String(world.globex.company.id));
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, `${'a'.repeat(32)}.txt`), 'x'.repeat(100));
      await writeFile(path.join(folder, `${'b'.repeat(32)}.txt`), 'y'.repeat(50));
      const list = (await world.asSuper({ method: 'GET', url: '/api/companies/list' })).json();
      const globex = list.find((company: { id: number }) => company.id === world.globex.company.id);
      expect(globex).toMatchObject({ folderSize: 150, numberFileFolder: 2 });
      expect(new Date(globex.updatedAtFolder).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });
  });
});
