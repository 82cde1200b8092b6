import { companyEvent } from '@chatdesk/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn } from '../../../../../test/harness';
import { ticketFixture } from '../../fixtures';
import { useComposerState } from '../../lib/composer-state';
import { createFakeSocket, type FakeSocket } from '../../test-socket';

const fake = vi.hoisted(() => ({ socket: null as unknown }));
vi.mock('../../../../../lib/socket-provider', () => ({ useSocket: () => fake.socket }));
const { ConversationHeader } = await import('./conversation-header');
const { MessageComposer } = await import('../composer/message-composer');

const webchatTicket = ticketFixture({ channel: 'webchat' });
/** The fixture user (signIn) belongs to company 3. */
const typingEvent = companyEvent(3, 'typing');

describe('contact typing in the conversation header', () => {
  let socket: FakeSocket;
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
    socket = createFakeSocket();
    fake.socket = socket;
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    resetApp();
  });

  it("shows 'digitando…' for 5 s after a typing event of this ticket, and hides it on a stop", () => {
    mockApi({});
    const view = renderWithApp(<ConversationHeader ticket={webchatTicket} />);
    expect(screen.getByText('Atribuído a: Ana')).toBeTruthy();
    act(() => socket.fire(typingEvent, { ticketId: 99, typing: true }));
    expect(screen.queryByText('digitando…')).toBeNull();

    act(() => socket.fire(typingEvent, { ticketId: 42, typing: true }));
    expect(screen.getByRole('status').textContent).toBe('digitando…');
    expect(screen.queryByText('Atribuído a: Ana')).toBeNull();
    act(() => vi.advanceTimersByTime(4000));
    // A repeated signal (the widget sends one every 2 s while typing) keeps it up.
    act(() => socket.fire(typingEvent, { ticketId: 42, typing: true }));
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByText('digitando…')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('digitando…')).toBeNull();
    expect(screen.getByText('Atribuído a: Ana')).toBeTruthy();

    act(() => socket.fire(typingEvent, { ticketId: 42, typing: true }));
    act(() => socket.fire(typingEvent, { ticketId: 42, typing: false }));
    expect(screen.queryByText('digitando…')).toBeNull();
    view.unmount();
    expect(socket.listeners(typingEvent)).toBe(0);
  });
});

function Composer({ ticket = webchatTicket }: { ticket?: typeof webchatTicket }) {
  return <MessageComposer ticket={ticket} state={useComposerState()} onOpenModal={() => undefined} />;
}

describe("the attendant's typing to a web chat visitor", () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
    fake.socket = createFakeSocket();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    resetApp();
  });

  const typingRoute = 'POST /api/webchat/tickets/42/typing';
  const serve = () =>
    mockApi({
      [typingRoute]: () => new Response(null, { status: 204 }),
      'POST /api/messages/42': () => json(201, {}),
    });
  const type = (text: string) => fireEvent.change(screen.getByRole('textbox'), { target: { value: text } });
  const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

  it('sends typing on input at most every 2 s, and a stop after 3 s idle', async () => {
    const api = serve();
    renderWithApp(<Composer />);
    type('o');
    type('ol');
    await flush();
    expect(api.calls(typingRoute)).toEqual([{ typing: true }]);
    await act(() => vi.advanceTimersByTimeAsync(2100));
    type('olá');
    await flush();
    expect(api.calls(typingRoute)).toEqual([{ typing: true }, { typing: true }]);
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(api.calls(typingRoute)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(api.calls(typingRoute)).toEqual([{ typing: true }, { typing: true }, { typing: false }]);
  });

  it('stops on send and when the conversation closes; private notes and other channels send nothing', async () => {
    const api = serve();
    const view = renderWithApp(<Composer />);
    type('oi');
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
    await flush();
    expect(api.calls(typingRoute)).toEqual([{ typing: true }, { typing: false }]);

    type('de novo');
    view.unmount();
    await flush();
    expect(api.calls(typingRoute)).toEqual([{ typing: true }, { typing: false }, { typing: true }, { typing: false }]);

    const notes = renderWithApp(<Composer />);
    fireEvent.click(screen.getByRole('switch', { name: 'Nota privada' }));
    type('só para a equipe');
    notes.unmount();
    renderWithApp(<Composer ticket={ticketFixture({ channel: 'whatsapp' })} />);
    type('olá');
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(api.calls(typingRoute)).toHaveLength(4);
  });
});
