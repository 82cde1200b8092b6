import type { TagRecordAnswer } from '@chatdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createContact, createPlan, createTag, createTicket, tagContact } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { ticketTags } from '../../db/schema';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;
const ids = (tags: { id: number }[]) => tags.map((tag) => tag.id);

describe('tag administration: pages, lanes, contacts', () => {
  let ctx: TestContext;
  let other: Staff;
  let foreignLane: Awaited<ReturnType<typeof createTag>>;
  let foreignContact: Awaited<ReturnType<typeof createContact>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    other = await companyWithStaff(ctx);
    foreignLane = await createTag(ctx.db, other.company.id, { name: 'Coluna alheia', kanban: 1 });
    foreignContact = await createContact(ctx.db, other.company.id);
    await tagContact(ctx.db, other.company.id, foreignContact.id, [foreignLane.id]);
  });
  afterAll(() => ctx.close());

  it('GET /tags pages the tags by name with contact and ticket counts, search and kind', async () => {
    const staff = await companyWithStaff(ctx);
    const id = staff.company.id;
    const lane = await createTag(ctx.db, id, { name: 'Ávila lane', kanban: 1 });
    const tags = [];
    for (let n = 0; n < 21; n += 1)
      tags.push(await createTag(ctx.db, id, { name: `Tag ${String(n).padStart(2, '0')}` }));
    const [first, second] = tags as [(typeof tags)[0], (typeof tags)[0]];
    const [ana, bia] = [await createContact(ctx.db, id), await createContact(ctx.db, id)];
    await tagContact(ctx.db, id, ana.id, [first.id, second.id]);
    await tagContact(ctx.db, id, bia.id, [first.id]);
    const ticket = await createTicket(ctx.db, id);
    await ctx.db.system.transaction((tx) =>
      tx.insert(ticketTags).values({ companyId: id, ticketId: ticket.id, tagId: lane.id }),
    );

    const page1 = (await staff.asUser({ method: 'GET', url: '/api/tags' })).json();
    expect(page1).toMatchObject({ hasMore: true, count: 22 });
    expect(page1.tags).toHaveLength(20);
    expect(page1.tags[0]).toMatchObject({ id: lane.id, kanban: 1, contactsCount: 0, ticketsCount: 1, timeLane: 0 });
    expect(page1.tags[1]).toMatchObject({ id: first.id, contactsCount: 2, nextLaneId: null });
    expect(page1.tags[2]).toMatchObject({ id: second.id, contactsCount: 1 });
    const page2 = (await staff.asUser({ method: 'GET', url: '/api/tags?pageNumber=2' })).json();
    expect(page2).toMatchObject({ hasMore: false });
    expect(ids(page2.tags)).toEqual([tags[19]?.id, tags[20]?.id]);

    const found = (await staff.asUser({ method: 'GET', url: '/api/tags?searchParam=avila' })).json();
    expect(ids(found.tags)).toEqual([lane.id]);
    const lanes = (await staff.asUser({ method: 'GET', url: '/api/tags?kanban=1' })).json();
    expect(ids(lanes.tags)).toEqual([lane.id]);
    const others = (await staff.asUser({ method: 'GET', url: `/api/tags?kanban=1&tagId=${lane.id}` })).json();
    expect(others.tags).toEqual([]);
    const wild = (await staff.asUser({ method: 'GET', url: '/api/tags?searchParam=%25' })).json();
    expect(wild.count).toBe(0);
    expect((await staff.asUser({ method: 'GET', url: '/api/tags?pageNumber=0' })).statusCode).toBe(400);
    expect((await other.asUser({ method: 'GET', url: '/api/tags' })).body).not.toContain(`"id":${first.id},`);
  });

  it('GET /tags/{id} answers the tag; another company’s is 404', async () => {
    const staff = await companyWithStaff(ctx);
    const tag = await createTag(ctx.db, staff.company.id, { name: 'Clientes' });
    const read = await staff.asUser({ method: 'GET', url: `/api/tags/${tag.id}` });
    expect(read.json()).toMatchObject({ id: tag.id, name: 'Clientes', contactsCount: 0, greetingMessageLane: null });
    const foreign = await staff.asUser({ method: 'GET', url: `/api/tags/${foreignLane.id}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'ERR_NO_TAG_FOUND' });
    expect(foreign.body).not.toContain('Coluna alheia');
  });

  it('POST /tags stores a lane with its fields and announces it', async () => {
    const staff = await companyWithStaff(ctx);
    const next = await createTag(ctx.db, staff.company.id, { name: 'Fechamento', kanban: 1 });
    const created: unknown[] = [];
    const stop = ctx.app.events.subscribe('tag.created', (event) => void created.push(event));
    const response = await staff.asAdmin({
      method: 'POST',
      url: '/api/tags',
      payload: {
        name: 'Negociação',
        color: '#FF0000',
        kanban: 1,
        timeLane: 24,
        nextLaneId: next.id,
        rollbackLaneId: null,
        greetingMessageLane: '  Olá, seguimos com sua proposta.  ',
        userId: 99,
      },
    });
    stop();
    expect(response.statusCode).toBe(201);
    const lane: TagRecordAnswer = response.json();
    expect(lane).toMatchObject({
      kanban: 1,
      timeLane: 24,
      nextLaneId: next.id,
      rollbackLaneId: null,
      greetingMessageLane: 'Olá, seguimos com sua proposta.',
    });
    expect((await staff.asUser({ method: 'GET', url: `/api/tags/${lane.id}` })).json()).toEqual(lane);
    expect(created).toEqual([{ type: 'tag.created', companyId: staff.company.id, tag: lane }]);
  });

  it('refuses lane targets that are foreign, unknown, contact tags or the lane itself', async () => {
    const staff = await companyWithStaff(ctx);
    const plain = await createTag(ctx.db, staff.company.id, { name: 'Simples' });
    const lane = await createTag(ctx.db, staff.company.id, { name: 'Etapa', kanban: 1 });
    const post = (payload: object) =>
      staff.asAdmin({ method: 'POST', url: '/api/tags', payload: { name: 'Nova etapa', kanban: 1, ...payload } });
    const foreign = await post({ nextLaneId: foreignLane.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'ERR_NO_TAG_FOUND', details: { field: 'nextLaneId' } });
    expect((await post({ rollbackLaneId: 2_000_000 })).json()).toMatchObject({ error: 'ERR_NO_TAG_FOUND' });
    const notLane = await post({ rollbackLaneId: plain.id });
    expect(notLane.statusCode).toBe(400);
    expect(notLane.json()).toMatchObject({ error: 'ERR_TAG_NOT_A_LANE', details: { field: 'rollbackLaneId' } });
    const self = await staff.asAdmin({
      method: 'PUT',
      url: `/api/tags/${lane.id}`,
      payload: { name: 'Etapa', nextLaneId: lane.id },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ error: 'ERR_TAG_LANE_SELF' });
    const listed = (await staff.asUser({ method: 'GET', url: '/api/tags/list' })).json();
    expect(ids(listed)).toEqual([lane.id, plain.id]);
  });

  it('validates names, colours, hours and lane fields on contact tags', async () => {
    const staff = await companyWithStaff(ctx);
    const post = (payload: object) => staff.asAdmin({ method: 'POST', url: '/api/tags', payload });
    expect((await post({ name: 'ab' })).json().issues).toEqual([{ path: 'body.name', message: 'Tag muito curta!' }]);
    expect((await post({ name: '' })).statusCode).toBe(400);
    expect((await post({ name: 'Cor ruim', color: 'red' })).statusCode).toBe(400);
    expect((await post({ name: 'Horas', kanban: 1, timeLane: -1 })).statusCode).toBe(400);
    expect((await post({ name: 'Horas', kanban: 1, timeLane: 8761 })).statusCode).toBe(400);
    const laneOnPlain = await post({ name: 'Simples', timeLane: 5 });
    expect(laneOnPlain.statusCode).toBe(400);
    expect(laneOnPlain.json().issues).toEqual([
      { path: 'body.timeLane', message: 'Only a kanban lane has lane fields' },
    ]);
    const plain = await createTag(ctx.db, staff.company.id, { name: 'Simples' });
    const put = await staff.asUser({
      method: 'PUT',
      url: `/api/tags/${plain.id}`,
      payload: { name: 'Simples', greetingMessageLane: 'Oi' },
    });
    expect(put.statusCode).toBe(400);
  });

  it('PUT /tags/{id} edits a tag; a lane turned into a contact tag leaves the lanes pointing at it', async () => {
    const staff = await companyWithStaff(ctx);
    const id = staff.company.id;
    const target = await createTag(ctx.db, id, { name: 'Destino', kanban: 1, timeLane: 3 });
    const source = await createTag(ctx.db, id, {
      name: 'Origem',
      kanban: 1,
      nextLaneId: target.id,
      rollbackLaneId: target.id,
    });
    const updates: { tag: TagRecordAnswer }[] = [];
    const stop = ctx.app.events.subscribe('tag.updated', (event) => void updates.push(event));
    const edited = await staff.asAdmin({
      method: 'PUT',
      url: `/api/tags/${target.id}`,
      payload: { name: 'Destino final', color: '#00FF00', kanban: 0 },
    });
    stop();
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Destino final', color: '#00FF00', kanban: 0, timeLane: 0 });
    const after = (await staff.asUser({ method: 'GET', url: `/api/tags/${source.id}` })).json();
    expect(after).toMatchObject({ nextLaneId: null, rollbackLaneId: null });
    expect(updates.map((event) => event.tag.id)).toEqual([target.id, source.id]);
    // Omitted fields keep their value.
    const renamed = await staff.asUser({
      method: 'PUT',
      url: `/api/tags/${target.id}`,
      payload: { name: 'Renomeada' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Renomeada', color: '#00FF00', kanban: 0 });
    const attendantPromotes = await staff.asUser({
      method: 'PUT',
      url: `/api/tags/${target.id}`,
      payload: { name: 'origem', kanban: 1 },
    });
    expect(attendantPromotes.statusCode).toBe(403);
    const foreign = await staff.asAdmin({
      method: 'PUT',
      url: `/api/tags/${foreignLane.id}`,
      payload: { name: 'Minha' },
    });
    expect(foreign.statusCode).toBe(404);
    const untouched = (await other.asUser({ method: 'GET', url: `/api/tags/${foreignLane.id}` })).json();
    expect(untouched.name).toBe('Coluna alheia');
    await createTag(ctx.db, id, { name: 'Igual' });
    const duplicate = await staff.asUser({ method: 'PUT', url: `/api/tags/${target.id}`, payload: { name: 'IGUAL' } });
    expect(duplicate.json()).toMatchObject({ error: 'ERR_TAG_ALREADY_EXISTS' });
  });

  it('lane writes need the plan’s useKanban and the dashboard-view permission', async () => {
    const plan = await createPlan(ctx.db, { users: 5, useKanban: false });
    const noKanban = await companyWithStaff(ctx, { planId: plan.id });
    const refused = await noKanban.asAdmin({ method: 'POST', url: '/api/tags', payload: { name: 'Etapa', kanban: 1 } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED' });
    const plain = await noKanban.asUser({ method: 'POST', url: '/api/tags', payload: { name: 'Contato' } });
    expect(plain.statusCode).toBe(201);
    const promote = await noKanban.asAdmin({
      method: 'PUT',
      url: `/api/tags/${plain.json().id}`,
      payload: { name: 'Contato', kanban: 1 },
    });
    expect(promote.json()).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED' });
    const oldLane = await createTag(ctx.db, noKanban.company.id, { name: 'Antiga', kanban: 1 });
    const drop = await noKanban.asAdmin({ method: 'DELETE', url: `/api/tags/${oldLane.id}` });
    expect(drop.json()).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED' });

    const staff = await companyWithStaff(ctx);
    const attendant = await staff.asUser({ method: 'POST', url: '/api/tags', payload: { name: 'Etapa', kanban: 1 } });
    expect(attendant.statusCode).toBe(403);
    expect(attendant.json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
    const lane = await createTag(ctx.db, staff.company.id, { name: 'Etapa', kanban: 1 });
    expect((await staff.asUser({ method: 'DELETE', url: `/api/tags/${lane.id}` })).statusCode).toBe(403);
    expect((await staff.asUser({ method: 'GET', url: `/api/tags/${lane.id}` })).statusCode).toBe(200);
  });

  it('DELETE /tags/{id} removes the tag from its contacts and clears lanes pointing at it', async () => {
    const staff = await companyWithStaff(ctx);
    const id = staff.company.id;
    const contact = await createContact(ctx.db, id);
    const tag = await createTag(ctx.db, id, { name: 'Temporária' });
    await tagContact(ctx.db, id, contact.id, [tag.id]);
    const gone = await staff.asUser({ method: 'DELETE', url: `/api/tags/${tag.id}` });
    expect(gone.statusCode).toBe(204);
    expect((await staff.asUser({ method: 'GET', url: `/api/contactTags/${contact.id}` })).json()).toEqual([]);
    expect((await staff.asUser({ method: 'GET', url: `/api/tags/${tag.id}` })).statusCode).toBe(404);

    const target = await createTag(ctx.db, id, { name: 'Alvo', kanban: 1 });
    const source = await createTag(ctx.db, id, { name: 'Fonte', kanban: 1, nextLaneId: target.id });
    const events: unknown[] = [];
    const stops = [
      ctx.app.events.subscribe('tag.deleted', (event) => void events.push(event)),
      ctx.app.events.subscribe('tag.updated', (event) => void events.push(event.tag.id)),
    ];
    expect((await staff.asAdmin({ method: 'DELETE', url: `/api/tags/${target.id}` })).statusCode).toBe(204);
    for (const stop of stops) stop();
    expect(events).toEqual([{ type: 'tag.deleted', companyId: id, tagId: target.id }, source.id]);
    expect((await staff.asUser({ method: 'GET', url: `/api/tags/${source.id}` })).json().nextLaneId).toBeNull();

    const foreign = await staff.asAdmin({ method: 'DELETE', url: `/api/tags/${foreignLane.id}` });
    expect(foreign.statusCode).toBe(404);
    expect((await other.asUser({ method: 'GET', url: `/api/tags/${foreignLane.id}` })).statusCode).toBe(200);
  });

  it('GET /tags/{id}/contacts pages the tag’s contacts; DELETE /tags-contacts removes one', async () => {
    const staff = await companyWithStaff(ctx);
    const id = staff.company.id;
    const tag = await createTag(ctx.db, id, { name: 'Lista' });
    const keep = await createTag(ctx.db, id, { name: 'Outra' });
    const people = [];
    for (let n = 0; n < 21; n += 1)
      people.push(await createContact(ctx.db, id, { name: `Pessoa ${String(n).padStart(2, '0')}` }));
    for (const person of people) await tagContact(ctx.db, id, person.id, [tag.id]);
    const first = people[0] as (typeof people)[0];
    await tagContact(ctx.db, id, first.id, [keep.id]);

    const page1 = (await staff.asUser({ method: 'GET', url: `/api/tags/${tag.id}/contacts` })).json();
    expect(page1.hasMore).toBe(true);
    expect(page1.contacts[0]).toEqual({ id: first.id, name: 'Pessoa 00', number: first.number });
    const page2 = (await staff.asUser({ method: 'GET', url: `/api/tags/${tag.id}/contacts?pageNumber=2` })).json();
    expect(page2).toEqual({ contacts: [expect.objectContaining({ id: people[20]?.id })], hasMore: false });

    const events: string[] = [];
    const stops = [
      ctx.app.events.subscribe('contact.updated', (event) => void events.push(`contact ${event.contact.id}`)),
      ctx.app.events.subscribe('tag.updated', (event) => void events.push(`tag ${event.tag.contactsCount}`)),
    ];
    const removed = await staff.asUser({ method: 'DELETE', url: `/api/tags-contacts/${tag.id}/${first.id}` });
    for (const stop of stops) stop();
    expect(removed.statusCode).toBe(204);
    expect(events).toEqual([`contact ${first.id}`, 'tag 20']);
    const left = (await staff.asUser({ method: 'GET', url: `/api/contactTags/${first.id}` })).json();
    expect(ids(left)).toEqual([keep.id]);
    const again = await staff.asUser({ method: 'DELETE', url: `/api/tags-contacts/${tag.id}/${first.id}` });
    expect(again.statusCode).toBe(404);

    // Another company's tag or contact is missing, and nothing changes there.
    const foreignTag = await staff.asUser({
      method: 'DELETE',
      url: `/api/tags-contacts/${foreignLane.id}/${first.id}`,
    });
    expect(foreignTag.statusCode).toBe(404);
    const foreignPerson = await staff.asUser({
      method: 'DELETE',
      url: `/api/tags-contacts/${foreignLane.id}/${foreignContact.id}`,
    });
    expect(foreignPerson.statusCode).toBe(404);
    const theirs = (await other.asUser({ method: 'GET', url: `/api/contactTags/${foreignContact.id}` })).json();
    expect(ids(theirs)).toEqual([foreignLane.id]);
    const foreignList = await staff.asUser({ method: 'GET', url: `/api/tags/${foreignLane.id}/contacts` });
    expect(foreignList.statusCode).toBe(404);
    expect(foreignList.body).not.toContain(foreignContact.name);
  });
});
