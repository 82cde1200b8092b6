import { calendarDate } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reportRoutes } from '../../../app/routes/report-routes';
import { i18n } from '../../../i18n';
import { defaultPermissions } from '../../../test/fixtures';
import { json, mockApi, renderRoutes, resetApp, signIn } from '../../../test/harness';
import { chooseOption } from '../../../test/interactions';
import { windowWidth } from '../../../test/window-width';
import { closedRow, openRow, reportOf } from '../fixtures';

const routes = [...reportRoutes, { path: '/tickets/:ticketUuid', element: <p>ticket page</p> }];

function serve(answer = reportOf([closedRow, openRow], 23)) {
  return mockApi({
    'GET /api/ticketreport/reports': () => json(200, answer),
    'GET /api/queue': () => json(200, [{ id: 2, name: 'Vendas', color: '#827717' }]),
    'GET /api/whatsapp': () => json(200, [{ id: 5, name: 'Loja Centro' }]),
    'GET /api/users/list': () => json(200, [{ id: 7, name: 'Ana' }]),
    'GET /api/contacts/12': () => json(200, { id: 12, name: 'Maria Silva', number: '5511987650595' }),
    'GET /api/tickets-log/41': () =>
      json(200, [{ id: 1, type: 'closed', user: { name: 'Ana' }, queue: null, createdAt: closedRow.closedAt }]),
  });
}

/** The query of each report page the page asked for, as plain objects. */
/** The first page drawn: generous, the first render of MUI under jsdom is slow on a busy machine. */
const firstRow = () => screen.findByTestId('report-row-41', undefined, { timeout: 5000 });

const reportCalls = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('GET', '/api/ticketreport/reports').map((call) => Object.fromEntries(call.search));

describe('reports page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
  });
  afterEach(resetApp);

  it('asks for the report of the filters and page in its address', async () => {
    signIn();
    const api = serve();
    renderRoutes(
      routes,
      '/reports?searchParam=maria&contactId=12&whatsappId=5&users=7,9&queueIds=2&status=closed,nps&dateFrom=2026-11-01&dateTo=2026-11-15&onlyRated=true&page=2&pageSize=20',
    );
    await firstRow();
    expect(reportCalls(api)).toEqual([
      {
        searchParam: 'maria',
        contactId: '12',
        whatsappId: '[5]',
        users: '[7,9]',
        queueIds: '[2]',
        status: '["closed","nps"]',
        dateFrom: '2026-11-01',
        dateTo: '2026-11-15',
        onlyRated: 'true',
        page: '2',
        pageSize: '20',
      },
    ]);
    // The chosen contact of the address is shown by name, read by its id.
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Contato' }) as HTMLInputElement).value).toBe('Maria Silva'),
    );
  });

  it('starts on this month of the company calendar, ten rows a page', async () => {
    const timeZone = 'Pacific/Kiritimati';
    signIn({ company: { id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z', timezone: timeZone } });
    const api = serve();
    renderRoutes(routes, '/reports');
    await firstRow();
    const today = calendarDate(new Date(), timeZone);
    expect(reportCalls(api)).toEqual([
      { dateFrom: `${today.slice(0, 8)}01`, dateTo: today, page: '1', pageSize: '10' },
    ]);
  });

  it('applies the edited filters with the button and keeps them in the address', async () => {
    signIn();
    const api = serve();
    const router = renderRoutes(routes, '/reports?dateFrom=2026-11-01&dateTo=2026-11-30&page=3');
    await firstRow();
    const form = screen.getByRole('form', { name: 'Filtros do relatório' });
    fireEvent.change(within(form).getByLabelText('Contato, número ou ticket'), { target: { value: 'Maria' } });
    await chooseOption(form, 'Filas', 'Vendas');
    fireEvent.change(within(form).getByLabelText('Data inicial'), { target: { value: '05/11/2026' } });
    fireEvent.click(within(form).getByRole('switch', { name: 'Somente avaliados' }));
    expect(reportCalls(api)).toHaveLength(1);

    fireEvent.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(reportCalls(api)).toHaveLength(2));
    expect(reportCalls(api)[1]).toEqual({
      searchParam: 'Maria',
      queueIds: '[2]',
      dateFrom: '2026-11-05',
      dateTo: '2026-11-30',
      onlyRated: 'true',
      page: '1',
      pageSize: '10',
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      searchParam: 'Maria',
      queueIds: '2',
      dateFrom: '2026-11-05',
      dateTo: '2026-11-30',
      onlyRated: 'true',
    });
  });

  it('refuses a period that ends before it starts', async () => {
    signIn();
    const api = serve();
    const router = renderRoutes(routes, '/reports?dateFrom=2026-11-10&dateTo=2026-11-30');
    await firstRow();
    const form = screen.getByRole('form', { name: 'Filtros do relatório' });
    fireEvent.change(within(form).getByLabelText('Data final'), { target: { value: '01/11/2026' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await screen.findByText('A data final não pode ser anterior à inicial');
    expect(router.state.location.search).toBe('?dateFrom=2026-11-10&dateTo=2026-11-30');
    expect(reportCalls(api)).toHaveLength(1);
  });

  it('pages through the report and changes the page size', async () => {
    signIn();
    const api = serve();
    const router = renderRoutes(routes, '/reports?dateFrom=&dateTo=');
    await firstRow();
    screen.getByText('1–10 de 23');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(reportCalls(api).at(-1)).toEqual({ page: '2', pageSize: '10' }));
    expect(router.state.location.search).toBe('?dateFrom=&dateTo=&page=2');
    await chooseOption(document.body, 'Linhas por página', '20');
    await waitFor(() => expect(reportCalls(api).at(-1)).toEqual({ page: '1', pageSize: '20' }));
    expect(router.state.location.search).toBe('?dateFrom=&dateTo=&pageSize=20');
  });

  it("shows each row's columns: translated status, company clock, support time, NPS", async () => {
    signIn();
    serve();
    renderRoutes(routes, '/reports');
    const row = await firstRow();
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // Acme's clock is the platform's default, America/Sao_Paulo (UTC-3).
    expect(cells.slice(0, 11)).toEqual([
      '41',
      'Loja Centro',
      'Maria Silva',
      'Ana',
      'Vendas',
      'Fechado',
      'Obrigada pelo atendimento!',
      '10/11/2026 10:05',
      '10/11/2026 11:10',
      '01:05:30',
      '9',
    ]);
    const open = within(screen.getByTestId('report-row-42')).getAllByRole('cell');
    expect(open[4]?.textContent).toBe('Sem fila');
    expect(open[5]?.textContent).toBe('Aberto');
    expect(open[8]?.textContent).toBe('');
    expect(screen.getByText('23 atendimentos encontrados')).toBeTruthy();
  });

  it('shows each ticket as a labelled card on a phone', async () => {
    windowWidth(390);
    signIn();
    serve();
    renderRoutes(routes, '/reports');
    const card = await firstRow();
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByRole('heading', { name: '#41 · Maria Silva' })).toBeTruthy();
    const fields = Array.from(card.querySelectorAll('dt')).map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(fields).toEqual([
      ['Conexão', 'Loja Centro'],
      ['Usuário', 'Ana'],
      ['Fila', 'Vendas'],
      ['Última mensagem', 'Obrigada pelo atendimento!'],
      ['Abertura', '10/11/2026 10:05'],
      ['Fechamento', '10/11/2026 11:10'],
      ['Tempo de atendimento', '01:05:30'],
      ['NPS', '9'],
    ]);
    expect(within(card).getByText('Fechado')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Abrir o ticket 41' }).getAttribute('href')).toBe(
      `/tickets/${closedRow.uuid}`,
    );
  });

  it("opens a row's ticket log and the ticket itself", async () => {
    signIn();
    serve();
    const router = renderRoutes(routes, '/reports');
    await firstRow();
    fireEvent.click(screen.getByRole('button', { name: 'Histórico do ticket 41' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/Ana/);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('link', { name: 'Abrir o ticket 42' }));
    await screen.findByText('ticket page');
    expect(router.state.location.pathname).toBe(`/tickets/${openRow.uuid}`);
  });

  it('shows the 403 page to a plain user without the management flags', async () => {
    signIn({ profile: 'user', ...defaultPermissions });
    const api = serve();
    renderRoutes(routes, '/reports');
    expect(screen.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeTruthy();
    expect(reportCalls(api)).toHaveLength(0);
  });

  it('opens for a user with showDashboard', async () => {
    signIn({ profile: 'user', ...defaultPermissions, showDashboard: 'enabled' });
    serve();
    renderRoutes(routes, '/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Relatórios' })).toBeTruthy();
    await firstRow();
  });
});
