import { describe, expect, it } from 'vitest';
import { ratingEmoji, truncate, visibleTags } from './ticket-row-format';

describe('ticket row format', () => {
  it('truncates at the limit and keeps shorter texts', () => {
    expect(truncate('a'.repeat(40), 40)).toBe('a'.repeat(40));
    expect(truncate('a'.repeat(41), 40)).toBe(`${'a'.repeat(40)}...`);
  });

  it('shows ratings 1 to 5 from angry to heart-eyes, nothing else', () => {
    expect([1, 2, 3, 4, 5].map(ratingEmoji)).toEqual(['😠', '🙁', '😐', '🙂', '😍']);
    expect(ratingEmoji(null)).toBeNull();
    expect(ratingEmoji(0)).toBeNull();
    expect(ratingEmoji(6)).toBeNull();
  });

  it("shows two tags then '+n'", () => {
    expect(visibleTags([1, 2])).toEqual({ shown: [1, 2], more: 0 });
    expect(visibleTags([1, 2, 3, 4])).toEqual({ shown: [1, 2], more: 2 });
  });
});
