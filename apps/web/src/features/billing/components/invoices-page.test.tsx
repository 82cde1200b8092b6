import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { createFakeSocket } from '../../../test/fake-socket';
import { json, mockApi, renderWithApp, resetApp, signIn } from '../../../test/harness';
import { invoice } from '../test/billing-fixtures';
import { InvoicesPage } from './invoices-page';

configure({ asyncUtilTimeout: 5000 });

const fake = vi.hoisted(() => ({ socket: null as unknown }));
vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => fake.socket }));
const socket = createFakeSocket();
fake.socket = socket;

const rowOf = (detail: string) => screen.getByRole('cell', { name: detail }).closest('tr') as HTMLElement;

describe('invoices page (/financeiro)', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    socket.reset();
  });
  afterEach(() => resetApp());

  it("labels invoices 'Pago', 'Vencido' (row tinted) and 'Em Aberto'; only unpaid ones offer PAGAR", async () => {
    signIn({ companyId: 3 });
    mockApi({
      'GET /api/invoices/all': () =>
        json(200, {
          invoices: [
            invoice({ id: 1, detail: 'Fatura paga', status: 'paid', displayStatus: 'paid' }),
            invoice({ id: 2, detail: 'Fatura vencida', displayStatus: 'overdue' }),
            invoice({ id: 3, detail: 'Fatura aberta', displayStatus: 'open', value: '1234.5' }),
          ],
          count: 3,
          hasMore: false,
        }),
    });
    renderWithApp(<InvoicesPage />);
    await screen.findByText('Fatura paga');

    const paid = rowOf('Fatura paga');
    const overdue = rowOf('Fatura vencida');
    const open = rowOf('Fatura aberta');
    expect(within(paid).getByText('Pago')).toBeTruthy();
    expect(within(overdue).getByText('Vencido')).toBeTruthy();
    expect(within(open).getByText('Em Aberto')).toBeTruthy();
    expect(overdue.dataset.status).toBe('overdue');
    expect(getComputedStyle(overdue).backgroundColor).not.toBe(getComputedStyle(open).backgroundColor);
    expect(within(open).getByText(/R\$\s?1\.234,50/)).toBeTruthy();

    expect(within(paid).queryByRole('button', { name: 'PAGAR' })).toBeNull();
    expect((within(overdue).getByRole('button', { name: 'PAGAR' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(open).getByRole('button', { name: 'PAGAR' }) as HTMLButtonElement).disabled).toBe(false);
    // A company's own list has no company column.
    expect(screen.queryByRole('columnheader', { name: 'Empresa' })).toBeNull();

    fireEvent.click(within(overdue).getByRole('button', { name: 'PAGAR' }));
    expect(await screen.findByRole('dialog', { name: 'Pagar fatura #2' })).toBeTruthy();
    expect(screen.getByText('Dados')).toBeTruthy();
  });

  it("shows the super user's list with a company column; only the own company's invoices offer PAGAR", async () => {
    signIn({ companyId: 1, super: true });
    mockApi({
      'GET /api/invoices/all': () =>
        json(200, {
          invoices: [
            invoice({ id: 1, companyId: 1, companyName: 'Plataforma', detail: 'Da plataforma' }),
            invoice({ id: 2, companyId: 5, companyName: 'Loja Azul', detail: 'Da loja' }),
          ],
          count: 2,
          hasMore: false,
        }),
    });
    renderWithApp(<InvoicesPage />);
    await screen.findByText('Da loja');
    expect(screen.getByRole('columnheader', { name: 'Empresa' })).toBeTruthy();
    expect(within(rowOf('Da loja')).getByRole('cell', { name: 'Loja Azul' })).toBeTruthy();
    expect(within(rowOf('Da loja')).queryByRole('button', { name: 'PAGAR' })).toBeNull();
    expect(within(rowOf('Da plataforma')).getByRole('button', { name: 'PAGAR' })).toBeTruthy();
  });

  it('fetches the invoices again when a payment of the company is confirmed live', async () => {
    signIn({ companyId: 3 });
    let paid = false;
    const api = mockApi({
      'GET /api/invoices/all': () =>
        json(200, {
          invoices: [invoice({ detail: 'Março', ...(paid ? { status: 'paid', displayStatus: 'paid' } : {}) })],
          count: 1,
          hasMore: false,
        }),
    });
    renderWithApp(<InvoicesPage />);
    expect(await within(await screen.findByRole('table')).findByText('Em Aberto')).toBeTruthy();
    paid = true;
    socket.deliver('company-3-payment', {
      action: 'CONCLUIDA',
      invoiceId: 1,
      company: { id: 3, dueDate: '2025-04-10T12:00:00.000Z' },
    });
    expect(await within(rowOf('Março')).findByText('Pago')).toBeTruthy();
    expect(api.callsTo('GET', '/api/invoices/all')).toHaveLength(2);
  });

  it('searches by the typed text and loads the next page near the end of the list', async () => {
    const api = mockApi({
      'GET /api/invoices/all': ({ search }) => {
        const page = Number(search.get('pageNumber'));
        const detail = `${search.get('searchParam') || 'todas'} p${page}`;
        return json(200, { invoices: [invoice({ id: page, detail })], count: 2, hasMore: page === 1 });
      },
    });
    renderWithApp(<InvoicesPage />);
    await screen.findByText('todas p1');

    const list = screen.getByRole('table').parentElement as HTMLElement;
    Object.defineProperties(list, {
      scrollHeight: { value: 1000, configurable: true },
      clientHeight: { value: 400, configurable: true },
      scrollTop: { value: 550, configurable: true },
    });
    fireEvent.scroll(list);
    await screen.findByText('todas p2');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar' }), { target: { value: 'plano' } });
    await screen.findByText('plano p1');
    const searches = api.callsTo('GET', '/api/invoices/all').map((call) => call.search.get('searchParam'));
    expect(searches).toEqual(['', '', 'plano']);
  });

  it("is titled as its menu item ('Financeiro', 'Billing' in en) and shows due days on the company's calendar", async () => {
    signIn();
    mockApi({
      'GET /api/invoices/all': () =>
        json(200, {
          // Due on 25/11 in São Paulo: the last millisecond of that day there, already 26/11 in UTC.
          invoices: [invoice({ detail: 'Novembro', dueDate: '2026-11-26T02:59:59.999Z' })],
          count: 1,
          hasMore: false,
        }),
    });
    renderWithApp(<InvoicesPage />);
    await screen.findByText('Novembro');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Financeiro');
    expect(within(rowOf('Novembro')).getByText('25/11/2026')).toBeTruthy();

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Billing');
    expect(within(rowOf('Novembro')).getByText('25/11/2026')).toBeTruthy();
    await act(() => i18n.changeLanguage('tr'));
    expect(within(rowOf('Novembro')).getByText('25.11.2026')).toBeTruthy();
  });
});
