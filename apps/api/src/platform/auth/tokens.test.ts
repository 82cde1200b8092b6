import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens';

const claims = { userId: 7, companyId: 3, profile: 'user' as const, isSuper: false, sessionId: 's-1' };

describe('TokenService.verifyAccess', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the claims of a valid token, again and again', async () => {
    const tokens = new TokenService('a-secret-of-enough-length-for-hs256');
    const token = await tokens.signAccess(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
  });

  it('refuses a token once it expires, even after it was verified', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const tokens = new TokenService('a-secret-of-enough-length-for-hs256');
    const token = await tokens.signAccess(claims, 60);
    await expect(tokens.verifyAccess(token)).resolves.toEqual(claims);
    vi.setSystemTime(new Date('2026-11-22T10:00:59.999Z'));
    await expect(tokens.verifyAccess(token)).resolves.toEqual(claims);
    vi.setSystemTime(new Date('2026-11-22T10:01:00Z'));
    await expect(tokens.verifyAccess(token)).rejects.toMatchObject({ code: 'ERR_INVALID_TOKEN' });
  });

  it('refuses an altered token and one signed with another key, whatever was verified before', async () => {
    const tokens = new TokenService('a-secret-of-enough-length-for-hs256');
    const token = await tokens.signAccess(claims);
    await tokens.verifyAccess(token);
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, companyId: 4, sub: '7', exp: 4102444800 })).toString(
      'base64url',
    );
    await expect(tokens.verifyAccess(`${header}.${forgedPayload}.${signature}`)).rejects.toMatchObject({
      code: 'ERR_INVALID_TOKEN',
    });
    const other = await new TokenService('another-secret-of-enough-length-for-hs').signAccess(claims);
    await expect(tokens.verifyAccess(other)).rejects.toMatchObject({ code: 'ERR_INVALID_TOKEN' });
  });
});
