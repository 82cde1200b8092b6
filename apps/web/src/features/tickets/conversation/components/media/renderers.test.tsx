import type { MessageAnswer } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn } from '../../../../../test/harness';
import { messageFixture, ticketFixture } from '../../fixtures';
import { playbackRateStorageKey } from '../../lib/playback-rate';
import { MessageItem } from '../messages/message-item';
import { MessageMedia, rendererFor } from './renderers';

const ticket = ticketFixture();
const show = (overrides: Partial<MessageAnswer>) =>
  renderWithApp(<MessageMedia message={messageFixture(overrides)} ticket={ticket} />);
const showItem = (overrides: Partial<MessageAnswer>) =>
  renderWithApp(<MessageItem message={messageFixture(overrides)} ticket={ticket} />);

describe('message renderers', () => {
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    logged.mockRestore();
    resetApp();
  });

  it('has one renderer per media type, body prefixes first', () => {
    expect(rendererFor({ mediaType: 'conversation', body: '[PIX]{}' }).name).toBe('PixMessage');
    expect(rendererFor({ mediaType: 'conversation', body: '[BOTOES]{}' }).name).toBe('ButtonsMessage');
    expect(rendererFor({ mediaType: 'locationMessage', body: '' }).name).toBe('LocationMessage');
    expect(rendererFor({ mediaType: 'unknownKind', body: 'x' }).name).toBe('PlainText');
  });

  it('image: a click opens the preview', () => {
    show({ mediaType: 'image', mediaUrl: '/public/3/a.jpg', body: 'a.jpg' });
    fireEvent.click(screen.getByRole('button', { name: 'Abrir imagem' }));
    expect(screen.getByRole('button', { name: 'Fechar visualização' })).toBeTruthy();
  });

  it('audio: the speed cycles 0.5, 1, 1.5, 2 and is remembered', () => {
    window.localStorage.setItem(playbackRateStorageKey, '1.5');
    show({ mediaType: 'audio', mediaUrl: '/public/3/a.ogg' });
    const player = screen.getByTestId('audio-player') as HTMLAudioElement;
    expect(player.playbackRate).toBe(1.5);
    fireEvent.click(screen.getByRole('button', { name: 'Velocidade de reprodução: 1.5x' }));
    expect(window.localStorage.getItem(playbackRateStorageKey)).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Velocidade de reprodução: 2x' }));
    expect(screen.getByRole('button', { name: 'Velocidade de reprodução: 0.5x' })).toBeTruthy();
    expect(player.playbackRate).toBe(0.5);
  });

  it('video, document and sticker show their media', () => {
    show({ mediaType: 'document', mediaUrl: '/public/3/contrato.pdf', body: 'contrato.pdf' });
    expect(screen.getByRole('link', { name: 'Baixar contrato.pdf' }).getAttribute('href')).toBe(
      '/public/3/contrato.pdf',
    );
    show({ mediaType: 'sticker', mediaUrl: '/public/3/s.webp' });
    expect(screen.getByRole('img', { name: 'Figurinha' })).toBeTruthy();
    const { container } = show({ mediaType: 'video', mediaUrl: '/public/3/v.mp4', body: 'veja' });
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/public/3/v.mp4');
    expect(screen.getByText('veja')).toBeTruthy();
  });

  it("location: 'image|link|description'; malformed logs and falls back to the text", () => {
    show({ mediaType: 'locationMessage', body: 'data:image/png;base64,AA|https://maps.google.com/?q=1,2|Rua A, 10' });
    expect(screen.getByRole('link', { name: 'Abrir no mapa' }).getAttribute('href')).toBe(
      'https://maps.google.com/?q=1,2',
    );
    expect(screen.getByText('Rua A, 10')).toBeTruthy();
    show({ mediaType: 'locationMessage', body: 'sem separadores' });
    expect(screen.getByText('sem separadores')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Erro ao processar a localização', 'sem separadores');
  });

  it('vCard: a card whose Conversar opens a ticket with that contact', async () => {
    const api = mockApi({
      'POST /api/contacts': () => json(409, { error: 'ERR_DUPLICATED_CONTACT', message: 'x' }),
      'GET /api/contacts': () =>
        json(200, { contacts: [{ ...contactRow, id: 55, number: '5511988887777' }], hasMore: false, count: 1 }),
      'POST /api/tickets': () => json(201, { uuid: 'new-uuid' }),
    });
    show({
      mediaType: 'contactMessage',
      body: 'BEGIN:VCARD\nVERSION:3.0\nFN:João Silva\nTEL;type=CELL;waid=5511988887777:+55 11 98888-7777\nEND:VCARD',
    });
    expect(screen.getByText('João Silva')).toBeTruthy();
    expect(screen.getByText('5511988887777')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Conversar' }));
    await waitFor(() =>
      expect(api.calls('POST /api/tickets')).toEqual([
        { contactId: 55, queueId: 1, whatsappId: 2, userId: 7, status: 'open' },
      ]),
    );
    expect(api.calls('POST /api/contacts')).toEqual([{ name: 'João Silva', number: '5511988887777' }]);
  });

  it('poll with its votes, and list (the received kinds are drawn in received-bodies.test.tsx)', () => {
    show({
      mediaType: 'pollCreationMessageV3',
      dataJson: JSON.stringify({ name: 'Melhor dia?', options: ['Seg', 'Ter'], selectableCount: 1, votes: { Seg: 2 } }),
    });
    expect(screen.getByText('Melhor dia?')).toBeTruthy();
    expect(screen.getByText('Seg (2)')).toBeTruthy();
    expect(screen.getByText('Ter (0)')).toBeTruthy();

    show({
      mediaType: 'listMessage',
      dataJson: JSON.stringify({
        title: 'Cardápio',
        description: 'Escolha',
        footerText: 'rodapé',
        buttonText: 'Ver opções',
        sections: [{ title: 'Pizzas', rows: [{ title: 'Margherita', description: 'clássica', rowId: '1' }] }],
      }),
    });
    expect(screen.getByText('Pizzas')).toBeTruthy();
    expect(screen.getByText('Margherita')).toBeTruthy();
    expect(screen.getByText('Ver opções')).toBeTruthy();
  });

  it('malformed dataJson falls back to the body and logs', () => {
    show({ mediaType: 'listMessage', body: 'lista quebrada', dataJson: '{nope' });
    expect(screen.getByText('lista quebrada')).toBeTruthy();
    expect(logged.mock.calls[0]?.[0]).toBe('Erro ao processar a lista');
  });

  it("'[BOTOES]' and '[PIX]' without dataJson: the readable text, the order read from the body", () => {
    show({ mediaType: 'buttonsMessage', body: '[BOTOES]Confirma?\nLoja\nSim' });
    expect(screen.getByText(/^Confirma\?/).textContent).toBe('Confirma?\nLoja\nSim');
    expect(logged.mock.calls[0]?.[0]).toBe('Erro ao processar os botões');

    show({ mediaType: 'interactiveMessage', body: '[PIX]PED-9|1250|Camisa' });
    expect(screen.getByText('Referência: PED-9')).toBeTruthy();
    expect(screen.getByText('Total: R$ 12,50')).toBeTruthy();
    expect(screen.getByText('Item: Camisa')).toBeTruthy();
    show({ body: '[PIX]sem valor' });
    expect(screen.getByText('[PIX]sem valor')).toBeTruthy();
  });

  it("ad preview 'image|sourceUrl|title|body|messageUser', reaction, call log, view once, interactive", () => {
    show({
      mediaType: 'adMetaPreview',
      body: 'https://img/ad.png|https://fb.com/ad|Promoção|Só hoje|Quero saber mais',
    });
    expect(screen.getByText('Promoção')).toBeTruthy();
    expect(screen.getByText('Quero saber mais')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver anúncio' }).getAttribute('href')).toBe('https://fb.com/ad');
    show({ mediaType: 'reactionMessage', body: '👍' });
    expect(screen.getByText('Reagiu com 👍')).toBeTruthy();
    show({ mediaType: 'call_log', body: 'Chamada de voz perdida' });
    expect(screen.getByTestId('call-log').textContent).toContain('Chamada de voz perdida');
    show({ mediaType: 'viewOnceMessage', body: '' });
    expect(screen.getByText('Mensagem de visualização única')).toBeTruthy();
    show({
      mediaType: 'interactiveMessage',
      dataJson: JSON.stringify({
        header: 'Oferta',
        body: 'Clique',
        footer: '',
        buttons: [{ name: 'quick_reply', display_text: 'Sim' }],
      }),
    });
    expect(screen.getByText('Oferta')).toBeTruthy();
    expect(screen.getByText('Sim')).toBeTruthy();
  });

  it('a call log speaks the app’s language when dataJson names the outcome', async () => {
    await i18n.changeLanguage('en');
    const dataJson = JSON.stringify({ isVideo: true, status: 'rejected', durationSeconds: 0 });
    show({ mediaType: 'call_log', body: 'Chamada de vídeo recusada', dataJson });
    expect(screen.getByTestId('call-log').textContent).toBe('Declined video call');
  });

  it('message marks: deleted, edited, forwarded, private note, quote, acks and send error', () => {
    showItem({ isDeleted: true, body: 'segredo' });
    expect(screen.getByText('Essa mensagem foi apagada pelo contato')).toBeTruthy();
    expect(screen.queryByText('segredo')).toBeNull();
    showItem({ fromMe: true, isDeleted: true });
    expect(screen.getByText('Essa mensagem foi apagada')).toBeTruthy();
    showItem({ isEdited: true, isForwarded: true, isPrivate: true, body: 'nota' });
    expect(screen.getByText('Editada')).toBeTruthy();
    expect(screen.getByText('Encaminhada')).toBeTruthy();
    expect(screen.getByText('Nota privada')).toBeTruthy();
    showItem({
      quotedMsg: {
        id: 1,
        fromMe: false,
        mediaType: 'conversation',
        mediaUrl: null,
        body: 'pergunta original',
        isDeleted: false,
        contact: { id: 9, name: 'Maria' },
      },
    });
    expect(screen.getByTestId('quoted-message').textContent).toBe('Mariapergunta original');
    showItem({
      id: 3,
      quotedMsg: {
        id: 2,
        fromMe: true,
        mediaType: 'interactiveMessage',
        mediaUrl: null,
        body: '[PIX]R1|990|Meia',
        isDeleted: false,
        contact: null,
      },
    });
    expect(screen.getAllByTestId('quoted-message')[1]?.textContent).toBe('VocêPix · R$\u00a09,90 · Meia');
    for (const [ack, label] of [
      [0, 'Pendente'],
      [1, 'Enviada'],
      [2, 'Entregue'],
      [3, 'Lida'],
      [4, 'Reproduzida'],
      [5, 'Concluída'],
    ] as const) {
      showItem({ id: 100 + ack, fromMe: true, ack });
      expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
    }
    showItem({ fromMe: true, sendError: 'timeout' });
    expect(screen.getByRole('alert').textContent).toBe('Erro ao enviar a mensagem. Tente novamente');
  });
});

const contactRow = {
  id: 55,
  companyId: 3,
  name: 'João Silva',
  number: '5511988887777',
  email: '',
  channel: 'whatsapp',
  isGroup: false,
  active: true,
  disableBot: false,
  acceptAudioMessage: true,
  lgpdAcceptedAt: null,
  urlPicture: null,
  whatsappId: null,
  tags: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
