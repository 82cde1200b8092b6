import type { DashboardAnswer, DashboardCounters } from '@chatdesk/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderRoutes, resetApp, signIn, toastMessages } from '../../../test/harness';

/** The company events the page subscribes to, by topic: tests play the server's side. */
const companyListeners = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock('../../../lib/use-company-event', () => ({
  useCompanyEvent: (topic: string, handle: (payload: unknown) => void) => void companyListeners.set(topic, handle),
}));
// The charts draw in the browser (e2e and screenshots); here their text alternatives are what counts.
vi.mock('../charts/lazy-charts', () => ({
  TicketsBarChart: () => <svg data-testid="bar-chart" />,
  NpsGauge: () => <svg data-testid="nps-gauge" />,
  NpsDistributionChart: () => <svg data-testid="nps-distribution" />,
}));
const { DashboardPage } = await import('./dashboard-page');

const counters: DashboardCounters = {
  supportHappening: 3,
  supportPending: 2,
  supportFinished: 1234,
  supportGroups: 1,
  leads: 7,
  avgSupportTime: 65.4,
  avgWaitTime: 4.6,
  activeTickets: 5,
  passiveTickets: 9,
  npsScore: 40,
  npsPromotersPerc: 55.5,
  npsDetractorsPerc: 15.5,
  npsPassivePerc: 29,
  tickets: 1239,
  waitRating: 4,
  withoutRating: 1000,
  withRating: 234,
  percRating: 18.96,
};

const answer = (changes: Partial<DashboardCounters> = {}): DashboardAnswer => ({
  dateFrom: '2026-10-30',
  dateTo: '2026-11-28',
  counters: { ...counters, ...changes },
  attendants: [
    {
      userId: 7,
      name: 'Ana',
      rating: 8.5,
      countRating: 12,
      tickets: 40,
      avgWaitTime: 125,
      avgSupportTime: 30,
      online: true,
    },
    {
      userId: 8,
      name: 'Bruno',
      rating: 0,
      countRating: 0,
      tickets: 0,
      avgWaitTime: 0,
      avgSupportTime: 0,
      online: false,
    },
  ],
});

function mockDashboard(chartStatus = 200) {
  return mockApi({
    'GET /api/dashboard': () => json(200, answer()),
    'GET /api/dashboard/ticketsDay': () =>
      chartStatus === 200
        ? json(200, { data: [{ data: '2026-11-27', total: 2 }], count: 2 })
        : json(chartStatus, { error: 'ERR_VALIDATION', message: 'Bad request' }),
    'GET /api/dashboard/ticketsUsers': () => json(200, { data: [{ userId: 7, nome: 'Ana', quantidade: 2 }], count: 2 }),
  });
}

const renderDashboard = (path = '/') => renderRoutes([{ path: '/', element: <DashboardPage /> }], path);
const card = (key: string) => within(screen.getByTestId(`counter-${key}`));
const deliver = (topic: string, payload: unknown) => act(() => companyListeners.get(topic)?.(payload));

describe('dashboard page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
  });
  afterEach(() => {
    resetApp();
    vi.useRealTimers();
  });

  it('reads the last 30 days and shows every counter formatted, times as hours and minutes', async () => {
    const api = mockDashboard();
    renderDashboard();
    await screen.findByTestId('counter-supportFinished');
    expect(api.callsTo('GET', '/api/dashboard')[0]?.search.get('days')).toBe('30');
    card('supportFinished').getByText('Finalizados');
    card('supportFinished').getByText('1.234');
    card('tickets').getByText('1.239');
    card('avgSupportTime').getByText('1h 05min');
    card('avgWaitTime').getByText('0h 05min');
    card('activeTickets').getByText('5');
    card('passiveTickets').getByText('9');
    screen.getByText('Período: 30/10/2026 a 28/11/2026');
    // The charts read the answer's period and are told in words for screen readers.
    await screen.findByRole('rowheader', { name: '27/11' });
    const perDay = api.callsTo('GET', '/api/dashboard/ticketsDay')[0]?.search;
    expect([perDay?.get('initialDate'), perDay?.get('finalDate')]).toEqual(['2026-10-30', '2026-11-28']);
    screen.getByRole('figure', { name: 'Atendimentos por atendente' });
  });

  it('writes the numbers as the chosen language does', async () => {
    await i18n.changeLanguage('tr');
    mockDashboard();
    renderDashboard('/?tab=nps');
    await screen.findByTestId('counter-percRating');
    card('percRating').getByText('%19');
    card('withoutRating').getByText('1.000');
    await i18n.changeLanguage('en');
    await screen.findByText('Assessments (NPS)');
    card('percRating').getByText('19%');
    card('withoutRating').getByText('1,000');
  });

  it("says 'Parametrize o filtro' until the two dates make a period, then reads that period", async () => {
    const api = mockDashboard();
    renderDashboard();
    await screen.findByTestId('counter-supportFinished');
    fireEvent.click(screen.getByRole('button', { name: 'Filtro' }));
    const filter = screen.getByRole('button', { name: 'Filtrar' });
    fireEvent.click(filter);
    await screen.findByText('Parametrize o filtro');

    const type = (label: string, text: string) =>
      fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: text } });
    type('Data inicial', '10/11/2026');
    fireEvent.click(filter);
    screen.getByText('Parametrize o filtro');
    type('Data final', '01/11/2026');
    fireEvent.click(filter);
    screen.getByText('Parametrize o filtro');
    expect(api.callsTo('GET', '/api/dashboard')).toHaveLength(1);

    type('Data final', '20/11/2026');
    fireEvent.click(filter);
    await waitFor(() => expect(screen.queryByText('Parametrize o filtro')).toBeNull());
    await waitFor(() => expect(api.callsTo('GET', '/api/dashboard')).toHaveLength(2));
    const sent = api.callsTo('GET', '/api/dashboard')[1]?.search;
    expect([sent?.get('date_from'), sent?.get('date_to'), sent?.get('days')]).toEqual([
      '2026-11-10',
      '2026-11-20',
      null,
    ]);
  });

  it('switches tabs, keeping the tab in the address so a reload opens it again', async () => {
    mockDashboard();
    const router = renderDashboard();
    await screen.findByTestId('counter-supportFinished');
    expect(screen.getByRole('tab', { name: 'Indicadores' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Avaliações (NPS)' }));
    expect(router.state.location.search).toBe('?tab=nps');
    await screen.findByTestId('nps-gauge');
    screen.getByRole('figure', { name: 'NPS' });
    screen.getByText('NPS 40, numa escala de −100 a 100');
    within(screen.getByTestId('nps-promoters')).getByText('55,5%');
    within(screen.getByTestId('nps-passives')).getByText('29%');
    within(screen.getByTestId('nps-detractors')).getByText('15,5%');
    card('percRating').getByText('19%');
    card('waitRating').getByText('4');
    expect(screen.queryByTestId('counter-supportFinished')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Atendentes' }));
    expect(router.state.location.search).toBe('?tab=attendants');
    const ana = within(screen.getByTestId('attendant-7'));
    for (const text of ['Ana', '8,5', '12', '40', '2h 05min', '0h 30min', 'Online']) ana.getByText(text);
    const bruno = within(screen.getByTestId('attendant-8'));
    for (const text of ['Bruno', 'Sem avaliação', 'Offline']) bruno.getByText(text);

    fireEvent.click(screen.getByRole('tab', { name: 'Indicadores' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens on the tab the address names', async () => {
    mockDashboard();
    renderDashboard('/?tab=attendants');
    await screen.findByTestId('attendant-7');
    expect(screen.getByRole('tab', { name: 'Atendentes' }).getAttribute('aria-selected')).toBe('true');
  });

  it('refetches once, 1000 ms after the last ticket change, and not on message events', async () => {
    const api = mockDashboard();
    renderDashboard();
    await screen.findByTestId('counter-supportFinished');
    await screen.findByRole('rowheader', { name: '27/11' });
    const dashboardCalls = () => api.callsTo('GET', '/api/dashboard').length;
    const chartCalls = () => api.callsTo('GET', '/api/dashboard/ticketsDay').length;
    expect([dashboardCalls(), chartCalls()]).toEqual([1, 1]);

    vi.useFakeTimers();
    deliver('ticket', { action: 'new-message', ticket: { id: 1 } });
    deliver('ticket', { action: 'updateUnread', ticketId: 1 });
    deliver('appMessage', { action: 'create', message: { id: 1 } });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(dashboardCalls()).toBe(1);

    deliver('ticket', { action: 'update', ticket: { id: 1 } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    deliver('ticket', { action: 'create', ticket: { id: 2 } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    deliver('ticket', { action: 'delete', ticketId: 3 });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(dashboardCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    vi.useRealTimers();
    await waitFor(() => expect([dashboardCalls(), chartCalls()]).toEqual([2, 2]));
  });

  it("tells a chart failure with 'Erro ao buscar informações dos tickets'", async () => {
    mockDashboard(400);
    renderDashboard();
    await screen.findByTestId('counter-supportFinished');
    await waitFor(() => expect(toastMessages()).toEqual(['Erro ao buscar informações dos tickets']));
  });
});
