import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, companyWithStaff } from '../../../test/clients';
import { createTestContext, type TestContext } from '../../../test/harness';
import { forwardContactListEvents } from './contact-lists.realtime';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

describe('contact list items API', () => {
  let ctx: TestContext;
  let acme: Staff;
  let globex: Staff;
  let acmeList: number;
  let globexList: number;
  const sent: { companyId: number; event: string; payload: unknown }[] = [];

  const createList = async (client: Client, name: string) =>
    (await client({ method: 'POST', url: '/api/contact-lists', payload: { name } })).json().id as number;
  const addItem = (client: Client, payload: Record<string, unknown>) =>
    client({ method: 'POST', url: '/api/contact-list-items', payload });

  beforeAll(async () => {
    ctx = await createTestContext();
    acme = await companyWithStaff(ctx);
    globex = await companyWithStaff(ctx);
    acmeList = await createList(acme.asAdmin, 'Clientes');
    globexList = await createList(globex.asAdmin, 'Globex');
    forwardContactListEvents(ctx.events, {
      emitToCompany: (companyId, event, payload) => sent.push({ companyId, event, payload }),
    });
  });
  afterAll(() => ctx.close());

  it('adds an item with its number normalised, edits and deletes it, each change on -ContactListItem', async () => {
    sent.length = 0;
    const created = await addItem(acme.asAdmin, {
      contactListId: acmeList,
      companyId: globex.company.id,
      name: 'Maria Souza',
      number: '+55 (11) 98765-4321',
      email: 'maria@example.com',
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      contactListId: acmeList,
      name: 'Maria Souza',
      number: '5511987654321',
      email: 'maria@example.com',
      isWhatsappValid: null,
      whatsappCheckedAt: null,
    });
    expect((await acme.asAdmin({ method: 'GET', url: `/api/contact-list-items/${item.id}` })).json()).toEqual(item);
    const updated = await acme.asAdmin({
      method: 'PUT',
      url: `/api/contact-list-items/${item.id}`,
      payload: { name: 'Maria S.', number: '5511987654322', email: '' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: item.id, name: 'Maria S.', number: '5511987654322', email: '' });
    expect((await acme.asAdmin({ method: 'DELETE', url: `/api/contact-list-items/${item.id}` })).statusCode).toBe(204);
    expect((await acme.asAdmin({ method: 'GET', url: `/api/contact-list-items/${item.id}` })).statusCode).toBe(404);
    const event = `company-${acme.company.id}-ContactListItem`;
    expect(sent).toEqual([
      { companyId: acme.company.id, event, payload: { action: 'create', record: item } },
      {
        companyId: acme.company.id,
        event,
        payload: { action: 'update', record: expect.objectContaining({ id: item.id, name: 'Maria S.' }) },
      },
      { companyId: acme.company.id, event, payload: { action: 'delete', id: item.id, contactListId: acmeList } },
    ]);
  });

  it("validates with the spec's texts: name 2-50, number 8-50 digits, email valid", async () => {
    const issuesOf = async (payload: Record<string, unknown>) =>
      (await addItem(acme.asAdmin, { contactListId: acmeList, ...payload })).json().issues;
    expect(await issuesOf({})).toEqual(
      expect.arrayContaining([
        { path: 'body.name', message: 'Required' },
        { path: 'body.number', message: 'Required' },
      ]),
    );
    expect(await issuesOf({ name: 'A', number: '1234567', email: 'nope' })).toEqual([
      { path: 'body.name', message: 'Too Short!' },
      { path: 'body.number', message: 'Too Short!' },
      { path: 'body.email', message: 'Invalid email' },
    ]);
    expect(await issuesOf({ name: 'Ana', number: '(11) 9-87' })).toEqual([
      { path: 'body.number', message: 'Too Short!' },
    ]);
    expect(await issuesOf({ name: 'x'.repeat(51), number: '1'.repeat(51) })).toEqual([
      { path: 'body.name', message: 'Too Long!' },
      { path: 'body.number', message: 'Too Long!' },
    ]);
  });

  it('keeps a number once per list (ERR_DUPLICATED_CONTACT_LIST_ITEM) but allows it in another list', async () => {
    const payload = { contactListId: acmeList, name: 'Pedro', number: '5521900001111' };
    expect((await addItem(acme.asAdmin, payload)).statusCode).toBe(201);
    const again = await addItem(acme.asAdmin, { ...payload, number: '+55 21 90000-1111' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('ERR_DUPLICATED_CONTACT_LIST_ITEM');
    const other = await createList(acme.asAdmin, 'Outra lista');
    expect((await addItem(acme.asAdmin, { ...payload, contactListId: other })).statusCode).toBe(201);
    const second = (await addItem(acme.asAdmin, { ...payload, number: '5521900002222' })).json();
    const clash = await acme.asAdmin({
      method: 'PUT',
      url: `/api/contact-list-items/${second.id}`,
      payload: { name: 'Pedro 2', number: '5521900001111' },
    });
    expect(clash.json().error).toBe('ERR_DUPLICATED_CONTACT_LIST_ITEM');
  });

  it("pages and searches one list's items by name, number or email, with the count", async () => {
    const list = await createList(acme.asAdmin, 'Paginada');
    for (let index = 1; index <= 22; index += 1)
      await addItem(acme.asAdmin, {
        contactListId: list,
        name: `Cliente ${String(index).padStart(2, '0')}`,
        number: `55119000000${String(index).padStart(2, '0')}`,
        email: index === 7 ? 'sete@example.com' : '',
      });
    const url = (query: string) => `/api/contact-list-items?contactListId=${list}&${query}`;
    const first = (await acme.asAdmin({ method: 'GET', url: url('pageNumber=1') })).json();
    expect(first.contacts).toHaveLength(20);
    expect(first).toMatchObject({ count: 22, hasMore: true });
    const second = (await acme.asAdmin({ method: 'GET', url: url('pageNumber=2') })).json();
    expect(second.contacts.map((c: { name: string }) => c.name)).toEqual(['Cliente 21', 'Cliente 22']);
    expect(second.hasMore).toBe(false);
    const byNumber = (await acme.asAdmin({ method: 'GET', url: url('searchParam=5511900000015') })).json();
    expect(byNumber.contacts.map((c: { name: string }) => c.name)).toEqual(['Cliente 15']);
    const byEmail = (await acme.asAdmin({ method: 'GET', url: url('searchParam=sete@') })).json();
    expect(byEmail).toMatchObject({ count: 1, contacts: [{ name: 'Cliente 07' }] });
    const missing = await acme.asAdmin({ method: 'GET', url: '/api/contact-list-items' });
    expect(missing.statusCode).toBe(400);
  });

  it("answers 404 for another company's list and items on every route", async () => {
    const foreign = (
      await addItem(globex.asAdmin, { contactListId: globexList, name: 'Gil', number: '5531988887777' })
    ).json().id as number;
    const expectNotFound = async (request: Parameters<Client>[0], code: string) => {
      const response = await acme.asAdmin(request);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(code);
    };
    await expectNotFound(
      { method: 'GET', url: `/api/contact-list-items?contactListId=${globexList}` },
      'ERR_NO_CONTACT_LIST_FOUND',
    );
    await expectNotFound(
      {
        method: 'POST',
        url: '/api/contact-list-items',
        payload: { contactListId: globexList, name: 'Eu', number: '5511911112222' },
      },
      'ERR_NO_CONTACT_LIST_FOUND',
    );
    for (const request of [
      { method: 'GET' as const, url: `/api/contact-list-items/${foreign}` },
      {
        method: 'PUT' as const,
        url: `/api/contact-list-items/${foreign}`,
        payload: { name: 'X y', number: '5511911112222' },
      },
      { method: 'DELETE' as const, url: `/api/contact-list-items/${foreign}` },
    ])
      await expectNotFound(request, 'ERR_NO_CONTACT_LIST_ITEM_FOUND');
    expect((await globex.asAdmin({ method: 'GET', url: `/api/contact-list-items/${foreign}` })).json().name).toBe(
      'Gil',
    );
  });

  it('refuses a plain user on every route, deleting included', async () => {
    const item = (
      await addItem(acme.asAdmin, { contactListId: acmeList, name: 'Rita', number: '5511933334444' })
    ).json();
    for (const request of [
      { method: 'GET' as const, url: `/api/contact-list-items?contactListId=${acmeList}` },
      { method: 'GET' as const, url: `/api/contact-list-items/${item.id}` },
      {
        method: 'POST' as const,
        url: '/api/contact-list-items',
        payload: { contactListId: acmeList, name: 'Zé', number: '5511955556666' },
      },
      {
        method: 'PUT' as const,
        url: `/api/contact-list-items/${item.id}`,
        payload: { name: 'Zé', number: '5511955556666' },
      },
      { method: 'DELETE' as const, url: `/api/contact-list-items/${item.id}` },
    ]) {
      const refused = await acme.asUser(request);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('ERR_NO_PERMISSION');
    }
  });
});
