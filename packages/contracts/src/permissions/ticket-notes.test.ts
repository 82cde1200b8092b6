import { describe, expect, it } from 'vitest';
import { admin, superUser, user } from './fixtures';
import { canDeleteTicketNote } from './ticket-notes';

describe('canDeleteTicketNote', () => {
  it('lets the author delete their own note', () => {
    expect(canDeleteTicketNote(user(), 7, { userId: 7 })).toBe(true);
  });

  it("refuses a plain user another user's note, or a note without author", () => {
    expect(canDeleteTicketNote(user(), 7, { userId: 8 })).toBe(false);
    expect(canDeleteTicketNote(user(), 7, { userId: null })).toBe(false);
  });

  it('lets admins and the super user delete any note', () => {
    expect(canDeleteTicketNote(admin(), 7, { userId: 8 })).toBe(true);
    expect(canDeleteTicketNote(superUser(), 7, { userId: null })).toBe(true);
  });
});
