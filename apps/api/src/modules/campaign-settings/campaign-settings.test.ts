import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createTestContext, type TestContext } from '../../../test/harness';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

const defaults = [
  { key: 'messageInterval', value: 20 },
  { key: 'longerIntervalAfter', value: 20 },
  { key: 'greaterInterval', value: 60 },
  { key: 'variables', value: [] },
  { key: 'sabado', value: false },
  { key: 'domingo', value: false },
  { key: 'startHour', value: '09:00' },
  { key: 'endHour', value: '18:00' },
];

const settings = {
  messageInterval: 70,
  longerIntervalAfter: 40,
  greaterInterval: 180,
  variables: [{ key: 'cupom', value: 'BLACK10' }],
  sabado: true,
  domingo: false,
  startHour: '08:30',
  endHour: '20:00',
};

describe('campaign settings API', () => {
  let ctx: TestContext;
  let acme: Staff;
  let globex: Staff;

  beforeAll(async () => {
    ctx = await createTestContext();
    acme = await companyWithStaff(ctx);
    globex = await companyWithStaff(ctx);
  });
  afterAll(() => ctx.close());

  const save = (staff: Staff, values: Record<string, unknown>) =>
    staff.asAdmin({ method: 'POST', url: '/api/campaign-settings', payload: { settings: values } });

  it('reads the spec defaults as a key/value list until the company saves its own', async () => {
    expect((await acme.asAdmin({ method: 'GET', url: '/api/campaign-settings' })).json()).toEqual(defaults);
    const saved = await save(acme, settings);
    expect(saved.statusCode).toBe(200);
    const expected = Object.entries(settings).map(([key, value]) => ({ key, value }));
    expect(saved.json()).toEqual(expected);
    expect((await acme.asAdmin({ method: 'GET', url: '/api/campaign-settings' })).json()).toEqual(expected);
    expect((await save(acme, { ...settings, messageInterval: 5 })).json()[0]).toEqual({
      key: 'messageInterval',
      value: 5,
    });
    // Per company: another company still reads the defaults.
    expect((await globex.asAdmin({ method: 'GET', url: '/api/campaign-settings' })).json()).toEqual(defaults);
  });

  it("accepts only the spec's choices, an ordered window and custom variables that do not clash", async () => {
    const issuesOf = async (values: Record<string, unknown>) => {
      const response = await save(globex, { ...settings, ...values });
      expect(response.statusCode).toBe(400);
      return response.json().issues.map((issue: { path: string }) => issue.path);
    };
    expect(await issuesOf({ messageInterval: 25 })).toEqual(['body.settings.messageInterval']);
    expect(await issuesOf({ longerIntervalAfter: 7 })).toEqual(['body.settings.longerIntervalAfter']);
    expect(await issuesOf({ greaterInterval: 10 })).toEqual(['body.settings.greaterInterval']);
    expect(await issuesOf({ greaterInterval: 190 })).toEqual(['body.settings.greaterInterval']);
    expect(await issuesOf({ startHour: '9h' })).toEqual(['body.settings.startHour']);
    expect(await issuesOf({ startHour: '18:00', endHour: '09:00' })).toEqual(['body.settings.endHour']);
    expect(await issuesOf({ startHour: '10:00', endHour: '10:00' })).toEqual(['body.settings.endHour']);
    expect(await issuesOf({ variables: [{ key: 'Nome', value: 'x' }] })).toEqual(['body.settings.variables.0.key']);
    expect(await issuesOf({ variables: [{ key: 'com espaço', value: 'x' }] })).toEqual([
      'body.settings.variables.0.key',
    ]);
    const twice = [
      { key: 'cupom', value: 'a' },
      { key: 'CUPOM', value: 'b' },
    ];
    expect(await issuesOf({ variables: twice })).toEqual(['body.settings.variables']);
    expect(
      (await save(globex, { ...settings, messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0 })).statusCode,
    ).toBe(200);
  });
});
