import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn } from '../../../../../test/harness';
import { messageFixture, ticketFixture } from '../../fixtures';
import { MessageList } from './message-list';

const ticket = ticketFixture();

function serve(messages: unknown[]) {
  mockApi({ 'GET /api/messages/ticket-uuid-42': () => json(200, { messages, hasMore: false }) });
}

/**
 * jsdom lays nothing out: the scroller gets a box of its own, 400 px high, whose content is
 * `content.height` px tall, and a scrollTop that stays where it is put (clamped like a browser's).
 */
function layOut(scroller: HTMLElement, content: { height: number }, scrollTop: number) {
  let top = scrollTop;
  Object.defineProperty(scroller, 'clientHeight', { configurable: true, get: () => 400 });
  Object.defineProperty(scroller, 'scrollHeight', { configurable: true, get: () => content.height });
  Object.defineProperty(scroller, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (value: number) => {
      top = Math.max(0, Math.min(value, content.height - 400));
    },
  });
}

const image = (id: number) =>
  messageFixture({ id, mediaType: 'image', mediaUrl: `/public/company3/photo-${id}.jpg`, body: '' });

/** The list of `messages` (the newest 'a mais nova') drawn, laid out 1000 px tall and scrolled to its bottom. */
async function openAtBottom(messages: unknown[]) {
  serve([...messages, messageFixture({ id: 3, body: 'a mais nova' })]);
  renderWithApp(<MessageList ticket={ticket} />);
  await screen.findByText('a mais nova');
  const scroller = screen.getByTestId('message-list');
  const content = { height: 1000 };
  layOut(scroller, content, 600);
  return { scroller, content, images: [...scroller.querySelectorAll('img')] as HTMLElement[] };
}

describe('message list', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
  });
  afterEach(resetApp);

  it('stays at the newest message while images above it load and grow the list', async () => {
    const { scroller, content, images } = await openAtBottom([image(1), image(2)]);

    const [first, second] = images;
    content.height = 1250;
    fireEvent.load(first as HTMLElement);
    expect(scroller.scrollTop).toBe(850);
    content.height = 1500;
    fireEvent.load(second as HTMLElement);
    expect(scroller.scrollTop).toBe(1100);
  });

  it('is not fooled by the scroll event its own scrolling causes, arriving after a picture grew the list', async () => {
    const { scroller, content, images } = await openAtBottom([image(1), image(2)]);

    const [first, second] = images;
    content.height = 1250;
    fireEvent.load(first as HTMLElement);
    expect(scroller.scrollTop).toBe(850);
    // The browser lays the second picture out as soon as it knows its size, before its load event,
    // and only then delivers the scroll event of the scroll above: the reader did not move.
    content.height = 1500;
    fireEvent.scroll(scroller);
    fireEvent.load(second as HTMLElement);
    expect(scroller.scrollTop).toBe(1100);
  });

  it('leaves a reader who scrolled up where they are when an image loads', async () => {
    const { scroller, content, images } = await openAtBottom([image(1)]);

    scroller.scrollTop = 100;
    fireEvent.scroll(scroller);
    content.height = 1250;
    fireEvent.load(images[0] as HTMLElement);
    expect(scroller.scrollTop).toBe(100);
  });

  it('shows no ack on a private note (notes are never sent), and the clock on a pending message', async () => {
    serve([
      messageFixture({ id: 1, fromMe: true, isPrivate: true, ack: 0, body: 'nota interna' }),
      messageFixture({ id: 2, fromMe: true, ack: 0, body: 'enviando' }),
    ]);
    renderWithApp(<MessageList ticket={ticket} />);
    const note = (await screen.findByText('nota interna')).closest('[data-testid="message"]') as HTMLElement;
    const pending = screen.getByText('enviando').closest('[data-testid="message"]') as HTMLElement;
    expect(within(note).queryByLabelText('Pendente')).toBeNull();
    expect(within(pending).getByLabelText('Pendente')).toBeTruthy();
  });

  it("marks the bot's messages as the bot's, and no attendant's message", async () => {
    serve([
      messageFixture({ id: 1, fromMe: true, fromBot: true, ack: 3, body: 'Escolha uma fila' }),
      messageFixture({ id: 2, fromMe: true, userId: 5, ack: 3, body: 'Sou a Ana' }),
    ]);
    renderWithApp(<MessageList ticket={ticket} />);
    const bot = (await screen.findByText('Escolha uma fila')).closest('[data-testid="message"]') as HTMLElement;
    const attendant = screen.getByText('Sou a Ana').closest('[data-testid="message"]') as HTMLElement;
    expect(within(bot).getByText('Enviada pelo bot')).toBeTruthy();
    expect(within(attendant).queryByText('Enviada pelo bot')).toBeNull();
    await i18n.changeLanguage('en');
    expect(await within(bot).findByText('Sent by the bot')).toBeTruthy();
  });
});
