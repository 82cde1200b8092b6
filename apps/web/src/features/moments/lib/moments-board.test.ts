import { type MomentUserAnswer, userDefaults } from '@chatdesk/contracts';
import { describe, expect, it } from 'vitest';
import { ticketFixture } from '../../../test/ticket-fixture';
import { buildBoard } from './moments-board';
import { userChangeOf } from './moments-events';
import { momentOfTicket, placeMoment } from './moments-state';

const user = (id: number, name: string, online = false): MomentUserAnswer => ({
  id,
  name,
  profile: 'user',
  profileImage: null,
  online,
});
const row = (id: number, changes: Parameters<typeof ticketFixture>[0] = {}) =>
  momentOfTicket(ticketFixture({ id, ...changes }));
const carla = { id: 9, name: 'Carla', profileImage: null };
const sales = { id: 1, name: 'Vendas', color: '#ff0000' };
const support = { id: 2, name: 'Suporte', color: '#4e342e' };

describe('the panel board', () => {
  it('puts online attendants first, then by name; waiting tickets per queue by name, no queue last', () => {
    const board = buildBoard(
      [
        row(1, { status: 'open', userId: 9, user: carla }),
        row(2, { queue: sales }),
        row(3, { queue: null, queueId: null }),
        row(4, { queue: support, queueId: 2 }),
        // A group conversation nobody took waits in its queue.
        row(5, { status: 'group', isGroup: true, queue: support, queueId: 2 }),
      ],
      [user(8, 'Bruno'), user(9, 'Carla', true), user(7, 'Ana')],
    );
    expect(board.attendants.map((column) => [column.user.name, column.tickets.map((t) => t.id)])).toEqual([
      ['Carla', [1]],
      ['Ana', []],
      ['Bruno', []],
    ]);
    expect(board.queues.map((column) => [column.queue?.name ?? null, column.tickets.map((t) => t.id)])).toEqual([
      ['Suporte', [4, 5]],
      ['Vendas', [2]],
      [null, [3]],
    ]);
  });

  it('gives an assignee missing from the users list a column of their own', () => {
    const board = buildBoard([row(1, { status: 'open', userId: 9, user: carla })], []);
    expect(board.attendants).toEqual([
      {
        user: { id: 9, name: 'Carla', online: false, profileImage: null },
        tickets: [expect.objectContaining({ id: 1 })],
      },
    ]);
  });

  it('keeps rows newest first as they change, and drops those that leave the panel', () => {
    const rows = [row(1, { updatedAt: '2025-01-01T10:05:00.000Z' }), row(2, { updatedAt: '2025-01-01T10:00:00.000Z' })];
    const bumped = placeMoment(rows, row(2, { updatedAt: '2025-01-01T10:10:00.000Z' }));
    expect(bumped.map((r) => r.id)).toEqual([2, 1]);
    expect(placeMoment(bumped, row(1, { status: 'nps' })).map((r) => r.id)).toEqual([2]);
  });

  it('follows users created, renamed and deleted, and renames their rows', () => {
    const users = [user(8, 'Bruno'), user(9, 'Carla')];
    const renamed = userChangeOf({ action: 'update', user: fullUser({ id: 8, name: 'Zeca' }) });
    expect(renamed?.users(users).map((u) => u.name)).toEqual(['Carla', 'Zeca']);
    const rows = [row(1, { status: 'open', userId: 8, user: { id: 8, name: 'Bruno', profileImage: null } })];
    expect(renamed?.rows?.(rows)[0]?.user?.name).toBe('Zeca');
    expect(
      userChangeOf({ action: 'delete', userId: 9 })
        ?.users(users)
        .map((u) => u.id),
    ).toEqual([8]);
    expect(userChangeOf({ action: 'presence', userId: 9, online: true })?.users(users)[1]?.online).toBe(true);
    expect(userChangeOf({ action: 'something else' })).toBeNull();
  });
});

/** A user as `company-{id}-user` carries it. */
const fullUser = (values: { id: number; name: string }) => ({
  ...userDefaults,
  ...values,
  email: 'user@example.com',
  super: false,
  companyId: 3,
  profileImage: null,
  farewellMessage: null,
  whatsappId: null,
  online: false,
  queues: [],
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
});
