import { companyEvent } from '@chatdesk/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { session } from '../lib/session';
import { toasts } from '../lib/toast';
import { sessionAnswer } from '../test/fixtures';

type Handler = (payload: unknown) => void;
const fake = vi.hoisted(() => ({ handlers: new Map<string, (payload: unknown) => void>() }));

vi.mock('../lib/socket-provider', () => ({
  useSocket: () => ({
    on: (event: string, handler: Handler) => fake.handlers.set(event, handler),
    off: (event: string) => fake.handlers.delete(event),
  }),
}));

const { useSessionReplacedListener } = await import('./session-replaced-listener');

/** A token whose payload carries the server session id, as the API signs it. */
const tokenFor = (sessionId: string) => `h.${btoa(JSON.stringify({ sessionId, sub: '7' }))}.s`;

describe('session replaced listener', () => {
  const reload = vi.fn();

  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    vi.useFakeTimers();
    vi.stubGlobal('location', { ...window.location, reload });
    act(() => session.start({ ...sessionAnswer, token: tokenFor('old-session') }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    reload.mockReset();
    act(() => {
      session.clear();
      for (const toast of toasts.getToasts()) toasts.dismiss(toast.key);
    });
  });

  it('listens on company-{id}-auth and ends this session when the account signs in elsewhere', () => {
    window.localStorage.setItem('language', 'en');
    renderHook(() => useSessionReplacedListener());
    const handler = fake.handlers.get(companyEvent(3, 'auth'));
    expect(handler).toBeDefined();

    act(() => handler?.({ action: 'update', user: { id: 7 }, sessionId: 'new-session' }));
    expect(toasts.getToasts().map((toast) => toast.message)).toEqual(['Sua conta foi acessada em outro computador.']);
    expect(window.localStorage.length).toBe(0);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores the event of its own (new) session', () => {
    renderHook(() => useSessionReplacedListener());
    act(() =>
      fake.handlers.get(companyEvent(3, 'auth'))?.({ action: 'update', user: { id: 7 }, sessionId: 'old-session' }),
    );
    vi.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();
    expect(toasts.getToasts()).toEqual([]);
  });
});
