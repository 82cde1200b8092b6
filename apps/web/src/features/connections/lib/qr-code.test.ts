import { describe, expect, it } from 'vitest';
import { encodeQr, formatBits } from './qr-code';
import { reedSolomon } from './qr-codewords';

const finderAt = (modules: boolean[][], left: number, top: number) =>
  [0, 1, 2, 3, 4, 5, 6].map((dy) =>
    [0, 1, 2, 3, 4, 5, 6].map((dx) => (modules[top + dy]?.[left + dx] ? '#' : '.')).join(''),
  );
const finder = ['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######'];

describe('QR encoder', () => {
  it('computes the standard Reed-Solomon codewords (the 1-M HELLO WORLD example)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('writes the format bits of level M from the standard table', () => {
    expect(formatBits(0).toString(2).padStart(15, '0')).toBe('101010000010010');
    expect(formatBits(5).toString(2).padStart(15, '0')).toBe('100000011001110');
    expect(formatBits(7).toString(2).padStart(15, '0')).toBe('100101010100000');
  });

  it('picks the smallest version and draws the three finder patterns', () => {
    const small = encodeQr('hello');
    expect(small).toHaveLength(21);
    const session = encodeQr(`2@${'x'.repeat(230)},AbCdEf==,GhIj==,KlMn==`);
    const size = session?.length ?? 0;
    expect(size).toBeGreaterThan(21);
    expect((size - 17) % 4).toBe(0);
    for (const modules of [small, session]) {
      const n = modules?.length ?? 0;
      expect(finderAt(modules ?? [], 0, 0)).toEqual(finder);
      expect(finderAt(modules ?? [], n - 7, 0)).toEqual(finder);
      expect(finderAt(modules ?? [], 0, n - 7)).toEqual(finder);
    }
  });

  it('refuses a text beyond the largest symbol', () => {
    expect(encodeQr('x'.repeat(3000))).toBeNull();
  });
});
