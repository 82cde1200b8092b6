import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderRoutes, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { chooseOption, scrollNearEnd } from '../../../test/interactions';
import { announcementFixture as announcement } from '../fixtures';

vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => null }));
const { AnnouncementsPage } = await import('./announcements-page');

describe('announcements page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ super: true });
  });
  afterEach(resetApp);

  it('lists title, priority, picture name and status, pages on scroll and searches', async () => {
    const api = mockApi({
      'GET /api/announcements': ({ search }) => {
        if (search.get('searchParam') === 'férias')
          return json(200, { records: [announcement(9, { title: 'Férias' })], hasMore: false });
        return search.get('pageNumber') === '2'
          ? json(200, { records: [announcement(3)], hasMore: false })
          : json(200, {
              records: [
                announcement(1, { priority: 1, mediaName: 'banner.png', mediaPath: '/public/1/a.png' }),
                announcement(2, { priority: 2, status: false }),
              ],
              hasMore: true,
            });
      },
    });
    renderWithApp(<AnnouncementsPage />, '/announcements');
    const first = await screen.findByTestId('announcement-row-1');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Informativo 1', 'Alta', 'banner.png', 'Ativo', '']);
    const second = within(screen.getByTestId('announcement-row-2')).getAllByRole('cell');
    expect([second[1]?.textContent, second[3]?.textContent]).toEqual(['Média', 'Inativo']);
    expect(api.callsTo('GET', '/api/announcements')[0]?.search.get('inbox')).toBe('false');

    scrollNearEnd(screen.getByTestId('announcements-scroller'));
    await screen.findByTestId('announcement-row-3');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar' }), { target: { value: 'férias' } });
    await screen.findByText('Férias', undefined, { timeout: 2000 });
  });

  it('requires title and text, saves with the defaults (priority 3, active), then uploads the picture', async () => {
    const api = mockApi({
      'GET /api/announcements': () => json(200, { records: [], hasMore: false }),
      'POST /api/announcements': ({ body }) => json(201, announcement(5, body as object)),
      'POST /api/announcements/5/media-upload': () =>
        json(200, announcement(5, { mediaPath: '/public/1/b.png', mediaName: 'foto.png' })),
    });
    renderWithApp(<AnnouncementsPage />, '/announcements');
    await screen.findByText('Nenhum informativo encontrado');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Informativo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText('Obrigatório')).toHaveLength(2);
    expect(api.callsTo('POST', '/api/announcements')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Título/ }), { target: { value: 'Manutenção' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Texto/ }), { target: { value: 'Hoje às 22h' } });
    const file = new File(['x'], 'foto.png', { type: 'image/png' });
    const picker = screen.getByTestId('announcement-file');
    expect(picker.getAttribute('accept')).toContain('.jpeg');
    fireEvent.change(picker, { target: { files: [file] } });
    expect(within(dialog).getByTestId('announcement-attachment').textContent).toBe('foto.png');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/announcements/5/media-upload')).toHaveLength(1));
    expect(api.calls('POST /api/announcements')).toEqual([
      { title: 'Manutenção', text: 'Hoje às 22h', priority: 3, status: true },
    ]);
    const form = api.calls('POST /api/announcements/5/media-upload')[0] as FormData;
    expect((form.get('file') as File).name).toBe('foto.png');
    await waitFor(() => expect(toastMessages()).toContain('Informativo salvo com sucesso!'));
  });

  it('edits priority and status, removes the picture, and deletes after confirmation', async () => {
    const stored = announcement(4, { mediaPath: '/public/1/c.png', mediaName: 'c.png' });
    const api = mockApi({
      'GET /api/announcements': () => json(200, { records: [stored], hasMore: false }),
      'PUT /api/announcements/4': ({ body }) => json(200, { ...stored, ...(body as object) }),
      'DELETE /api/announcements/4/media-upload': () => json(200, announcement(4)),
      'DELETE /api/announcements/4': () => new Response(null, { status: 204 }),
    });
    renderWithApp(<AnnouncementsPage />, '/announcements');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Informativo 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Informativo' });
    await chooseOption(dialog, 'Prioridade', 'Alta');
    await chooseOption(dialog, 'Status', 'Inativo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover imagem' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/announcements/4/media-upload')).toHaveLength(1));
    expect(api.calls('PUT /api/announcements/4')).toEqual([
      { title: 'Informativo 4', text: 'Texto 4', priority: 1, status: false },
    ]);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Informativo 4' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir Informativo 4?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/announcements/4')).toHaveLength(1));
    await waitFor(() => expect(toastMessages()).toContain('Informativo excluído com sucesso!'));
  });

  it('sends anyone but the super user home after a second, saying why, without loading the list', async () => {
    signIn({ super: false, profile: 'admin' });
    const api = mockApi({});
    const router = renderRoutes(
      [
        { path: '/announcements', element: <AnnouncementsPage /> },
        { path: '/', element: <p>início</p> },
      ],
      '/announcements',
    );
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
      ),
    );
    expect(router.state.location.pathname).toBe('/announcements');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 2000 });
    expect(api.callsTo('GET', '/api/announcements')).toHaveLength(0);
  });
});
