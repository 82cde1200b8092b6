import type { KanbanBoardAnswer, KanbanTicketAnswer, TicketAnswer } from '@chatdesk/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { allPlanFeatures } from '../../../test/fixtures';
import { json, mockApi, renderRoutes, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';

/** The socket the page listens on: tests deliver the server's events to its handlers. */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, (payload: unknown) => void>();
  return {
    on: (event: string, handler: (payload: unknown) => void) => void handlers.set(event, handler),
    off: (event: string) => void handlers.delete(event),
    handlers,
  };
});
vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => socket }));
const { KanbanPage } = await import('./kanban-page');

const company = (plan: object) => ({ id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z', plan });
const proposal = { id: 11, name: 'Proposta', color: '#FF9900', kanban: 1 };
const closing = { id: 12, name: 'Fechamento', color: '#00AA55', kanban: 1 };

const card = (id: number, values: Partial<KanbanTicketAnswer> = {}): KanbanTicketAnswer => ({
  id,
  uuid: `00000000-0000-4000-8000-0000000000${id}`,
  laneId: null,
  contact: { name: `Cliente ${id}`, number: `5511999990${id}` },
  lastMessage: `Mensagem ${id}`,
  unreadMessages: 0,
  updatedAt: '2024-05-06T15:00:00.000Z',
  channel: 'whatsapp',
  whatsapp: { name: 'Vendas' },
  user: null,
  tags: [],
  ...values,
});

const boardAnswer = (tickets: KanbanTicketAnswer[], more: Record<number, string> = {}): KanbanBoardAnswer => ({
  tickets,
  lanes: [0, proposal.id, closing.id].map((laneId) => ({
    laneId,
    hasMore: laneId in more,
    cursor: more[laneId] ?? null,
  })),
});

/** The ticket as the tickets API and its live events carry it. */
const ticketOf = (value: KanbanTicketAnswer, status: TicketAnswer['status'] = 'open'): TicketAnswer => ({
  id: value.id,
  uuid: value.uuid,
  status,
  queueId: null,
  queue: null,
  userId: null,
  user: null,
  contactId: value.id,
  contact: {
    id: value.id,
    name: value.contact.name,
    number: value.contact.number,
    email: '',
    urlPicture: null,
    channel: value.channel,
    isGroup: false,
    disableBot: false,
    active: true,
    acceptAudioMessage: true,
    tags: [],
  },
  whatsappId: 1,
  whatsapp: { id: 1, name: 'Vendas', channel: 'whatsapp', groupAsTicket: 'disabled' },
  channel: value.channel,
  isGroup: false,
  isBot: false,
  useIntegration: false,
  integrationId: null,
  promptId: null,
  lastMessage: value.lastMessage,
  unreadMessages: value.unreadMessages,
  lastInboundAt: null,
  createdAt: value.updatedAt,
  updatedAt: value.updatedAt,
  tags: value.tags,
  userRating: null,
});

const column = (laneId: number) => screen.getByTestId(`kanban-column-${laneId}`);
const cardIds = (laneId: number) =>
  within(column(laneId))
    .queryAllByTestId(/^kanban-card-/)
    .map((element) => Number(element.dataset.testid?.replace('kanban-card-', '')));

/** jsdom lays nothing out: columns side by side (320 px apart), cards near the top of theirs. */
function layOutColumns() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const columns = [...document.querySelectorAll('[data-testid^="kanban-column-"]')];
    const owner = this.closest('[data-testid^="kanban-column-"]');
    const left = Math.max(0, columns.indexOf(owner as Element)) * 320;
    const isColumn = this === owner;
    const [top, width, height] = isColumn ? [0, 300, 600] : [60, 280, 160];
    return { x: left, y: top, left, top, width, height, right: left + width, bottom: top + height } as DOMRect;
  });
}

describe('kanban board page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ company: company(allPlanFeatures) });
  });
  afterEach(() => {
    resetApp();
    vi.restoreAllMocks();
  });

  it('shows Em aberto and a column per lane, with the cards as the spec lists them', async () => {
    const today = new Date().toISOString();
    mockApi({
      'GET /api/tag/kanban': () => json(200, { lista: [proposal, closing] }),
      'GET /api/ticket/kanban': () =>
        json(
          200,
          boardAnswer([
            card(1, { laneId: proposal.id, user: { name: 'Bruna' }, updatedAt: today, unreadMessages: 2 }),
            card(2),
          ]),
        ),
    });
    renderWithApp(<KanbanPage />, '/kanban');
    await screen.findByTestId('kanban-card-1');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Em aberto', 'Proposta', 'Fechamento']);
    expect(cardIds(0)).toEqual([2]);
    expect(cardIds(proposal.id)).toEqual([1]);
    const first = within(screen.getByTestId('kanban-card-1'));
    for (const text of ['Ticket #1', 'Cliente 1', '55119999901', 'Mensagem 1', 'Bruna', '2']) first.getByText(text);
    first.getByText(/^\d{2}:\d{2}$/);
    within(screen.getByTestId('kanban-card-2')).getByText('06/05/2024');
    expect(first.getByRole('link', { name: 'Ver Ticket' }).getAttribute('href')).toBe(`/tickets/${card(1).uuid}`);
    expect(screen.getByRole('link', { name: '+ Adicionar colunas' }).getAttribute('href')).toBe('/TagsKanban');
    within(column(closing.id)).getByText('Nenhum ticket');
  });

  it('asks for the typed date range on Buscar, and refuses a range that ends before it starts', async () => {
    const api = mockApi({
      'GET /api/tag/kanban': () => json(200, { lista: [proposal] }),
      'GET /api/ticket/kanban': () => json(200, boardAnswer([])),
    });
    renderWithApp(<KanbanPage />, '/kanban');
    await waitFor(() => expect(api.callsTo('GET', '/api/ticket/kanban')).toHaveLength(1));
    const start = screen.getByLabelText('Data de início');
    const end = screen.getByLabelText('Data de fim');
    fireEvent.change(start, { target: { value: '10/05/2024' } });
    fireEvent.change(end, { target: { value: '01/05/2024' } });
    expect(screen.getByRole('button', { name: 'Buscar' })).toHaveProperty('disabled', true);
    fireEvent.change(end, { target: { value: '20/05/2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/ticket/kanban')).toHaveLength(2));
    const search = api.callsTo('GET', '/api/ticket/kanban')[1]?.search;
    expect([search?.get('startDate'), search?.get('endDate')]).toEqual(['2024-05-10', '2024-05-20']);
  });

  it('moves a card when anyone moves its ticket, and drops closed tickets', async () => {
    mockApi({
      'GET /api/tag/kanban': () => json(200, { lista: [proposal, closing] }),
      'GET /api/ticket/kanban': () => json(200, boardAnswer([card(1), card(2)])),
    });
    renderWithApp(<KanbanPage />, '/kanban');
    await screen.findByTestId('kanban-card-1');
    const deliver = (payload: unknown) => act(() => socket.handlers.get('company-3-ticket')?.(payload));
    deliver({ action: 'update', ticket: ticketOf(card(1, { tags: [closing] })) });
    expect(cardIds(closing.id)).toEqual([1]);
    expect(cardIds(0)).toEqual([2]);
    deliver({ action: 'update', ticket: ticketOf(card(2), 'closed') });
    expect(cardIds(0)).toEqual([]);
  });

  it('moves a card with the keyboard: space, arrow right, space', async () => {
    const api = mockApi({
      'GET /api/tag/kanban': () => json(200, { lista: [proposal, closing] }),
      'GET /api/ticket/kanban': () => json(200, boardAnswer([card(1), card(2)])),
      'PUT /api/ticket-tags/1/11': () => json(200, ticketOf(card(1, { tags: [proposal] }))),
    });
    renderWithApp(<KanbanPage />, '/kanban');
    const handle = await screen.findByTestId('kanban-card-1');
    layOutColumns();
    // dnd-kit listens for the next keys from the next tick on.
    const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await tick();
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await tick();
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await waitFor(() => expect(api.callsTo('PUT', '/api/ticket-tags/1/11')).toHaveLength(1));
    await waitFor(() => expect(cardIds(proposal.id)).toEqual([1]));
    expect(toastMessages()).toContain('Ticket Tag Adicionado com Sucesso!');
  });

  it('sends a plan without useKanban home with the spec’s message', async () => {
    signIn({ company: company({ ...allPlanFeatures, useKanban: false }) });
    const router = renderRoutes(
      [
        { path: '/kanban', element: <KanbanPage /> },
        { path: '/', element: <p>Início</p> },
      ],
      '/kanban',
    );
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
  });
});
