import type { TicketAnswer } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../../../test/harness';
import { messageFixture, ticketFixture } from '../../fixtures';
import { createFakeSocket } from '../../test-socket';

const fake = vi.hoisted(() => ({ socket: null as unknown }));
vi.mock('../../../../../lib/socket-provider', () => ({ useSocket: () => fake.socket }));
const { ConversationPane } = await import('../..');

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();
const cloudTicket = (overrides: Partial<TicketAnswer> = {}) =>
  ticketFixture({ channel: 'whatsappapi', lastInboundAt: hoursAgo(30), ...overrides });

function serve(ticket: TicketAnswer, routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/tickets/u/ticket-uuid-42': () => json(200, ticket),
    'GET /api/messages/ticket-uuid-42': () => json(200, { messages: [messageFixture({ id: 1 })], hasMore: false }),
    'POST /api/messages/42/read': () => json(200, {}),
    ...routes,
  });
}
const textbox = () => screen.getByRole('textbox');
const outsideWindow = () =>
  json(409, { error: 'ERR_OUTSIDE_24H_WINDOW', message: 'O contato não escreve há mais de 24 horas.' });

describe("Meta's 24-hour window in the conversation", () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
    fake.socket = createFakeSocket();
  });
  afterEach(resetApp);

  it('closed on a Cloud API ticket: the banner offers a template, free-form sending is off, notes stay', async () => {
    serve(cloudTicket());
    renderWithApp(<ConversationPane ticketUuid="ticket-uuid-42" />);
    const notice = await screen.findByTestId('template-window-notice');
    expect(notice.textContent).toContain('A janela de 24 horas terminou');
    expect(within(notice).getByRole('button', { name: 'Enviar template' })).toBeTruthy();
    expect(textbox().hasAttribute('disabled')).toBe(true);
    expect(textbox().getAttribute('placeholder')).toBe(
      'Fora da janela de 24 horas: envie um template (notas privadas continuam liberadas).',
    );
    expect(screen.getByRole('button', { name: 'Anexar arquivo' }).hasAttribute('disabled')).toBe(true);
    // The spec's Facebook/Instagram banner is not shown for the Cloud API.
    expect(screen.queryByTestId('channel-window-banner')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Nota privada' }));
    expect(textbox().hasAttribute('disabled')).toBe(false);
  });

  it('sends a template (name, language pt_BR by default, body parameters) and shows the sent message', async () => {
    const sent = messageFixture({ id: 77, fromMe: true, body: '[TEMPLATE] pedido_enviado' });
    const api = serve(cloudTicket(), { 'POST /api/whatsapp-cloud/2/template/42': () => json(201, sent) });
    renderWithApp(<ConversationPane ticketUuid="ticket-uuid-42" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar template' }));
    const dialog = await screen.findByRole('dialog');
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect((field('Código do idioma') as HTMLInputElement).value).toBe('pt_BR');

    fireEvent.change(field('Nome do template'), { target: { value: 'Pedido Enviado' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar parâmetro' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(within(dialog).getByText('Use apenas letras minúsculas, números e _')).toBeTruthy();
    expect(within(dialog).getByText('Preencha ou remova este parâmetro')).toBeTruthy();
    expect(api.callsTo('POST', '/api/whatsapp-cloud/2/template/42')).toEqual([]);

    fireEvent.change(field('Nome do template'), { target: { value: 'pedido_enviado' } });
    fireEvent.change(field('Parâmetro 1'), { target: { value: 'Maria' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar parâmetro' }));
    fireEvent.change(field('Parâmetro 2'), { target: { value: ' #123 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(api.calls('POST /api/whatsapp-cloud/2/template/42')).toEqual([
        {
          name: 'pedido_enviado',
          language: 'pt_BR',
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Maria' },
                { type: 'text', text: '#123' },
              ],
            },
          ],
        },
      ]),
    );
    expect(await screen.findByText('[TEMPLATE] pedido_enviado')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastMessages()).toContain('Template enviado.');
  });

  it('open within 24 hours; a refusal (409 ERR_OUTSIDE_24H_WINDOW) closes it at once', async () => {
    const api = serve(cloudTicket({ lastInboundAt: hoursAgo(2) }), { 'POST /api/messages/42': outsideWindow });
    renderWithApp(<ConversationPane ticketUuid="ticket-uuid-42" />);
    await screen.findByText('Maria Cliente');
    expect(screen.queryByTestId('template-window-notice')).toBeNull();
    fireEvent.change(textbox(), { target: { value: 'ainda posso?' } });
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    await waitFor(() => expect(api.callsTo('POST', '/api/messages/42')).toHaveLength(1));
    expect(await screen.findByTestId('template-window-notice')).toBeTruthy();
    expect(textbox().hasAttribute('disabled')).toBe(true);
  });

  it('Facebook and Instagram: the 24-hour banner stays, the composer waits for the contact, no template', async () => {
    for (const channel of ['facebook', 'instagram'] as const) {
      serve(cloudTicket({ channel }));
      const view = renderWithApp(<ConversationPane ticketUuid="ticket-uuid-42" />);
      const banner = await screen.findByTestId('channel-window-banner');
      expect(banner.textContent).toBe('A janela de 24 horas terminou: aguarde uma nova mensagem do cliente.');
      expect(textbox().hasAttribute('disabled')).toBe(true);
      expect(textbox().getAttribute('placeholder')).toBe(
        'Fora da janela de 24 horas: aguarde uma nova mensagem do cliente (notas privadas continuam liberadas).',
      );
      expect(screen.queryByRole('button', { name: 'Enviar template' })).toBeNull();
      view.unmount();
    }
  });

  it('leaves channels without a window alone', async () => {
    serve(ticketFixture({ channel: 'whatsapp', lastInboundAt: hoursAgo(100) }));
    renderWithApp(<ConversationPane ticketUuid="ticket-uuid-42" />);
    await screen.findByText('Maria Cliente');
    expect(textbox().hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('template-window-notice')).toBeNull();
  });
});
