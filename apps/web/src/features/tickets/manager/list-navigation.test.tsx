import type { TicketAnswer } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { session } from '../../../lib/session';
import { createFakeSocket } from '../../../test/fake-socket';
import { type ApiCall, json, mockApi, renderRoutes, resetApp, signIn } from '../../../test/harness';
import { useTicketActions } from '../actions';
import { ticketFixture } from '../fixtures';
import { ticketUserOf } from '../lib/session-user';

const fake = vi.hoisted(() => ({ socket: null as unknown }));
vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => fake.socket }));

const { TicketsManager } = await import('./tickets-manager');
fake.socket = createFakeSocket();

const queues = [{ id: 1, name: 'Vendas', color: '#ff0000' }];

/** A conversation stand-in: the accept button of the real actions and a composer field. */
function Conversation({ ticket }: { ticket: TicketAnswer }) {
  const { accept, dialogs } = useTicketActions(ticket);
  const acceptButton = (
    <button type="button" onClick={accept}>
      accept
    </button>
  );
  return (
    <section>
      <textarea aria-label="composer" data-composer-input />
      {acceptButton}
      {dialogs}
    </section>
  );
}

/** The ticket page in miniature: the manager beside the selected ticket. */
function Page({ tickets }: { tickets: TicketAnswer[] }) {
  const { uuid = null } = useParams();
  const state = session.getState();
  if (state.status !== 'authenticated') return null;
  const ticket = tickets.find((candidate) => candidate.uuid === uuid);
  return (
    <>
      <TicketsManager user={ticketUserOf(state.user)} selectedUuid={uuid} />
      {ticket && <Conversation ticket={ticket} />}
    </>
  );
}

function renderPage(tickets: TicketAnswer[], path = '/tickets') {
  signIn({ queues } as Parameters<typeof signIn>[0]);
  const element = <Page tickets={tickets} />;
  return renderRoutes(
    [
      { path: '/tickets', element },
      { path: '/tickets/:uuid', element },
    ],
    path,
  );
}

const listed = (byStatus: Record<string, TicketAnswer[]>) => (call: ApiCall) => {
  const tickets = byStatus[call.search.get('status') ?? ''] ?? [];
  return json(200, { tickets, hasMore: false, count: tickets.length });
};
const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
const selectedRow = () =>
  screen
    .getAllByRole('button')
    .find((row) => row.classList.contains('Mui-selected'))
    ?.getAttribute('aria-label');
const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) =>
  fireEvent.keyDown(target, { key, ...init });

describe('the list follows the user', () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(() => resetApp());

  it('after Aceitar switches to Atendendo with the accepted ticket selected', async () => {
    const waiting = ticketFixture({ id: 2 });
    const taken = ticketFixture({ id: 2, status: 'open', userId: 7 });
    const lists = { open: [] as TicketAnswer[], pending: [waiting] };
    mockApi({
      'GET /api/tickets': listed(lists),
      'PUT /api/tickets/2': () => {
        lists.open = [taken];
        lists.pending = [];
        return json(200, taken);
      },
    });
    const router = renderPage([waiting]);
    fireEvent.click(await screen.findByText('Aguardando'));
    fireEvent.click(await screen.findByRole('button', { name: 'Maria 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets/uuid-2'));
    expect(selectedTab()).toMatch(/^Aguardando/);

    fireEvent.click(screen.getByText('accept'));
    await waitFor(() => expect(router.state.location.state).toEqual({ ticketsTab: 'open' }));
    await waitFor(() => expect(selectedTab()).toMatch(/^Atendendo/), { timeout: 3000 });
    await waitFor(() => expect(selectedRow()).toBe('Maria 2'), { timeout: 3000 });
  });

  it('Alt+↓ and Alt+↑ open the next and previous conversation; Alt+R focuses the composer; / the search', async () => {
    const open = [1, 2, 3].map((id) => ticketFixture({ id, status: 'open', userId: 7 }));
    mockApi({ 'GET /api/tickets': listed({ open }) });
    const router = renderPage(open);
    await screen.findByText('Maria 3');
    press('ArrowDown', { altKey: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets/uuid-1'));
    press('ArrowDown', { altKey: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets/uuid-2'));
    press('ArrowUp', { altKey: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets/uuid-1'));
    // Past the top nothing moves; the composer does not swallow the shortcut.
    press('ArrowUp', { altKey: true }, await screen.findByLabelText('composer'));
    expect(router.state.location.pathname).toBe('/tickets/uuid-1');

    press('r', { altKey: true, code: 'KeyR' });
    expect(document.activeElement).toBe(screen.getByLabelText('composer'));
    // '/' typed in the composer is text.
    press('/', {}, screen.getByLabelText('composer'));
    expect(document.activeElement).toBe(screen.getByLabelText('composer'));
    press('/');
    expect(document.activeElement).toBe(screen.getByLabelText('Pesquisar atendimento e mensagens'));
  });

  it('documents the shortcuts in a dialog opened by ? (not while typing) and by the toolbar button', async () => {
    mockApi({ 'GET /api/tickets': listed({}) });
    renderPage([]);
    await screen.findByText('Nada aqui!');
    press('?', {}, screen.getByLabelText('Pesquisar atendimento e mensagens'));
    expect(screen.queryByRole('dialog')).toBeNull();

    press('?');
    const dialog = await screen.findByRole('dialog', { name: 'Atalhos de teclado' });
    for (const text of [
      'Próxima conversa',
      'Conversa anterior',
      'Escrever na conversa aberta',
      'Pesquisar atendimentos',
    ])
      expect(within(dialog).getByText(text)).toBeTruthy();
    expect([...dialog.querySelectorAll('kbd')].map((key) => key.textContent).join(' ')).toBe('Alt ↓ Alt ↑ Alt R / ?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Atalhos de teclado (?)' }));
    expect(await screen.findByRole('dialog', { name: 'Atalhos de teclado' })).toBeTruthy();
    await i18n.changeLanguage('tr');
    expect(await screen.findByRole('dialog', { name: 'Klavye kısayolları' })).toBeTruthy();
  });
});
