import type { TicketAnswer } from '@chatdesk/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyChanges } from '../../platform/db/company-changes';
import { TicketAnswerCache } from './ticket-answer-cache';

const answer = (id: number, name = `Cliente ${id}`) => ({ id, contact: { name } }) as unknown as TicketAnswer;
const names = (answers: TicketAnswer[]) => answers.map((ticket) => `${ticket.id}:${ticket.contact.name}`);

describe('TicketAnswerCache', () => {
  const changes = {} as CompanyChanges;

  it('loads only the answers it does not keep under the version, in the order asked, skipping missing tickets', async () => {
    const cache = new TicketAnswerCache(changes);
    const load = vi.fn(async (ids: number[]) => ids.filter((id) => id !== 9).map((id) => answer(id)));
    expect(names(await cache.answers(1, 5, [3, 9, 1], load))).toEqual(['3:Cliente 3', '1:Cliente 1']);
    expect(names(await cache.answers(1, 5, [1, 2, 3], load))).toEqual(['1:Cliente 1', '2:Cliente 2', '3:Cliente 3']);
    expect(load.mock.calls).toEqual([[[3, 9, 1]], [[2]]]);
  });

  it('reads again under another version, per company, and always without one', async () => {
    const cache = new TicketAnswerCache(changes);
    await cache.answers(1, 5, [1], async () => [answer(1, 'Antes')]);
    expect(names(await cache.answers(1, 6, [1], async () => [answer(1, 'Depois')]))).toEqual(['1:Depois']);
    expect(names(await cache.answers(2, 6, [1], async () => [answer(1, 'Outra empresa')]))).toEqual([
      '1:Outra empresa',
    ]);
    const load = vi.fn(async () => [answer(1, 'Sem versão')]);
    await cache.answers(1, null, [1], load);
    await cache.answers(1, null, [1], load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most its capacity, the least recently used leaving first', async () => {
    const cache = new TicketAnswerCache(changes, 2);
    const load = vi.fn(async (ids: number[]) => ids.map((id) => answer(id)));
    await cache.answers(1, 1, [1, 2], load);
    await cache.answers(1, 1, [1], load);
    await cache.answers(1, 1, [3], load);
    load.mockClear();
    await cache.answers(1, 1, [1, 2, 3], load);
    expect(load.mock.calls).toEqual([[[2]]]);
  });
});
