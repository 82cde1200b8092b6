import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

const key = 'k'.repeat(40);

describe('SecretBox', () => {
  it('seals with a fresh IV and opens back to the plain text', () => {
    const box = new SecretBox(key);
    const first = box.seal('token-123');
    const second = box.seal('token-123');
    expect(first).not.toBe(second);
    expect(first).not.toContain('token-123');
    expect(box.open(first)).toBe('token-123');
    expect(box.open(second)).toBe('token-123');
  });

  it('refuses a tampered box and a box sealed under another key', () => {
    const box = new SecretBox(key);
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3] as string, 'base64url');
    flipped[0] = (flipped[0] as number) ^ 1;
    parts[3] = flipped.toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => new SecretBox('x'.repeat(40)).open(sealed)).toThrow();
    expect(() => box.open('plain-text')).toThrow('Not a sealed secret');
  });

  it('digests deterministically per key and matches only the same secret', () => {
    const box = new SecretBox(key);
    const digest = box.digest('abc');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(box.digest('abc')).toBe(digest);
    expect(new SecretBox('y'.repeat(40)).digest('abc')).not.toBe(digest);
    expect(box.matches('abc', digest)).toBe(true);
    expect(box.matches('abd', digest)).toBe(false);
    expect(box.matches('abc', 'short')).toBe(false);
  });

  it('refuses a short master key', () => {
    expect(() => new SecretBox('short')).toThrow('at least 32');
  });
});
