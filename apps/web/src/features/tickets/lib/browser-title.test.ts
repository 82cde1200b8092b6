import { describe, expect, it } from 'vitest';
import { titleWithUnread, unreadTitleMark } from './browser-title';

describe('browser title unread mark (spec 1 §2)', () => {
  it('is empty with no unread tickets', () => {
    expect(unreadTitleMark(0)).toBe('');
    expect(titleWithUnread('Chatdesk', 0)).toBe('Chatdesk');
  });

  it('is a circled digit from 1 to 20', () => {
    expect(unreadTitleMark(1)).toBe('①');
    expect(unreadTitleMark(9)).toBe('⑨');
    expect(unreadTitleMark(10)).toBe('⑩');
    expect(unreadTitleMark(20)).toBe('⑳');
    expect(titleWithUnread('Chatdesk', 3)).toBe('③ Chatdesk');
  });

  it("is '(n)' above 20", () => {
    expect(unreadTitleMark(21)).toBe('(21)');
    expect(titleWithUnread('Chatdesk', 150)).toBe('(150) Chatdesk');
  });
});
