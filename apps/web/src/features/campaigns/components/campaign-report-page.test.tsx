import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { createFakeSocket } from '../../../test/fake-socket';
import { json, mockApi, renderRoutes, resetApp, signIn } from '../../../test/harness';
import { campaignCompany, campaignFixture } from '../fixtures';

const fake = vi.hoisted(() => ({ socket: null as unknown }));
vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => fake.socket }));
const socket = createFakeSocket();
fake.socket = socket;
const { CampaignReportPage } = await import('./campaign-report-page');

const counts = (overrides: object = {}) => ({
  total: 12,
  valid: 10,
  sent: 6,
  delivered: 4,
  read: 2,
  replied: 1,
  failed: 1,
  skipped: 2,
  confirmationRequested: 0,
  confirmed: 0,
  refused: 0,
  ...overrides,
});

describe('campaign report page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ profile: 'admin', company: campaignCompany() });
  });
  afterEach(() => {
    vi.useRealTimers();
    resetApp();
  });

  const open = (answers: object[]) => {
    let call = 0;
    const api = mockApi({
      'GET /api/campaigns/1/report': () => json(200, answers[Math.min(call++, answers.length - 1)]),
    });
    renderRoutes([{ path: '/campaign/:campaignId/report', element: <CampaignReportPage /> }], '/campaign/1/report');
    return api;
  };

  it('shows the status with delivered of valid, the progress bar and the cards', async () => {
    open([{ campaign: campaignFixture({ status: 'EM_ANDAMENTO' }), report: counts() }]);
    expect(await screen.findByRole('heading', { name: 'Relatório da campanha: Black Friday' })).toBeTruthy();
    expect(screen.getByTestId('campaign-report-status').textContent).toBe('Status: Em Andamento');
    expect(screen.getByTestId('campaign-report-delivered').textContent).toBe('4 de 10 entregues');
    expect(screen.getByRole('progressbar', { name: 'Progresso da campanha' }).getAttribute('aria-valuenow')).toBe('40');
    for (const [card, label, value] of [
      ['valid', 'Contatos válidos', '10'],
      ['sent', 'Enviadas', '6'],
      ['delivered', 'Entregues', '4'],
      ['read', 'Lidas', '2'],
      ['failed', 'Falhas', '1'],
      ['confirmationRequested', 'Confirmações solicitadas', '0'],
    ])
      expect(screen.getByTestId(`campaign-card-${card}`).textContent).toBe(`${label}${value}`);
  });

  it('refetches on this campaign’s live updates (throttled), every 5 s while running, and 5 s after it finished', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const running = { campaign: campaignFixture({ status: 'EM_ANDAMENTO' }), report: counts() };
    const finished = { campaign: campaignFixture({ status: 'FINALIZADA' }), report: counts({ delivered: 10 }) };
    const api = open([running, running, running, finished, finished]);
    await screen.findByTestId('campaign-report-delivered');
    const calls = () => api.callsTo('GET', '/api/campaigns/1/report').length;
    expect(calls()).toBe(1);
    const event = 'company-3-campaign';
    // Another campaign's update changes nothing; this one's refetches, a burst only once more.
    socket.deliver(event, { action: 'update', record: campaignFixture({ id: 2 }) });
    socket.deliver(event, { action: 'update', record: running.campaign });
    await waitFor(() => expect(calls()).toBe(2));
    socket.deliver(event, { action: 'update', record: running.campaign });
    socket.deliver(event, { action: 'update', record: running.campaign });
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(calls()).toBe(3);
    // The 5-second fallback while it runs.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(calls()).toBe(4));
    expect(await screen.findByText('10 de 10 entregues')).toBeTruthy();
    // Finished: no more polling, but a reload 5 s after the update that says so.
    socket.deliver(event, { action: 'update', record: finished.campaign });
    await act(() => vi.advanceTimersByTimeAsync(2100));
    const afterThrottle = calls();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(calls()).toBe(afterThrottle + 1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls()).toBe(afterThrottle + 1);
  });
});
