import { describe, expect, it } from 'vitest';
import { normalizeVolume, readVolume, writeVolume } from './volume';

describe('volume', () => {
  it('is 1 until set, then kept in localStorage', () => {
    expect(readVolume()).toBe(1);
    writeVolume(0.3);
    expect(window.localStorage.getItem('volume')).toBe('0.3');
    expect(readVolume()).toBe(0.3);
  });

  it('stays within 0 and 1 in steps of 0.1', () => {
    expect(normalizeVolume(0.34)).toBe(0.3);
    expect(normalizeVolume(0.35)).toBe(0.4);
    expect(normalizeVolume(-1)).toBe(0);
    expect(normalizeVolume(7)).toBe(1);
    expect(normalizeVolume('loud')).toBe(1);
  });
});
