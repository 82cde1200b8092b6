import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import type { SessionUser } from '../../../lib/session';
import { sessionAnswer } from '../../../test/fixtures';
import { postLoginLanding } from './post-login-landing';

const now = new Date('2025-03-10T12:00:00.000Z');
const dayMs = 86_400_000;

function userDue(dueDate: string | null, companyId = 3): SessionUser {
  return {
    ...sessionAnswer.user,
    companyId,
    company: { id: companyId, name: 'Acme', dueDate, timezone: 'America/Sao_Paulo' },
  };
}
const inDays = (days: number) => new Date(now.getTime() + days * dayMs).toISOString();

describe('post-login landing (spec 1 §4)', () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));

  it('goes to the valid landing with the success toast only, when the subscription is valid', () => {
    expect(postLoginLanding(userDue(inDays(30)), { now, validPath: '/tickets' })).toEqual({
      path: '/tickets',
      notices: [{ key: 'login-success', severity: 'success', message: 'Login efetuado com sucesso!' }],
    });
  });

  it("goes to /financeiro with an error naming the due date (the company's day, in any browser zone)", () => {
    // Due on 01/03 in São Paulo: stored as the last millisecond of that day there (02/03 in UTC).
    const landing = postLoginLanding(userDue('2025-03-02T02:59:59.999Z'), { now, validPath: '/tickets' });
    expect(landing.path).toBe('/financeiro');
    expect(landing.notices[0]).toMatchObject({ key: 'subscription-expired', severity: 'error' });
    expect(landing.notices[0]?.message).toContain('01/03/2025');
    expect(landing.notices[0]?.message).toMatch(/suporte/);
    expect(landing.notices.at(-1)).toMatchObject({ key: 'login-success', severity: 'success' });
  });

  it('treats a company without a due date as expired (fail closed), but never company 1', () => {
    expect(postLoginLanding(userDue(null), { now, validPath: '/' }).path).toBe('/financeiro');
    expect(postLoginLanding(userDue(null, 1), { now, validPath: '/' })).toMatchObject({
      path: '/',
      notices: [{ key: 'login-success' }],
    });
  });

  it('warns with the day count when fewer than 5 days remain (day or days)', () => {
    const warning = (days: number) =>
      postLoginLanding(userDue(inDays(days)), { now, validPath: '/tickets' }).notices.find(
        (notice) => notice.key === 'subscription-warning',
      );
    expect(warning(5)).toBeUndefined();
    expect(warning(4.5)).toEqual({
      key: 'subscription-warning',
      severity: 'warning',
      message: 'Sua assinatura vence em 4 dias.',
    });
    expect(warning(1.2)?.message).toBe('Sua assinatura vence em 1 dia.');
    expect(warning(0.5)?.message).toBe('Sua assinatura vence hoje!');
  });

  it('speaks the current language', async () => {
    await i18n.changeLanguage('en');
    const landing = postLoginLanding(userDue(inDays(2.5)), { now, validPath: '/' });
    expect(landing.notices.map((notice) => notice.message)).toEqual([
      'Signed in successfully!',
      'Your subscription ends in 2 days.',
    ]);
  });
});
