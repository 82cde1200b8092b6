import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failureText, widgetTexts } from './widget-texts';
import { createWidgetView } from './widget-view';

/** The socket.io-client socket the session opens: records what the session does with it. */
const fake = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => void;
  const listeners = new Map<string, Listener>();
  const socket = {
    on: (event: string, listener: Listener) => listeners.set(event, listener),
    connect: vi.fn(),
    disconnect: vi.fn(),
    emit: vi.fn(),
    /** What the server would make the client emit. */
    fire: (event: string, ...args: unknown[]) => listeners.get(event)?.(...args),
  };
  return { socket, listeners };
});
vi.mock('socket.io-client', () => ({ io: () => fake.socket }));

const { openWidgetSession, rateLimitRetryMs } = await import('./widget-session');

function open() {
  const events = { refused: vi.fn(), limited: vi.fn() };
  openWidgetSession(
    'https://api.example',
    'k'.repeat(32),
    {},
    {
      session: vi.fn(),
      history: vi.fn(),
      message: vi.fn(),
      typing: vi.fn(),
      ...events,
    },
  );
  return events;
}

beforeEach(() => {
  vi.useFakeTimers();
  fake.listeners.clear();
  fake.socket.connect.mockClear();
  fake.socket.disconnect.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('widget session', () => {
  it('a rate-limited handshake says so and tries again after the pause, without giving up', () => {
    const events = open();
    fake.socket.fire('connect_error', new Error('ERR_WEBCHAT_RATE_LIMITED'));
    expect(events.limited).toHaveBeenCalledTimes(1);
    expect(events.refused).not.toHaveBeenCalled();
    expect(fake.socket.disconnect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(rateLimitRetryMs - 1);
    expect(fake.socket.connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fake.socket.connect).toHaveBeenCalledTimes(1);
  });

  it('other refusals are final; a server disconnect (access changed) asks the server once more', () => {
    const events = open();
    fake.socket.fire('connect_error', new Error('ERR_WEBCHAT_ORIGIN_REFUSED'));
    expect(events.refused).toHaveBeenCalledWith('ERR_WEBCHAT_ORIGIN_REFUSED');
    expect(fake.socket.disconnect).toHaveBeenCalledTimes(1);
    fake.socket.fire('disconnect', 'transport close');
    expect(fake.socket.connect).not.toHaveBeenCalled();
    fake.socket.fire('disconnect', 'io server disconnect');
    expect(fake.socket.connect).toHaveBeenCalledTimes(1);
  });
});

describe('send failures', () => {
  it('tell the visitor why in their language', () => {
    const pt = widgetTexts('pt-BR');
    expect(failureText(pt, 'ERR_WEBCHAT_RATE_LIMITED')).toBe(
      'Muitas mensagens seguidas. Aguarde um instante e tente de novo.',
    );
    expect(failureText(widgetTexts('en'), 'ERR_WEBCHAT_MESSAGE_TOO_LONG')).toBe(
      'The message is too long (4,096 characters at most).',
    );
    expect(failureText(widgetTexts('es'), 'ERR_PAYLOAD_TOO_LARGE')).toBe('El archivo supera los 10 MB.');
    expect(failureText(pt, 'ERR_INTERNAL')).toBe(pt.sendFailed);
    for (const language of ['pt', 'en', 'es', 'tr']) {
      const texts = widgetTexts(language);
      expect(texts.rateLimited).not.toBe('');
      expect(texts.tooLong).not.toBe('');
    }
  });

  it('the view marks the message failed and shows the reason in its live status', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const texts = widgetTexts('tr');
    const view = createWidgetView(host, texts, { onSend: vi.fn(), onAttach: vi.fn(), onOpenChange: vi.fn() });
    const shown = view.addMessage({
      fromVisitor: true,
      body: 'merhaba',
      agentName: null,
      mediaUrl: null,
      mediaType: 'conversation',
    });
    view.markFailed(shown);
    view.setStatus(failureText(texts, 'ERR_WEBCHAT_RATE_LIMITED'));
    const status = host.shadowRoot?.querySelector('.status');
    expect(shown.classList.contains('failed')).toBe(true);
    expect(status?.textContent).toBe('Kısa sürede çok fazla mesaj. Biraz bekleyip tekrar deneyin.');
    expect(status?.getAttribute('aria-live')).toBe('polite');
  });
});
