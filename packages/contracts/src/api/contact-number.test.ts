import { describe, expect, it } from 'vitest';
import { maskNumber, normalizeContactNumber } from './contact-number';

describe('maskNumber', () => {
  it.each([
    ['5511987654321', '5511987****21'],
    ['551187654321', '551187****21'],
    ['12345678', '12****78'],
    ['123456', '****56'],
    ['123', '*23'],
    ['12', '12'],
    ['', ''],
  ])('%s -> %s', (number, masked) => {
    expect(maskNumber(number)).toBe(masked);
  });

  it('keeps the length and is idempotent', () => {
    const masked = maskNumber('5511987654321');
    expect(masked).toHaveLength(13);
    expect(maskNumber(masked)).toBe(masked);
  });
});

describe('normalizeContactNumber', () => {
  it('keeps digits only on phone channels', () => {
    expect(normalizeContactNumber('whatsapp', ' +55 (11) 98765-4321 ')).toBe('5511987654321');
    expect(normalizeContactNumber('whatsappapi', '55-11-8765-4321')).toBe('551187654321');
    expect(normalizeContactNumber('sandbox', '+1 555 0100 999')).toBe('15550100999');
  });

  it('keeps the channel id elsewhere, trimmed', () => {
    expect(normalizeContactNumber('facebook', ' 2398471902384 ')).toBe('2398471902384');
    expect(normalizeContactNumber('webchat', 'visitor-ab12cd34')).toBe('visitor-ab12cd34');
  });
});
