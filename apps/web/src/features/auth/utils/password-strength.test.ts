import { describe, expect, it } from 'vitest';
import { passwordScore, passwordStrength } from './password-strength';

describe('login password strength (spec 1 §5)', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcdefgh', 2],
    ['Abcdefgh', 3],
    ['Abcdefg1', 4],
    ['Abcdef1!', 5],
    ['ABC123', 2],
    ['!!!', 1],
    ['Ação-2024', 5],
    ['senha com espaço', 3],
  ])('scores %j as %i', (password, score) => {
    expect(passwordScore(password)).toBe(score);
  });

  it('one point per rule: 8+ characters, uppercase, lowercase, digit, symbol', () => {
    expect(passwordScore('aaaaaaaa')).toBe(2);
    expect(passwordScore('A')).toBe(1);
    expect(passwordScore('a')).toBe(1);
    expect(passwordScore('1')).toBe(1);
    expect(passwordScore('#')).toBe(1);
  });

  it('is weak up to 2, medium at 3 and 4, strong at 5', () => {
    expect([0, 1, 2, 3, 4, 5].map(passwordStrength)).toEqual(['weak', 'weak', 'weak', 'medium', 'medium', 'strong']);
  });
});
