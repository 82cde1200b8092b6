import { describe, expect, it } from 'vitest';
import { maskPhone, phoneDigits } from './phone-mask';

describe('phone mask (99) 99999-9999', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1198765', '(11) 98765'],
    ['11987654', '(11) 98765-4'],
    ['11987654321', '(11) 98765-4321'],
  ])('formats %j as %j while typing', (typed, shown) => {
    expect(maskPhone(typed)).toBe(shown);
  });

  it('drops non-digits and anything past 11 digits', () => {
    expect(maskPhone('+55 (11) 98765-43210')).toBe('(55) 11987-6543');
    expect(maskPhone('abc')).toBe('');
  });

  it('keeps its own output stable (re-masking a masked value changes nothing)', () => {
    const masked = maskPhone('11987654321');
    expect(maskPhone(masked)).toBe(masked);
  });

  it('sends digits only', () => {
    expect(phoneDigits('(11) 98765-4321')).toBe('11987654321');
    expect(phoneDigits('')).toBe('');
  });
});
