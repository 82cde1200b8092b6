import { companyEvent, type MomentUserAnswer, type TicketAnswer } from '@chatdesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { createFakeSocket } from '../../../test/fake-socket';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { ticketFixture } from '../../../test/ticket-fixture';
import { momentOfTicket } from '../lib/moments-state';

const fake = vi.hoisted(() => ({ socket: null as unknown }));
vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => fake.socket }));
const { MomentsPage } = await import('./moments-page');
const socket = createFakeSocket();
fake.socket = socket;

const ana = { id: 7, name: 'Ana', profileImage: null };
const bruno = { id: 8, name: 'Bruno', profileImage: null };
const support = { id: 2, name: 'Suporte', color: '#4e342e' };
const user = (values: Pick<MomentUserAnswer, 'id' | 'name'> & Partial<MomentUserAnswer>): MomentUserAnswer => ({
  profile: 'user',
  profileImage: null,
  online: false,
  ...values,
});
const users = [
  user({ id: 7, name: 'Ana', profile: 'admin', online: true }),
  user({ id: 8, name: 'Bruno' }),
  user({ id: 9, name: 'Carla' }),
];

const recently = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
/** Bruno's open ticket in Vendas, a ticket waiting in Suporte, one waiting without a queue. */
const brunos = ticketFixture({
  id: 1,
  status: 'open',
  userId: 8,
  user: bruno,
  lastMessage: 'Preciso de ajuda',
  unreadMessages: 2,
  updatedAt: recently(5),
});
const waiting = ticketFixture({ id: 2, queueId: 2, queue: support, updatedAt: recently(10) });
const noQueue = ticketFixture({ id: 3, queueId: null, queue: null, updatedAt: recently(60) });

function serve(answers: { tickets?: () => Response; users?: () => Response } = {}) {
  return mockApi({
    'GET /api/dashboard/moments': answers.tickets ?? (() => json(200, [brunos, waiting, noQueue].map(momentOfTicket))),
    'GET /api/usersMoments': answers.users ?? (() => json(200, users)),
  });
}

const column = (testId: string) => within(screen.getByTestId(testId));
const ticketEvent = (action: string, ticket: TicketAnswer) =>
  socket.deliver(companyEvent(3, 'ticket'), { action, ticket });

describe('MomentsPage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    socket.reset();
  });
  afterEach(resetApp);

  it("shows each attendant's tickets in progress and each queue's waiting tickets, with the row's columns", async () => {
    signIn();
    const api = serve();
    renderWithApp(<MomentsPage />, '/moments');
    expect(screen.getByRole('heading', { level: 1, name: 'Painel de Atendimentos' })).toBeTruthy();
    await screen.findByTestId('moments-attendant-8');
    expect(api.callsTo('GET', '/api/dashboard/moments')[0]?.search.get('showAll')).toBe('true');

    const brunoColumn = column('moments-attendant-8');
    expect(brunoColumn.getByRole('heading', { name: 'Bruno' })).toBeTruthy();
    expect(brunoColumn.getByText('Offline')).toBeTruthy();
    expect(brunoColumn.getByText('1 ticket')).toBeTruthy();
    const row = within(screen.getByTestId('moment-ticket-1'));
    expect(row.getByText('Maria 1')).toBeTruthy();
    expect(row.getByText('Preciso de ajuda')).toBeTruthy();
    expect(row.getByText('Conexão: Main')).toBeTruthy();
    expect(row.getByText('Vendas')).toBeTruthy();
    expect(row.getByText('Atendente: Bruno')).toBeTruthy();
    expect(row.getByText('2 mensagens não lidas')).toBeTruthy();
    expect(row.getByText('há 5 minutos')).toBeTruthy();

    expect(column('moments-attendant-7').getByText('Online')).toBeTruthy();
    expect(column('moments-attendant-9').getByText('Nenhum atendimento em andamento')).toBeTruthy();
    expect(column('moments-queue-2').getByRole('heading', { name: 'Suporte' })).toBeTruthy();
    expect(column('moments-queue-2').getByText('Maria 2')).toBeTruthy();
    expect(column('moments-queue-none').getByText('Maria 3')).toBeTruthy();
    // The admin may open every ticket.
    expect(screen.getAllByRole('link', { name: /Abrir o ticket de/ })).toHaveLength(3);
  });

  it('moves, removes and updates rows from the live events, and enters the panel room for presence', async () => {
    signIn();
    const api = serve();
    renderWithApp(<MomentsPage />, '/moments');
    await screen.findByTestId('moments-attendant-8');
    const joined = socket.emitted.find((emit) => emit.event === 'joinMoments')?.payload;
    if (typeof joined !== 'function') throw new Error('the panel did not ask to join its room');
    // Once in the room, the attendants are read again (a presence change may have come before).
    joined();
    await waitFor(() => expect(api.callsTo('GET', '/api/usersMoments')).toHaveLength(2));

    // Ana accepts the ticket waiting in Suporte: it leaves the queue for her column.
    ticketEvent('update', { ...waiting, status: 'open', userId: 7, user: ana, updatedAt: recently(0) });
    expect(await column('moments-attendant-7').findByText('Maria 2')).toBeTruthy();
    expect(screen.queryByTestId('moments-queue-2')).toBeNull();

    // A new message on Bruno's ticket: its last message, unread count and time.
    socket.deliver(companyEvent(3, 'appMessage'), {
      action: 'create',
      message: { id: 99 },
      ticket: { ...brunos, lastMessage: 'Chegou?', unreadMessages: 3, updatedAt: recently(0) },
    });
    const row = within(screen.getByTestId('moment-ticket-1'));
    expect(await row.findByText('Chegou?')).toBeTruthy();
    expect(row.getByText('3 mensagens não lidas')).toBeTruthy();
    expect(row.getByText('agora')).toBeTruthy();

    // The contact is renamed; Bruno comes online.
    socket.deliver(companyEvent(3, 'contact'), {
      action: 'update',
      contact: { id: 11, name: 'Maria Souza', urlPicture: null },
    });
    expect(await row.findByText('Maria Souza')).toBeTruthy();
    socket.deliver(companyEvent(3, 'user'), { action: 'presence', userId: 8, online: true });
    expect(await column('moments-attendant-8').findByText('Online')).toBeTruthy();

    // Bruno closes it: it leaves the panel.
    ticketEvent('update', { ...brunos, status: 'closed' });
    await waitFor(() => expect(screen.queryByTestId('moment-ticket-1')).toBeNull());
    expect(column('moments-attendant-8').getByText('Nenhum atendimento em andamento')).toBeTruthy();
  });

  it('shows a user with allowRealTime the open control on their own tickets only, and asks for their scope (no showAll)', async () => {
    signIn({ id: 8, name: 'Bruno', profile: 'user', allowRealTime: 'enabled' } as Parameters<typeof signIn>[0]);
    const api = serve();
    renderWithApp(<MomentsPage />, '/moments');
    await screen.findByTestId('moments-attendant-8');
    expect(api.callsTo('GET', '/api/dashboard/moments')[0]?.search.has('showAll')).toBe(false);
    const link = screen.getByRole('link', { name: 'Abrir o ticket de Maria 1' });
    expect(link.getAttribute('href')).toBe('/tickets/uuid-1');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('a load failing with status 500 shows the translated error on the page, not in a toast', async () => {
    signIn();
    serve({ users: () => json(500, { error: 'ERR_INTERNAL', message: 'boom' }) });
    renderWithApp(<MomentsPage />, '/moments');
    expect((await screen.findByRole('alert')).textContent).toContain('Erro interno do servidor.');
    expect(toastMessages()).toEqual([]);
  });

  it('any other failure goes to the generic handler', async () => {
    signIn();
    serve({ tickets: () => json(400, { error: 'ERR_VALIDATION', message: 'bad' }) });
    renderWithApp(<MomentsPage />, '/moments');
    await waitFor(() => expect(toastMessages()).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
