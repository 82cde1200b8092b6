import { describe, expect, it } from 'vitest';
import { admin, user } from './fixtures';
import { canSeeTicket, isInOwnScope, type TicketViewer, type VisibleTicketFields } from './ticket-visibility';

const on = 'enabled' as const;
const viewer = (subject = user(), queueIds: number[] = [1]): TicketViewer => ({ userId: 7, subject, queueIds });
const ticket = (over: Partial<VisibleTicketFields> = {}): VisibleTicketFields => ({
  userId: null,
  queueId: 1,
  status: 'pending',
  isGroup: false,
  ...over,
});

describe('canSeeTicket', () => {
  const cases: [string, TicketViewer, VisibleTicketFields, boolean][] = [
    ['unassigned ticket of my queue', viewer(), ticket(), true],
    ['unassigned ticket of another queue', viewer(), ticket({ queueId: 2 }), false],
    ['my own ticket, even of another queue', viewer(), ticket({ userId: 7, queueId: 2, status: 'open' }), true],
    ["another user's open ticket of my queue", viewer(), ticket({ userId: 8, status: 'open' }), false],
    ["another user's closed ticket without allHistoric", viewer(), ticket({ userId: 8, status: 'closed' }), false],
    [
      "another user's closed ticket with allHistoric",
      viewer(user({ allHistoric: on })),
      ticket({ userId: 8, status: 'closed' }),
      true,
    ],
    [
      "allHistoric does not open another queue's history",
      viewer(user({ allHistoric: on })),
      ticket({ userId: 8, status: 'closed', queueId: 2 }),
      false,
    ],
    ['no-queue ticket without allTicket', viewer(), ticket({ queueId: null }), false],
    ['no-queue ticket with allTicket', viewer(user({ allTicket: on })), ticket({ queueId: null }), true],
    ['group ticket without allowGroup', viewer(), ticket({ isGroup: true, status: 'group', userId: 8 }), false],
    ['group ticket with allowGroup', viewer(user({ allowGroup: true })), ticket({ isGroup: true, queueId: 9 }), true],
    ['admin sees any ticket', viewer(admin(), []), ticket({ userId: 8, queueId: 5, status: 'open' }), true],
    ['allUserChat sees any ticket', viewer(user({ allUserChat: on }), []), ticket({ userId: 8, queueId: 5 }), true],
  ];
  it.each(cases)('%s', (_name, who, what, expected) => {
    expect(canSeeTicket(who, what)).toBe(expected);
  });
});

describe('isInOwnScope', () => {
  it('is the list without show-all: an admin keeps to their queues and own tickets there', () => {
    expect(isInOwnScope(viewer(admin()), ticket({ userId: 8, status: 'open' }))).toBe(false);
    expect(isInOwnScope(viewer(admin()), ticket())).toBe(true);
    expect(isInOwnScope(viewer(admin()), ticket({ queueId: 3 }))).toBe(false);
  });
});
