import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createContact, createTag, tagContact } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { companySettings } from '../../db/schema';
import { createTicketAudience } from '../tickets/ticket-audience';
import { forwardContactEvents } from './contacts.realtime';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

describe('contacts', () => {
  let ctx: TestContext;
  let other: Staff;
  let foreign: Awaited<ReturnType<typeof createContact>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    other = await companyWithStaff(ctx);
    foreign = await createContact(ctx.db, other.company.id, { name: 'Alheio', number: '5511900000001' });
  });
  afterAll(() => ctx.close());

  describe('POST /api/contacts', () => {
    it('creates a contact with digits only, extra info, and a created event', async () => {
      const staff = await companyWithStaff(ctx);
      const events: unknown[] = [];
      const unsubscribe = ctx.app.events.subscribe('contact.created', (event) => void events.push(event));
      const response = await staff.asUser({
        method: 'POST',
        url: '/api/contacts',
        payload: {
          name: ' Maria Silva ',
          number: '+55 (11) 98765-4321',
          email: 'maria@example.com',
          companyId: other.company.id,
          extraInfo: [{ name: 'CPF', value: '123' }],
        },
      });
      unsubscribe();
      expect(response.statusCode).toBe(201);
      const contact = response.json();
      expect(contact).toMatchObject({
        name: 'Maria Silva',
        number: '5511987654321',
        email: 'maria@example.com',
        channel: 'whatsapp',
        companyId: staff.company.id,
        active: true,
        acceptAudioMessage: true,
        disableBot: false,
        isGroup: false,
        tags: [],
        extraInfo: [{ name: 'CPF', value: '123' }],
      });
      expect(events).toEqual([{ type: 'contact.created', companyId: staff.company.id, contact }]);
    });

    it('answers 400 with the form texts per field', async () => {
      const staff = await companyWithStaff(ctx);
      const response = await staff.asUser({
        method: 'POST',
        url: '/api/contacts',
        payload: { name: 'A', number: '(11) 123', email: 'nope' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual(
        expect.arrayContaining([
          { path: 'body.name', message: 'Too Short!' },
          { path: 'body.email', message: 'Invalid email' },
        ]),
      );
      const shortNumber = await staff.asUser({
        method: 'POST',
        url: '/api/contacts',
        payload: { name: 'Ana', number: '(11) 123-4' },
      });
      expect(shortNumber.json().issues).toEqual([{ path: 'body.number', message: 'Too Short!' }]);
      const longName = await staff.asUser({
        method: 'POST',
        url: '/api/contacts',
        payload: { name: 'x'.repeat(251), number: '5511987654321' },
      });
      expect(longName.json().issues).toEqual([{ path: 'body.name', message: 'Too Long!' }]);
      // The 8-50 rule reads the stored form (digits), so it is checked once the other fields pass.
      const longNumber = await staff.asUser({
        method: 'POST',
        url: '/api/contacts',
        payload: { name: 'Ana', number: `+${'1'.repeat(51)}` },
      });
      expect(longNumber.json().issues).toEqual([{ path: 'body.number', message: 'Too Long!' }]);
      const empty = await staff.asUser({ method: 'POST', url: '/api/contacts', payload: {} });
      expect(empty.json().issues).toEqual(
        expect.arrayContaining([
          { path: 'body.name', message: 'Required' },
          { path: 'body.number', message: 'Required' },
        ]),
      );
    });

    it('refuses a second contact with the same number (409 ERR_DUPLICATED_CONTACT), per company and channel', async () => {
      const staff = await companyWithStaff(ctx);
      const payload = { name: 'Primeiro', number: '5511911112222' };
      expect((await staff.asUser({ method: 'POST', url: '/api/contacts', payload })).statusCode).toBe(201);
      const again = await staff.asUser({
        method: 'POST',
        url: '/api/contacts',
        payload: { name: 'Segundo', number: '+55 11 91111-2222' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: 'ERR_DUPLICATED_CONTACT' });
      const otherChannel = await staff.asUser({
        method: 'POST',
        url: '/api/contacts',
        payload: { ...payload, channel: 'whatsappapi' },
      });
      expect(otherChannel.statusCode).toBe(201);
      expect((await other.asUser({ method: 'POST', url: '/api/contacts', payload })).statusCode).toBe(201);
    });

    it('lets exactly one of two concurrent creates of a number win', async () => {
      const staff = await companyWithStaff(ctx);
      const results = await Promise.all(
        ['Corrida A', 'Corrida B'].map((name) =>
          staff.asUser({ method: 'POST', url: '/api/contacts', payload: { name, number: '5511933334444' } }),
        ),
      );
      expect(results.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const list = await staff.asUser({ method: 'GET', url: '/api/contacts?searchParam=33334444' });
      expect(list.json().count).toBe(1);
    });
  });

  describe('GET /api/contacts', () => {
    it('searches accent- and case-insensitively by name, and by number', async () => {
      const staff = await companyWithStaff(ctx);
      const joao = await createContact(ctx.db, staff.company.id, { name: 'João Conceição', number: '5511955550001' });
      await createContact(ctx.db, staff.company.id, { name: 'Maria', number: '5511955550002' });
      const ids = async (searchParam: string) =>
        (await staff.asUser({ method: 'GET', url: `/api/contacts?searchParam=${encodeURIComponent(searchParam)}` }))
          .json()
          .contacts.map((contact: { id: number }) => contact.id);
      expect(await ids('joao')).toEqual([joao.id]);
      expect(await ids('CONCEICAO')).toEqual([joao.id]);
      expect(await ids('ção')).toEqual([joao.id]);
      expect(await ids('550001')).toEqual([joao.id]);
      expect(await ids('%')).toEqual([]);
    });

    it('pages 20 by name with hasMore and count, and filters by channel, group and tags', async () => {
      const staff = await companyWithStaff(ctx);
      const id = staff.company.id;
      for (let index = 0; index < 22; index += 1)
        await createContact(ctx.db, id, { name: `Pessoa ${String(index).padStart(2, '0')}` });
      const group = await createContact(ctx.db, id, { name: 'Zeta grupo', isGroup: true, number: '120363000000001' });
      const facebook = await createContact(ctx.db, id, {
        name: 'Zeta face',
        channel: 'facebook',
        number: '998877665544',
      });
      const first = (await staff.asUser({ method: 'GET', url: '/api/contacts' })).json();
      expect(first).toMatchObject({ hasMore: true, count: 24 });
      expect(first.contacts).toHaveLength(20);
      expect(first.contacts[0].name).toBe('Pessoa 00');
      const second = (await staff.asUser({ method: 'GET', url: '/api/contacts?pageNumber=2' })).json();
      expect(second).toMatchObject({ hasMore: false, count: 24 });
      expect(second.contacts.map((contact: { name: string }) => contact.name)).toEqual([
        'Pessoa 20',
        'Pessoa 21',
        'Zeta face',
        'Zeta grupo',
      ]);
      const groups = (await staff.asUser({ method: 'GET', url: '/api/contacts?isGroup=true' })).json();
      expect(groups.contacts.map((contact: { id: number }) => contact.id)).toEqual([group.id]);
      const channel = (await staff.asUser({ method: 'GET', url: '/api/contacts?channel=facebook' })).json();
      expect(channel.contacts.map((contact: { id: number }) => contact.id)).toEqual([facebook.id]);

      const vip = await createTag(ctx.db, id, { name: 'VIP' });
      const late = await createTag(ctx.db, id, { name: 'Atrasado' });
      await tagContact(ctx.db, id, group.id, [vip.id, late.id]);
      await tagContact(ctx.db, id, facebook.id, [vip.id]);
      const byTag = async (tagIds: number[]) =>
        (
          await staff.asUser({
            method: 'GET',
            url: `/api/contacts?contactTag=${encodeURIComponent(JSON.stringify(tagIds))}`,
          })
        ).json();
      const vips = await byTag([vip.id]);
      expect(vips.count).toBe(2);
      expect(vips.contacts.find((contact: { id: number }) => contact.id === group.id).tags).toEqual([
        { id: late.id, name: 'Atrasado', color: '#112233', kanban: 0 },
        { id: vip.id, name: 'VIP', color: '#112233', kanban: 0 },
      ]);
      expect((await byTag([vip.id, late.id])).contacts.map((contact: { id: number }) => contact.id)).toEqual([
        group.id,
      ]);
      const bad = await staff.asUser({ method: 'GET', url: '/api/contacts?contactTag=vip' });
      expect(bad.statusCode).toBe(400);
    });

    it('never lists another company’s contacts', async () => {
      const staff = await companyWithStaff(ctx);
      const list = (await staff.asAdmin({ method: 'GET', url: '/api/contacts?searchParam=Alheio' })).json();
      expect(list).toEqual({ contacts: [], hasMore: false, count: 0 });
      const options = (
        await staff.asAdmin({ method: 'GET', url: `/api/contacts/list?companyId=${other.company.id}` })
      ).json();
      expect(options).toEqual([]);
    });

    it('GET /contacts/list answers light rows by name', async () => {
      const staff = await companyWithStaff(ctx);
      const b = await createContact(ctx.db, staff.company.id, { name: 'Bruno', number: '5511966660002' });
      const a = await createContact(ctx.db, staff.company.id, { name: 'Ana', number: '5511966660001' });
      const response = await staff.asUser({ method: 'GET', url: '/api/contacts/list' });
      expect(response.json()).toEqual([
        { id: a.id, name: 'Ana', number: '5511966660001' },
        { id: b.id, name: 'Bruno', number: '5511966660002' },
      ]);
    });
  });

  describe('one contact', () => {
    it('GET /contacts/{id} answers tags and extra info', async () => {
      const staff = await companyWithStaff(ctx);
      const created = await staff.asUser({
        method: 'POST',
        url: '/api/contacts',
        payload: { name: 'Com extra', number: '5511977770001', extraInfo: [{ name: 'Plano', value: 'Ouro' }] },
      });
      const tag = await createTag(ctx.db, staff.company.id, { name: 'Cliente' });
      await tagContact(ctx.db, staff.company.id, created.json().id, [tag.id]);
      const response = await staff.asUser({ method: 'GET', url: `/api/contacts/${created.json().id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Com extra',
        tags: [{ id: tag.id, name: 'Cliente' }],
        extraInfo: [{ name: 'Plano', value: 'Ouro' }],
      });
    });

    it('PUT /contacts/{id} changes the fields sent and replaces extra info', async () => {
      const staff = await companyWithStaff(ctx);
      const created = (
        await staff.asUser({
          method: 'POST',
          url: '/api/contacts',
          payload: { name: 'Antes', number: '5511977770002', email: 'a@example.com', extraInfo: [{ name: 'X' }] },
        })
      ).json();
      const events: unknown[] = [];
      const unsubscribe = ctx.app.events.subscribe('contact.updated', (event) => void events.push(event));
      const response = await staff.asUser({
        method: 'PUT',
        url: `/api/contacts/${created.id}`,
        payload: {
          name: 'Depois',
          number: '55 11 97777-0003',
          disableBot: true,
          extraInfo: [{ name: 'Y', value: '1' }],
        },
      });
      unsubscribe();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Depois',
        number: '5511977770003',
        email: 'a@example.com',
        disableBot: true,
        extraInfo: [{ name: 'Y', value: '1' }],
      });
      expect(events).toHaveLength(1);
      const bad = await staff.asUser({
        method: 'PUT',
        url: `/api/contacts/${created.id}`,
        payload: { number: '12-34' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues).toEqual([{ path: 'body.number', message: 'Too Short!' }]);
      await createContact(ctx.db, staff.company.id, { number: '5511977770004' });
      const clash = await staff.asUser({
        method: 'PUT',
        url: `/api/contacts/${created.id}`,
        payload: { number: '5511977770004' },
      });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({ error: 'ERR_DUPLICATED_CONTACT' });
    });

    it('blocks, sets accept-audio and toggles the bot', async () => {
      const staff = await companyWithStaff(ctx);
      const contact = await createContact(ctx.db, staff.company.id);
      const blocked = await staff.asUser({
        method: 'PUT',
        url: `/api/contacts/block/${contact.id}`,
        payload: { active: false },
      });
      expect(blocked.json()).toMatchObject({ id: contact.id, active: false });
      const audio = await staff.asUser({
        method: 'PUT',
        url: `/api/contacts/toggleAcceptAudio/${contact.id}`,
        payload: { acceptAudioMessage: false },
      });
      expect(audio.json()).toMatchObject({ acceptAudioMessage: false, active: false });
      const on = await staff.asUser({ method: 'PUT', url: `/api/contacts/toggleDisableBot/${contact.id}` });
      expect(on.json()).toEqual({ disableBot: true });
      const off = await staff.asUser({ method: 'PUT', url: `/api/contacts/toggleDisableBot/${contact.id}` });
      expect(off.json()).toEqual({ disableBot: false });
    });

    it('GET /contacts/profile/{number} finds the company’s contact by number', async () => {
      const staff = await companyWithStaff(ctx);
      const contact = await createContact(ctx.db, staff.company.id, {
        number: '5511988880001',
        urlPicture: 'https://example.com/p.jpg',
      });
      const response = await staff.asUser({ method: 'GET', url: '/api/contacts/profile/5511988880001' });
      expect(response.json()).toEqual({ contactId: contact.id, urlPicture: 'https://example.com/p.jpg' });
      const typed = await staff.asUser({
        method: 'GET',
        url: `/api/contacts/profile/${encodeURIComponent('+55 (11) 98888-0001')}`,
      });
      expect(typed.json()).toMatchObject({ contactId: contact.id });
      const none = await staff.asUser({ method: 'GET', url: '/api/contacts/profile/5511000000000' });
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ error: 'ERR_NO_CONTACT_FOUND' });
      const foreignNumber = await staff.asUser({ method: 'GET', url: `/api/contacts/profile/${foreign.number}` });
      expect(foreignNumber.statusCode).toBe(404);
    });

    it('DELETE needs contacts-page:deleteContact: a plain user is refused, an admin deletes', async () => {
      const staff = await companyWithStaff(ctx);
      const contact = await createContact(ctx.db, staff.company.id);
      const events: unknown[] = [];
      const unsubscribe = ctx.app.events.subscribe('contact.deleted', (event) => void events.push(event));
      const refused = await staff.asUser({ method: 'DELETE', url: `/api/contacts/${contact.id}` });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
      const removed = await staff.asAdmin({ method: 'DELETE', url: `/api/contacts/${contact.id}` });
      unsubscribe();
      expect(removed.statusCode).toBe(204);
      expect(events).toEqual([{ type: 'contact.deleted', companyId: staff.company.id, contactId: contact.id }]);
      expect((await staff.asAdmin({ method: 'GET', url: `/api/contacts/${contact.id}` })).statusCode).toBe(404);
    });

    it('answers another company’s contact as missing on every id route and leaves it unchanged', async () => {
      const staff = await companyWithStaff(ctx);
      for (const call of [
        { method: 'GET', url: `/api/contacts/${foreign.id}` },
        { method: 'PUT', url: `/api/contacts/${foreign.id}`, payload: { name: 'Meu' } },
        { method: 'PUT', url: `/api/contacts/block/${foreign.id}`, payload: { active: false } },
        { method: 'PUT', url: `/api/contacts/toggleAcceptAudio/${foreign.id}`, payload: { acceptAudioMessage: false } },
        { method: 'PUT', url: `/api/contacts/toggleDisableBot/${foreign.id}` },
        { method: 'DELETE', url: `/api/contacts/${foreign.id}` },
        { method: 'GET', url: `/api/contactTags/${foreign.id}` },
        { method: 'POST', url: '/api/tags/sync', payload: { contactId: foreign.id, tags: [{ name: 'Minha' }] } },
      ] as const) {
        const response = await staff.asAdmin(call);
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
        expect(response.json()).toMatchObject({ error: 'ERR_NO_CONTACT_FOUND' });
        expect(response.body).not.toContain('Alheio');
      }
      const still = (await other.asAdmin({ method: 'GET', url: `/api/contacts/${foreign.id}` })).json();
      expect(still).toMatchObject({
        name: 'Alheio',
        active: true,
        disableBot: false,
        acceptAudioMessage: true,
        tags: [],
      });
    });
  });

  describe('LGPD number masking', () => {
    const enable = async (companyId: number, values: { enableLGPD: string; lgpdHideNumber: string }) =>
      ctx.db.system.transaction((tx) =>
        tx
          .insert(companySettings)
          .values({ companyId, ...values })
          .onConflictDoUpdate({ target: companySettings.companyId, set: values }),
      );

    it('masks numbers for profile user only when both enableLGPD and lgpdHideNumber are enabled', async () => {
      const staff = await companyWithStaff(ctx);
      const contact = await createContact(ctx.db, staff.company.id, { name: 'Sigilo', number: '5511987654321' });
      const group = await createContact(ctx.db, staff.company.id, {
        name: 'Sigilo grupo',
        number: '120363999999999',
        isGroup: true,
      });
      const numbersSeenBy = async (as: typeof staff.asUser) => [
        (await as({ method: 'GET', url: `/api/contacts/${contact.id}` })).json().number,
        (await as({ method: 'GET', url: '/api/contacts?searchParam=Sigilo' }))
          .json()
          .contacts.map((row: { number: string }) => row.number),
        (await as({ method: 'GET', url: '/api/contacts/list' })).json().map((row: { number: string }) => row.number),
      ];
      const plain = ['5511987654321', ['5511987654321', group.number], ['5511987654321', group.number]];
      const hidden = ['5511987****21', ['5511987****21', group.number], ['5511987****21', group.number]];

      await enable(staff.company.id, { enableLGPD: 'enabled', lgpdHideNumber: 'disabled' });
      expect(await numbersSeenBy(staff.asUser)).toEqual(plain);
      await enable(staff.company.id, { enableLGPD: 'disabled', lgpdHideNumber: 'enabled' });
      expect(await numbersSeenBy(staff.asUser)).toEqual(plain);
      await enable(staff.company.id, { enableLGPD: 'enabled', lgpdHideNumber: 'enabled' });
      expect(await numbersSeenBy(staff.asUser)).toEqual(hidden);
      expect(await numbersSeenBy(staff.asAdmin)).toEqual(plain);

      // The masked number sent back by the edit form keeps the stored one.
      const edited = await staff.asUser({
        method: 'PUT',
        url: `/api/contacts/${contact.id}`,
        payload: { name: 'Sigilo novo', number: '5511987****21' },
      });
      expect(edited.json()).toMatchObject({ name: 'Sigilo novo', number: '5511987****21' });
      expect((await staff.asAdmin({ method: 'GET', url: `/api/contacts/${contact.id}` })).json().number).toBe(
        '5511987654321',
      );
    });

    it('does not let a profile user under LGPD find contacts by their number', async () => {
      const staff = await companyWithStaff(ctx);
      const contact = await createContact(ctx.db, staff.company.id, { name: 'Oculta', number: '5521998877665' });
      const found = async (as: typeof staff.asUser, searchParam: string) => [
        (await as({ method: 'GET', url: `/api/contacts?searchParam=${searchParam}` }))
          .json()
          .contacts.map((row: { id: number }) => row.id),
        (await as({ method: 'GET', url: `/api/contacts/list?searchParam=${searchParam}` }))
          .json()
          .map((row: { id: number }) => row.id),
      ];
      const hit = [[contact.id], [contact.id]];
      expect(await found(staff.asUser, '988776')).toEqual(hit);
      await enable(staff.company.id, { enableLGPD: 'enabled', lgpdHideNumber: 'enabled' });
      expect(await found(staff.asUser, '988776')).toEqual([[], []]);
      expect(await found(staff.asUser, '5521998')).toEqual([[], []]);
      expect(await found(staff.asUser, 'oculta')).toEqual(hit);
      expect(await found(staff.asAdmin, '988776')).toEqual(hit);
    });
  });

  describe('company-{id}-contact', () => {
    /** The real forwarder and audience on this test's bus, with a gateway that records per-user emits. */
    const forwarded = () => {
      const emitted: { userId: number; event: string; payload: { action: string; contact?: { number: string } } }[] =
        [];
      const realtime = {
        emitToUsers: (_companyId: number, userIds: readonly number[], event: string, payload: unknown) => {
          for (const userId of userIds)
            emitted.push({ userId, event, payload: payload as (typeof emitted)[number]['payload'] });
        },
      };
      const audience = createTicketAudience(ctx.db, ctx.events);
      const stop = forwardContactEvents(ctx.events, realtime, audience);
      return {
        emitted,
        stop: () => {
          stop();
          audience.close();
        },
      };
    };

    it('goes to each user of the company, the number masked for profile user under LGPD', async () => {
      const staff = await companyWithStaff(ctx);
      await ctx.db.system.transaction((tx) =>
        tx
          .insert(companySettings)
          .values({ companyId: staff.company.id, enableLGPD: 'enabled', lgpdHideNumber: 'enabled' }),
      );
      const { emitted, stop } = forwarded();
      try {
        const created = await staff.asAdmin({
          method: 'POST',
          url: '/api/contacts',
          payload: { name: 'Evento', number: '5511912345678' },
        });
        expect(created.statusCode, created.body).toBe(201);
        await vi.waitFor(() => expect(emitted).toHaveLength(2));
        const numberFor = (userId: number) => emitted.find((entry) => entry.userId === userId)?.payload.contact?.number;
        expect(emitted.every((entry) => entry.event === `company-${staff.company.id}-contact`)).toBe(true);
        expect(numberFor(staff.user.id)).toBe('5511912****78');
        expect(numberFor(staff.admin.id)).toBe('5511912345678');
      } finally {
        stop();
      }
    });

    it('sends deletes to every user of that company only', async () => {
      const staff = await companyWithStaff(ctx);
      const { emitted, stop } = forwarded();
      ctx.events.publish({ type: 'contact.deleted', companyId: staff.company.id, contactId: 3 });
      await vi.waitFor(() => expect(emitted).toHaveLength(2));
      stop();
      expect(emitted.map((entry) => entry.userId).sort()).toEqual([staff.admin.id, staff.user.id].sort());
      expect(emitted[0]?.payload).toEqual({ action: 'delete', contactId: 3 });
    });
  });
});
