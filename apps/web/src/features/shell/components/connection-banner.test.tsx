import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';

type Handler = (reason?: unknown) => void;
/** The company socket as the banner uses it: listeners the test fires by hand. */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Handler>();
  return {
    handlers,
    socket: {
      on: (event: string, handler: Handler) => handlers.set(event, handler),
      off: (event: string) => handlers.delete(event),
    },
  };
});
vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => fake.socket }));
const { ConnectionBanner } = await import('./connection-banner');

const fire = (event: string, reason?: unknown) => act(() => fake.handlers.get(event)?.(reason));
const setBrowserOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};
const banner = () => screen.queryByTestId('connection-banner');

describe('connection banner', () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(() => vi.restoreAllMocks());

  it('says it is reconnecting while the socket is down, and goes away once it is back', () => {
    render(<ConnectionBanner />);
    expect(banner()).toBeNull();
    fire('disconnect', 'transport close');
    expect(banner()?.textContent).toBe('Reconectando ao servidor…');
    fire('connect');
    expect(banner()).toBeNull();
  });

  it('says the browser is offline, which wins over the socket state, in the chosen language', async () => {
    await i18n.changeLanguage('en');
    render(<ConnectionBanner />);
    fire('disconnect', 'ping timeout');
    setBrowserOnline(false);
    expect(banner()?.textContent).toBe('No internet connection. Updates resume when the connection is back.');
    setBrowserOnline(true);
    expect(banner()?.textContent).toBe('Reconnecting to the server…');
  });

  it('shows nothing when the app closed the socket itself (signing out)', () => {
    render(<ConnectionBanner />);
    fire('disconnect', 'io client disconnect');
    expect(banner()).toBeNull();
  });
});
