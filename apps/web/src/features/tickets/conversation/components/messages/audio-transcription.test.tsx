import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../../i18n';
import { toasts } from '../../../../../lib/toast';
import { json, mockApi, renderWithApp, resetApp, signIn } from '../../../../../test/harness';
import { ticketFixture } from '../../../fixtures';
import { messageFixture } from '../../fixtures';
import { MessageItem } from './message-item';

const file = '0123456789abcdef0123456789abcdef.ogg';
const route = `GET /api/messages/transcribeAudio/${file}`;
const incomingAudio = (overrides: Parameters<typeof messageFixture>[0] = {}) =>
  messageFixture({ id: 31, body: '', mediaType: 'audio', mediaUrl: `/public/4/${file}`, ...overrides });

const renderItem = (message = incomingAudio()) =>
  renderWithApp(<MessageItem message={message} ticket={ticketFixture({ status: 'open' })} />);

const openMenu = () => fireEvent.click(screen.getByRole('button', { name: i18n.t('conversation.message.options') }));

async function transcribe() {
  openMenu();
  fireEvent.click(await screen.findByRole('menuitem', { name: i18n.t('conversation.transcription.action') }));
}

describe('audio transcription in the conversation', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
  });
  afterEach(() => resetApp());

  it('offers the menu item on incoming audio only', async () => {
    mockApi({});
    for (const other of [incomingAudio({ fromMe: true, body: 'voice.ogg' }), messageFixture({ body: 'Bom dia' })]) {
      const rendered = renderItem(other);
      openMenu();
      await screen.findByRole('menuitem', { name: 'Copiar' });
      expect(screen.queryByRole('menuitem', { name: 'Transcrever áudio' })).toBeNull();
      rendered.unmount();
    }

    renderItem(incomingAudio({ body: 'voice.ogg' }));
    openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Transcrever áudio' })).toBeTruthy();
  });

  it('shows the loading state, then the text under the audio', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = mockApi({ [route]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderItem();

    await transcribe();

    const box = await screen.findByTestId('audio-transcription');
    expect(within(box).getByText('Transcrevendo áudio...')).toBeTruthy();
    answer(json(200, { transcribedText: 'Oi, meu pedido chegou quebrado.' }));
    await waitFor(() => expect(within(box).getByText('Oi, meu pedido chegou quebrado.')).toBeTruthy());
    expect(within(box).getByText('Transcrição')).toBeTruthy();
    expect(api.callsTo('GET', `/api/messages/transcribeAudio/${file}`)).toHaveLength(1);
  });

  it("shows the API's error translated, and asking again retries", async () => {
    await i18n.changeLanguage('en');
    let calls = 0;
    mockApi({
      [route]: () =>
        ++calls === 1
          ? json(503, {
              error: 'ERR_TRANSCRIPTION_UNAVAILABLE',
              message: 'A transcrição de áudio não está disponível.',
            })
          : json(200, { transcribedText: 'Second try' }),
    });
    renderItem();

    await transcribe();
    expect((await screen.findByRole('alert')).textContent).toBe('Audio transcription is not available.');
    expect(toasts.getToasts()).toEqual([]);

    await transcribe();
    expect(await screen.findByText('Second try')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the spec's local messages for an unexpected URL, invalid data and an unknown failure", async () => {
    const api = mockApi({});
    const unexpected = renderItem(incomingAudio({ mediaUrl: 'https://cdn.example.com/voice.ogg' }));
    await transcribe();
    expect((await screen.findByRole('alert')).textContent).toBe('Formato de URL de áudio inesperado');
    expect(api.fetch).not.toHaveBeenCalled();
    unexpected.unmount();

    mockApi({ [route]: () => json(200, { text: 'sem o campo esperado' }) });
    const invalid = renderItem();
    await transcribe();
    expect((await screen.findByRole('alert')).textContent).toBe('Dados de transcrição inválidos');
    invalid.unmount();

    mockApi({ [route]: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    renderItem();
    await transcribe();
    expect((await screen.findByRole('alert')).textContent).toBe('Erro desconhecido');
  });
});
