import type { QuickMessageAnswer } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { scrollNearEnd } from '../../../test/interactions';
import { QuickMessagesPage } from './quick-messages-page';

const reply = (id: number, overrides: Partial<QuickMessageAnswer> = {}): QuickMessageAnswer => ({
  id,
  shortcode: `atalho${id}`,
  message: `Resposta ${id}`,
  geral: false,
  visao: true,
  userId: 1,
  mediaPath: null,
  mediaName: null,
  canEdit: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('quick messages page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
  });
  afterEach(resetApp);

  it('lists shortcode, attachment and the global tick, pages on scroll, searches, and locks others’ replies', async () => {
    const api = mockApi({
      'GET /api/quick-messages': ({ search }) => {
        if (search.get('searchParam') === 'pix')
          return json(200, { records: [reply(9, { shortcode: 'pix' })], hasMore: false });
        return search.get('pageNumber') === '2'
          ? json(200, { records: [reply(3)], hasMore: false })
          : json(200, {
              records: [
                reply(1, { geral: true, mediaName: 'tabela.pdf', mediaPath: '/public/1/a.pdf' }),
                reply(2, { canEdit: false, userId: 7 }),
              ],
              hasMore: true,
            });
      },
    });
    renderWithApp(<QuickMessagesPage />);
    const first = await screen.findByTestId('quick-message-row-1');
    expect(within(first).getByText('/atalho1')).toBeTruthy();
    expect(within(first).getByText('tabela.pdf')).toBeTruthy();
    expect(within(first).getByTitle('Resposta global')).toBeTruthy();
    const locked = screen.getByTestId('quick-message-row-2');
    expect(within(locked).queryByTitle('Resposta global')).toBeNull();
    expect(within(locked).getByRole('button', { name: 'Editar /atalho2' }).hasAttribute('disabled')).toBe(true);
    expect(within(locked).getByRole('button', { name: 'Excluir /atalho2' }).hasAttribute('disabled')).toBe(true);

    scrollNearEnd(screen.getByTestId('quick-messages-scroller'));
    await screen.findByTestId('quick-message-row-3');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar' }), { target: { value: 'pix' } });
    await screen.findByText('/pix', undefined, { timeout: 2000 });
    expect(api.callsTo('GET', '/api/quick-messages').map((call) => call.search.get('searchParam'))).toContain('pix');
  });

  it('requires the shortcode, then creates the reply and uploads its attachment', async () => {
    const api = mockApi({
      'GET /api/quick-messages': () => json(200, { records: [], hasMore: false }),
      'POST /api/quick-messages': ({ body }) => json(201, reply(5, body as Partial<QuickMessageAnswer>)),
      'POST /api/quick-messages/5/media-upload': () =>
        json(200, reply(5, { mediaPath: '/public/1/b.png', mediaName: 'foto.png' })),
    });
    renderWithApp(<QuickMessagesPage />);
    await screen.findByText('Nenhuma resposta rápida encontrada');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Resposta Rápida' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Obrigatório')).toBeTruthy();
    expect(api.callsTo('POST', '/api/quick-messages')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Atalho/ }), { target: { value: 'boas vindas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Sem espaços')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Atalho/ }), { target: { value: '/boasvindas' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Resposta' }), {
      target: { value: 'Olá {{firstName}}' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Global: todos podem usar e editar' }));
    const file = new File(['x'], 'foto.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('quick-message-file'), { target: { files: [file] } });
    expect(within(dialog).getByTestId('quick-message-attachment').textContent).toBe('foto.png');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/quick-messages/5/media-upload')).toHaveLength(1));
    expect(api.calls('POST /api/quick-messages')).toEqual([
      { shortcode: 'boasvindas', message: 'Olá {{firstName}}', geral: true, visao: true },
    ]);
    const form = api.calls('POST /api/quick-messages/5/media-upload')[0] as FormData;
    expect(form.get('typeArch')).toBe('quickMessage');
    expect((form.get('file') as File).name).toBe('foto.png');
    await waitFor(() => expect(toastMessages()).toContain('Resposta rápida salva'));
  });

  it('edits a reply, removes its attachment, and deletes after confirmation', async () => {
    const api = mockApi({
      'GET /api/quick-messages': () =>
        json(200, { records: [reply(4, { mediaPath: '/public/1/c.pdf', mediaName: 'c.pdf' })], hasMore: false }),
      'PUT /api/quick-messages/4': ({ body }) =>
        json(200, reply(4, { ...(body as object), mediaPath: '/public/1/c.pdf', mediaName: 'c.pdf' })),
      'DELETE /api/quick-messages/4/media-upload': () => json(200, reply(4)),
      'DELETE /api/quick-messages/4': () => new Response(null, { status: 204 }),
    });
    renderWithApp(<QuickMessagesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar /atalho4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Resposta Rápida' });
    expect((within(dialog).getByRole('textbox', { name: 'Resposta' }) as HTMLTextAreaElement).value).toBe('Resposta 4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover anexo' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/quick-messages/4/media-upload')).toHaveLength(1));
    expect(api.calls('PUT /api/quick-messages/4')).toEqual([
      { shortcode: 'atalho4', message: 'Resposta 4', geral: false, visao: true },
    ]);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Excluir /atalho4' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir /atalho4?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/quick-messages/4')).toHaveLength(1));
  });
});
