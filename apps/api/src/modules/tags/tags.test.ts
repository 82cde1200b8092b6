import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createContact, createTag, tagContact } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

describe('tags', () => {
  let ctx: TestContext;
  let other: Staff;
  let foreignTag: Awaited<ReturnType<typeof createTag>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    other = await companyWithStaff(ctx);
    foreignTag = await createTag(ctx.db, other.company.id, { name: 'Alheia' });
  });
  afterAll(() => ctx.close());

  it('GET /tags/list answers the company’s tags by name, optionally of one kind', async () => {
    const staff = await companyWithStaff(ctx);
    const lane = await createTag(ctx.db, staff.company.id, { name: 'Em andamento', kanban: 1 });
    const vip = await createTag(ctx.db, staff.company.id, { name: 'VIP' });
    const all = (await staff.asUser({ method: 'GET', url: '/api/tags/list' })).json();
    expect(all.map((tag: { id: number }) => tag.id)).toEqual([lane.id, vip.id]);
    expect((await staff.asUser({ method: 'GET', url: '/api/tags/list?kanban=0' })).json()).toEqual([
      { id: vip.id, name: 'VIP', color: '#112233', kanban: 0 },
    ]);
    expect((await staff.asUser({ method: 'GET', url: '/api/tags/list?kanban=1' })).json()).toHaveLength(1);
    expect((await staff.asUser({ method: 'GET', url: '/api/tags/list?kanban=2' })).statusCode).toBe(400);
  });

  it('POST /tags creates a tag, with a random colour when none is sent', async () => {
    const staff = await companyWithStaff(ctx);
    const created = await staff.asUser({ method: 'POST', url: '/api/tags', payload: { name: 'Novo cliente' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Novo cliente', kanban: 0 });
    expect(created.json().color).toMatch(/^#[0-9A-F]{6}$/);
    const lane = await staff.asAdmin({
      method: 'POST',
      url: '/api/tags',
      payload: { name: 'Novo cliente', color: '#00ff00', kanban: 1 },
    });
    expect(lane.json()).toMatchObject({ color: '#00ff00', kanban: 1 });
  });

  it('POST /tags refuses short names and duplicates per company and kind', async () => {
    const staff = await companyWithStaff(ctx);
    const short = await staff.asUser({ method: 'POST', url: '/api/tags', payload: { name: 'ab' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toEqual([{ path: 'body.name', message: 'Tag muito curta!' }]);
    await staff.asUser({ method: 'POST', url: '/api/tags', payload: { name: 'Urgente' } });
    const again = await staff.asUser({ method: 'POST', url: '/api/tags', payload: { name: 'URGENTE' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'ERR_TAG_ALREADY_EXISTS' });
    const elsewhere = await other.asUser({ method: 'POST', url: '/api/tags', payload: { name: 'Urgente' } });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('POST /tags/sync creates, links and unlinks, and GET /contactTags reads the result', async () => {
    const staff = await companyWithStaff(ctx);
    const id = staff.company.id;
    const contact = await createContact(ctx.db, id);
    const keep = await createTag(ctx.db, id, { name: 'Manter' });
    const drop = await createTag(ctx.db, id, { name: 'Remover' });
    const existing = await createTag(ctx.db, id, { name: 'Existente' });
    await tagContact(ctx.db, id, contact.id, [keep.id, drop.id]);
    const events: unknown[] = [];
    const unsubscribe = ctx.app.events.subscribe('contact.updated', (event) => void events.push(event));
    const response = await staff.asUser({
      method: 'POST',
      url: '/api/tags/sync',
      payload: { contactId: contact.id, tags: [{ id: keep.id }, { name: 'existente' }, { name: 'Recém criada' }] },
    });
    unsubscribe();
    expect(response.statusCode).toBe(200);
    const names = response.json().map((tag: { name: string }) => tag.name);
    expect(names).toEqual(['Existente', 'Manter', 'Recém criada']);
    expect(response.json()[0].id).toBe(existing.id);
    expect(events).toHaveLength(1);
    const read = (await staff.asUser({ method: 'GET', url: `/api/contactTags/${contact.id}` })).json();
    expect(read).toEqual(response.json());
    const listed = (await staff.asUser({ method: 'GET', url: '/api/tags/list?kanban=0' })).json();
    expect(listed.find((tag: { name: string }) => tag.name === 'Recém criada')).toMatchObject({ kanban: 0 });
    const cleared = await staff.asUser({
      method: 'POST',
      url: '/api/tags/sync',
      payload: { contactId: contact.id, tags: [] },
    });
    expect(cleared.json()).toEqual([]);
  });

  it('POST /tags/sync never links another company’s tag', async () => {
    const staff = await companyWithStaff(ctx);
    const contact = await createContact(ctx.db, staff.company.id);
    const own = await createTag(ctx.db, staff.company.id, { name: 'Própria' });
    await tagContact(ctx.db, staff.company.id, contact.id, [own.id]);
    const response = await staff.asUser({
      method: 'POST',
      url: '/api/tags/sync',
      payload: { contactId: contact.id, tags: [{ id: own.id }, { id: foreignTag.id }] },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Alheia');
    const read = (await staff.asUser({ method: 'GET', url: `/api/contactTags/${contact.id}` })).json();
    expect(read.map((tag: { id: number }) => tag.id)).toEqual([own.id]);
    // A name matching only another company's tag creates this company's own.
    const byName = await staff.asUser({
      method: 'POST',
      url: '/api/tags/sync',
      payload: { contactId: contact.id, tags: [{ name: 'Alheia' }] },
    });
    expect(byName.json()[0].id).not.toBe(foreignTag.id);
    expect((await staff.asUser({ method: 'GET', url: '/api/tags/list' })).body).not.toContain(`"id":${foreignTag.id},`);
  });

  it('validates the sync body', async () => {
    const staff = await companyWithStaff(ctx);
    const contact = await createContact(ctx.db, staff.company.id);
    const short = await staff.asUser({
      method: 'POST',
      url: '/api/tags/sync',
      payload: { contactId: contact.id, tags: [{ name: 'x' }] },
    });
    expect(short.statusCode).toBe(400);
  });
});
