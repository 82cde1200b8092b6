import { describe, expect, it } from 'vitest';
import { formatRelative } from './relative-time';

const now = new Date('2026-03-10T15:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('formatRelative', () => {
  it('reads now, minutes, hours and days ago in each app language', () => {
    expect(formatRelative(ago(20), now, 'pt-BR')).toBe('agora');
    expect(formatRelative(ago(5 * 60), now, 'pt-BR')).toBe('há 5 minutos');
    expect(formatRelative(ago(3 * 3600), now, 'en')).toBe('3 hours ago');
    expect(formatRelative(ago(3 * 86_400), now, 'es')).toBe('hace 3 días');
    expect(formatRelative(ago(86_400 + 60), now, 'en')).toBe('yesterday');
    expect(formatRelative(ago(10 * 60), now, 'tr')).toBe('10 dakika önce');
  });

  it('reads a future instant as now, and an unreadable one as nothing', () => {
    expect(formatRelative(ago(-120), now, 'en')).toBe('now');
    expect(formatRelative('not a date', now, 'en')).toBe('');
  });
});
