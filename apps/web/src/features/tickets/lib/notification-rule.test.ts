import { describe, expect, it } from 'vitest';
import { type NotificationCandidate, type NotificationContext, shouldNotify } from './notification-rule';

const candidate = (
  ticket: Partial<NotificationCandidate['ticket']> = {},
  message: Partial<NotificationCandidate['message']> = {},
): NotificationCandidate => ({
  message: { fromMe: false, read: false, ...message },
  ticket: {
    uuid: 't-1',
    status: 'open',
    userId: 7,
    queueId: 1,
    isGroup: false,
    whatsapp: { groupAsTicket: 'disabled' },
    ...ticket,
  },
});

const context = (changes: Partial<NotificationContext> = {}): NotificationContext => ({
  userId: 7,
  subject: { allTicket: 'disabled', allowGroup: false },
  queueIds: [1, 2],
  showNotificationPending: false,
  openTicketUuid: null,
  pageVisible: true,
  ...changes,
});

const yes = { notify: true, desktop: true };
const no = { notify: false, desktop: false };

describe('shouldNotify (spec 1 §4 "Notification rule")', () => {
  it("notifies an incoming unread message on the user's own ticket in one of their queues", () => {
    expect(shouldNotify(candidate(), context())).toEqual(yes);
  });

  it('ignores messages sent by the user and messages already read', () => {
    expect(shouldNotify(candidate({}, { fromMe: true }), context())).toEqual(no);
    expect(shouldNotify(candidate({}, { read: true }), context())).toEqual(no);
  });

  it("ignores another user's ticket, notifies an unassigned one", () => {
    expect(shouldNotify(candidate({ userId: 8 }), context())).toEqual(no);
    expect(shouldNotify(candidate({ userId: null }), context())).toEqual(yes);
  });

  it("needs the ticket in the user's queues, or queueless with allTicket enabled", () => {
    expect(shouldNotify(candidate({ queueId: 3 }), context())).toEqual(no);
    expect(shouldNotify(candidate({ queueId: null }), context())).toEqual(no);
    expect(
      shouldNotify(candidate({ queueId: null }), context({ subject: { allTicket: 'enabled', allowGroup: false } })),
    ).toEqual(yes);
  });

  it('counts pending tickets only with showNotificationPending', () => {
    const pending = candidate({ status: 'pending', userId: null });
    expect(shouldNotify(pending, context())).toEqual(no);
    expect(shouldNotify(pending, context({ showNotificationPending: true }))).toEqual(yes);
  });

  it("counts group tickets only with the connection's groupAsTicket and the user's allowGroup", () => {
    const group = (groupAsTicket: 'enabled' | 'disabled') =>
      candidate({ status: 'group', isGroup: true, whatsapp: { groupAsTicket } });
    const allowGroup = context({ subject: { allTicket: 'disabled', allowGroup: true } });
    expect(shouldNotify(group('enabled'), context())).toEqual(no);
    expect(shouldNotify(group('disabled'), allowGroup)).toEqual(no);
    expect(shouldNotify(group('enabled'), allowGroup)).toEqual(yes);
  });

  it('never notifies lgpd and nps tickets', () => {
    expect(shouldNotify(candidate({ status: 'lgpd' }), context())).toEqual(no);
    expect(shouldNotify(candidate({ status: 'nps' }), context())).toEqual(no);
  });

  it('counts but raises no desktop alert for the ticket open on a visible page', () => {
    expect(shouldNotify(candidate(), context({ openTicketUuid: 't-1' }))).toEqual({ notify: true, desktop: false });
    expect(shouldNotify(candidate(), context({ openTicketUuid: 't-1', pageVisible: false }))).toEqual(yes);
    expect(shouldNotify(candidate(), context({ openTicketUuid: 't-2' }))).toEqual(yes);
  });
});
