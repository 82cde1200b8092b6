import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createTestContext, type TestContext } from '../../../test/harness';
import { setCompanySettings } from '../../modules/tickets/tickets.test-support';
import { automationDesk } from '../automation.test-support';
import { careThenMenu, logTrail, ticketsOfContact } from './care.test-support';
import { consentChoices } from './care-texts';

const question = `Aceita o tratamento dos seus dados, {{name}}?`;
const link = 'https://loja.example.com/privacidade';
const asked = (name: string) => `Aceita o tratamento dos seus dados, ${name}?\n\n${link}\n\n${consentChoices}`;

describe('LGPD consent', () => {
  let ctx: TestContext;
  let desk: Awaited<ReturnType<typeof automationDesk>>;

  beforeAll(async () => {
    ctx = await createTestContext({}, { automationStages: careThenMenu });
    desk = await automationDesk(ctx);
    await setCompanySettings(ctx.db, desk.companyId, {
      enableLGPD: 'enabled',
      lgpdConsent: 'enabled',
      lgpdMessage: question,
      lgpdLink: link,
    });
  });
  afterAll(() => ctx.close());

  it('asks a contact who never accepted, and holds the ticket in lgpd', async () => {
    const first = await desk.write('5511910000001', 'Olá, quero comprar', { name: 'Carla' });
    expect(await desk.botTexts(first.ticketId)).toEqual([asked('Carla')]);
    expect(await desk.ticket(first.ticketId)).toMatchObject({ status: 'lgpd' });
    expect(await desk.state(first.ticketId)).toMatchObject({ step: 'lgpd', attempts: 0 });
  });

  it('on acceptance stamps the contact, returns the ticket to pending and lets the menu answer the same message', async () => {
    const first = await desk.write('5511910000002', 'Oi', { name: 'Davi' });
    const accepted = await desk.write('5511910000002', '*1*');
    const ticket = await desk.ticket(first.ticketId);
    expect(ticket.status).toBe('pending');
    expect((await desk.contact(ticket.contactId))?.lgpdAcceptedAt).toBeInstanceOf(Date);
    expect(await desk.botTexts(first.ticketId)).toEqual([asked('Davi'), 'menu: *1*']);
    expect(await desk.state(first.ticketId)).toMatchObject({ step: 'idle', lastMessageId: accepted.id });

    // Never asked again: the next ticket of this contact goes straight on.
    await desk.asAdmin({ method: 'PUT', url: `/api/tickets/${first.ticketId}`, payload: { status: 'closed' } });
    const later = await desk.write('5511910000002', 'Voltei');
    expect(later.ticketId).not.toBe(first.ticketId);
    expect(await desk.botTexts(later.ticketId)).toEqual(['menu: Voltei']);
  });

  it('accepts sim and refuses não, whatever the case and accents', async () => {
    const yes = await desk.write('5511910000003', 'Oi');
    await desk.write('5511910000003', 'SIM');
    expect((await desk.ticket(yes.ticketId)).status).toBe('pending');
    const no = await desk.write('5511910000004', 'Oi');
    await desk.write('5511910000004', ' Nao ');
    expect((await desk.ticket(no.ticketId)).status).toBe('closed');
  });

  it('on refusal closes the ticket as the system and sends nothing else', async () => {
    const first = await desk.write('5511910000005', 'Oi', { name: 'Eva' });
    await desk.write('5511910000005', '2');
    const ticket = await desk.ticket(first.ticketId);
    expect(ticket).toMatchObject({ status: 'closed', userId: null });
    expect(await desk.botTexts(first.ticketId)).toEqual([asked('Eva')]);
    expect((await desk.contact(ticket.contactId))?.lgpdAcceptedAt).toBeNull();
    expect(await logTrail(ctx, first.ticketId)).toEqual([
      ['create', null],
      ['closed', null],
    ]);
  });

  it('repeats the question after an invalid answer three times, then treats the next one as a refusal', async () => {
    const first = await desk.write('5511910000006', 'Oi', { name: 'Fábio' });
    for (const body of ['talvez', 'o quê?', '3']) await desk.write('5511910000006', body);
    expect(await desk.botTexts(first.ticketId)).toEqual(Array(4).fill(asked('Fábio')));
    expect(await desk.ticket(first.ticketId)).toMatchObject({ status: 'lgpd' });
    expect(await desk.state(first.ticketId)).toMatchObject({ step: 'lgpd', attempts: 3 });
    await desk.write('5511910000006', 'hein');
    expect(await desk.ticket(first.ticketId)).toMatchObject({ status: 'closed' });
    expect(await desk.botTexts(first.ticketId)).toHaveLength(4);
  });

  it('lets an attendant ignore a ticket waiting for consent; another company cannot', async () => {
    const first = await desk.write('5511910000007', 'Oi');
    const outsider = await companyWithStaff(ctx);
    const foreign = await outsider.asAdmin({
      method: 'PUT',
      url: `/api/tickets/${first.ticketId}`,
      payload: { status: 'closed' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await desk.ticket(first.ticketId)).status).toBe('lgpd');
    const ignored = await desk.asAdmin({
      method: 'PUT',
      url: `/api/tickets/${first.ticketId}`,
      payload: { status: 'closed', sendFarewellMessage: false },
    });
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json()).toMatchObject({ status: 'closed' });
    expect(await desk.botTexts(first.ticketId)).toHaveLength(1);
  });

  it('asks nothing without lgpdConsent, and lets a waiting ticket go once the option is off', async () => {
    const waiting = await desk.write('5511910000008', 'Oi');
    await setCompanySettings(ctx.db, desk.companyId, { lgpdConsent: 'disabled' });
    try {
      const fresh = await desk.write('5511910000009', 'Oi');
      expect(await desk.botTexts(fresh.ticketId)).toEqual(['menu: Oi']);
      await desk.write('5511910000008', 'ainda aqui');
      expect((await desk.ticket(waiting.ticketId)).status).toBe('pending');
      expect((await desk.botTexts(waiting.ticketId)).at(-1)).toBe('menu: ainda aqui');
    } finally {
      await setCompanySettings(ctx.db, desk.companyId, { lgpdConsent: 'enabled' });
    }
  });

  it('keeps the contact asked on every ticket until they accept', async () => {
    const first = await desk.write('5511910000010', 'Oi', { name: 'Gil' });
    await desk.write('5511910000010', 'não');
    const again = await desk.write('5511910000010', 'Mudei de ideia');
    expect(again.ticketId).not.toBe(first.ticketId);
    expect(await desk.botTexts(again.ticketId)).toEqual([asked('Gil')]);
    const { contactId } = await desk.ticket(again.ticketId);
    expect((await ticketsOfContact(ctx, contactId)).map((ticket) => ticket.status)).toEqual(['closed', 'lgpd']);
  });
});
