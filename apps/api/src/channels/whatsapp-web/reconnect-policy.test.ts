import { describe, expect, it } from 'vitest';
import { baileys } from './baileys-lib';
import { MessageCache } from './message-cache';
import { backoffDelay, decideOnClose } from './reconnect-policy';

const { DisconnectReason } = baileys();

describe('close decisions (Baileys DisconnectReason)', () => {
  it.each([
    [DisconnectReason.loggedOut, true, 'logged-out'],
    [DisconnectReason.badSession, true, 'logged-out'],
    [DisconnectReason.multideviceMismatch, true, 'logged-out'],
    [DisconnectReason.forbidden, true, 'logged-out'],
    [DisconnectReason.connectionReplaced, true, 'replaced'],
    [DisconnectReason.restartRequired, false, 'restart'],
    [DisconnectReason.connectionLost, true, 'retry'],
    [DisconnectReason.connectionClosed, true, 'retry'],
    [DisconnectReason.unavailableService, true, 'retry'],
    [undefined, true, 'retry'],
    [DisconnectReason.timedOut, false, 'qr-expired'],
    [DisconnectReason.connectionClosed, false, 'qr-expired'],
  ] as const)('%s (paired %s) -> %s', (code, paired, action) => {
    expect(decideOnClose(code, paired).action).toBe(action);
  });

  it('backs off exponentially up to the ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 9, 30].map((n) => backoffDelay(n))).toEqual([
      2000, 4000, 8000, 16000, 32000, 64000, 300000, 300000,
    ]);
    expect(backoffDelay(3, { baseMs: 10, maxMs: 25 })).toBe(25);
  });
});

describe('message cache', () => {
  it('keeps the newest messages up to its bound and answers getMessage', () => {
    const cache = new MessageCache(2);
    const message = (id: string) => ({ key: { id, remoteJid: 'x@s.whatsapp.net' }, message: { conversation: id } });
    cache.remember(message('A'));
    cache.remember(message('B'));
    cache.remember(message('A')); // refreshed: now the newest
    cache.remember(message('C'));
    expect(cache.size).toBe(2);
    expect(cache.get('B')).toBeUndefined();
    expect(cache.content({ id: 'A' })).toEqual({ conversation: 'A' });
    expect(cache.content({ id: 'C' })).toEqual({ conversation: 'C' });
    cache.remember({ key: { id: 'D' }, message: null });
    expect(cache.get('D')).toBeUndefined();
  });
});
