import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { userFixture } from '../fixtures';
import { UsersPage } from './users-page';

const page = (ids: number[], hasMore: boolean) => ({
  users: ids.map((id) => userFixture({ id, name: `User ${id}`, email: `user${id}@example.com` })),
  hasMore,
  count: 3,
});

/** jsdom has no layout: give the list a size and a scroll position. */
function scrollTo(element: HTMLElement, { scrollTop, scrollHeight, clientHeight }: Record<string, number>) {
  Object.defineProperties(element, {
    scrollTop: { configurable: true, value: scrollTop },
    scrollHeight: { configurable: true, value: scrollHeight },
    clientHeight: { configurable: true, value: clientHeight },
  });
  fireEvent.scroll(element);
}

describe('users page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ profile: 'admin' });
  });
  afterEach(resetApp);

  it('shows the count, loads the next page near the end of the list, and searches after 500 ms', async () => {
    const api = mockApi({
      'GET /api/users': ({ search }) => {
        if (search.get('searchParam'))
          return json(200, { users: [userFixture({ id: 9, name: 'Zélia' })], hasMore: false, count: 1 });
        return json(200, search.get('pageNumber') === '2' ? page([3], false) : page([1, 2], true));
      },
    });
    renderWithApp(<UsersPage />);

    await screen.findByRole('heading', { name: 'Usuários (3)' });
    expect(screen.getByText('User 1')).toBeTruthy();
    const scroller = screen.getByTestId('users-scroller');

    scrollTo(scroller, { scrollTop: 0, scrollHeight: 1000, clientHeight: 400 });
    expect(api.callsTo('GET', '/api/users')).toHaveLength(1);
    // 1000 - (501 + 400) = 99: within 100 px of the end.
    scrollTo(scroller, { scrollTop: 501, scrollHeight: 1000, clientHeight: 400 });
    await screen.findByText('User 3');
    expect(api.callsTo('GET', '/api/users').map((call) => call.search.get('pageNumber'))).toEqual(['1', '2']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar' }), { target: { value: 'zé' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo('GET', '/api/users').some((call) => call.search.get('searchParam'))).toBe(false);
    await screen.findByText('Zélia', undefined, { timeout: 2000 });
    expect(api.callsTo('GET', '/api/users').at(-1)?.search.get('searchParam')).toBe('zé');
    expect(screen.getByRole('heading', { name: 'Usuários (1)' })).toBeTruthy();
  });

  it('deletes a user only after confirmation', async () => {
    const api = mockApi({
      'GET /api/users': () => json(200, page([1, 2], false)),
      'DELETE /api/users/2': () => new Response(null, { status: 204 }),
    });
    renderWithApp(<UsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir User 2' }));

    const dialog = await screen.findByRole('dialog', { name: 'Excluir User 2?' });
    expect(within(dialog).getByText(/Todos os dados do usuário serão perdidos/)).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/users/2')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    await waitFor(() => expect(api.callsTo('DELETE', '/api/users/2')).toHaveLength(1));
    await waitFor(() => expect(toastMessages()).toContain('Usuário excluído com sucesso.'));
  });
});
