import { companyEvent } from '@chatdesk/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { tagFixture, tagsPage } from '../fixtures';

const fake = vi.hoisted(() => ({ handlers: new Map<string, (payload: unknown) => void>() }));
vi.mock('../../../lib/socket-provider', () => ({
  useSocket: () => ({
    on: (event: string, handler: (payload: unknown) => void) => fake.handlers.set(event, handler),
    off: (event: string) => fake.handlers.delete(event),
  }),
}));

const { TagsPage } = await import('./tags-page');
const noContent = () => new Response(null, { status: 204 });

describe('tags page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ profile: 'user' });
  });
  afterEach(resetApp);

  it('lists id, name and contact count, searches, and loads the next page on scroll', async () => {
    const first = Array.from({ length: 20 }, (_, n) => tagFixture({ id: n + 1, name: `Tag ${n + 1}` }));
    const api = mockApi({
      'GET /api/tags': (call) => {
        if (call.search.get('searchParam')) return json(200, tagsPage([tagFixture({ id: 40, name: 'Ouro' })]));
        if (call.search.get('pageNumber') === '2') return json(200, tagsPage([tagFixture({ id: 21, name: 'Última' })]));
        return json(200, tagsPage(first, true, 21));
      },
    });
    renderWithApp(<TagsPage />);
    await screen.findByRole('heading', { name: 'Tags (21)' });
    const cells = within(screen.getByTestId('tag-row-1')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['1', 'Tag 1', '2', '']);
    expect(api.callsTo('GET', '/api/tags')[0]?.search.get('kanban')).toBeNull();

    fireEvent.scroll(screen.getByTestId('tags-scroller'));
    await screen.findByTestId('tag-row-21');

    fireEvent.change(screen.getByLabelText('Pesquisar'), { target: { value: 'ouro' } });
    await screen.findByTestId('tag-row-40', undefined, { timeout: 2000 });
    expect(screen.queryByTestId('tag-row-1')).toBeNull();
  });

  it('adds a tag: requires a name of 3 characters, then posts it with its colour', async () => {
    const api = mockApi({
      'GET /api/tags': () => json(200, tagsPage([])),
      'POST /api/tags': (call) => json(201, tagFixture({ id: 9, ...(call.body as object) })),
    });
    renderWithApp(<TagsPage />);
    await screen.findByText('Nenhuma tag encontrada');
    fireEvent.click(screen.getByRole('button', { name: 'Nova Tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar tag' });
    expect(within(dialog).queryByLabelText('Próxima coluna')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Obrigatório')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Nome/), { target: { value: 'ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Mensagem muito curta')).toBeTruthy();
    expect(api.callsTo('POST', '/api/tags')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Nome/), { target: { value: 'Atacado' } });
    fireEvent.change(within(dialog).getByLabelText('Cor'), { target: { value: '#00AA00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(api.calls('POST /api/tags')).toEqual([{ name: 'Atacado', color: '#00AA00', kanban: 0 }]),
    );
    await waitFor(() => expect(toastMessages()).toContain('Tag salva com sucesso!'));
  });

  it('deletes after confirmation and lists a tag’s contacts with remove', async () => {
    const api = mockApi({
      'GET /api/tags': () => json(200, tagsPage([tagFixture()])),
      'GET /api/tags/5/contacts': () =>
        json(200, { contacts: [{ id: 21, name: 'Maria', number: '5511999990000' }], hasMore: false }),
      'DELETE /api/tags-contacts/5/21': noContent,
      'DELETE /api/tags/5': noContent,
    });
    renderWithApp(<TagsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver contatos de VIP' }));
    const contacts = await screen.findByRole('dialog', { name: 'Contatos com a tag VIP' });
    expect(await within(contacts).findByText('5511999990000')).toBeTruthy();
    fireEvent.click(within(contacts).getByRole('button', { name: 'Remover Maria da tag' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/tags-contacts/5/21')).toHaveLength(1));
    await waitFor(() => expect(toastMessages()).toContain('Tag removida do contato!'));
    fireEvent.click(within(contacts).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Excluir VIP' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir VIP?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/tags/5')).toHaveLength(1));
    await waitFor(() => expect(toastMessages()).toContain('Tag excluída com sucesso!'));
  });

  it('follows the company’s tag events: updates in place, removes deleted rows', async () => {
    signIn({ companyId: 3 });
    mockApi({ 'GET /api/tags': () => json(200, tagsPage([tagFixture(), tagFixture({ id: 6, name: 'Bronze' })])) });
    renderWithApp(<TagsPage />);
    await screen.findByTestId('tag-row-6');
    const handle = fake.handlers.get(companyEvent(3, 'tag'));
    expect(handle).toBeTypeOf('function');
    act(() => handle?.({ action: 'update', tag: tagFixture({ name: 'Platina', contactsCount: 7 }) }));
    const row = screen.getByTestId('tag-row-5');
    expect(await within(row).findByText('Platina')).toBeTruthy();
    expect(within(row).getByText('7')).toBeTruthy();
    act(() => handle?.({ action: 'delete', tagId: 6 }));
    await waitFor(() => expect(screen.queryByTestId('tag-row-6')).toBeNull());
  });
});
