import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetToasts, toastMessages } from '../../../test/harness';
import { companyFixture, planFixture } from '../fixtures';
import { CompaniesTab } from './companies-tab';

// 12:00 in São Paulo on 15 March 2025.
const now = new Date('2025-03-15T15:00:00.000Z');
/** The end of a day on the São Paulo calendar, as the API stores due dates. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999-03:00`).toISOString();

const companies = [
  companyFixture({ id: 10, name: 'Due in four days', dueDate: endOfDay('2025-03-19') }),
  companyFixture({ id: 11, name: 'Due in five days', dueDate: endOfDay('2025-03-20') }),
  companyFixture({ id: 12, name: 'Due in six days', dueDate: endOfDay('2025-03-21') }),
  companyFixture({ id: 13, name: 'Due today', dueDate: '2025-03-15T10:00:00.000Z' }),
  companyFixture({ id: 14, name: 'Overdue', dueDate: endOfDay('2025-02-01'), recurrence: 'ANUAL' }),
];

// MUI tables render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('companies tab', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    await i18n.changeLanguage('pt-BR');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetToasts();
  });

  const listRoutes = {
    'GET /api/companiesPlan': () => json(200, { companies, count: companies.length, hasMore: false }),
    'GET /api/plans/all': () => json(200, [planFixture()]),
  };

  it('tints rows yellow when due in 1 to 5 days and red when due today or past', async () => {
    mockApi(listRoutes);
    renderWithApp(<CompaniesTab />);
    await screen.findByText('Due in four days');

    expect(rowOf('Due in four days').dataset.tint).toBe('yellow');
    expect(rowOf('Due in five days').dataset.tint).toBe('yellow');
    expect(rowOf('Due in six days').dataset.tint).toBe('none');
    expect(rowOf('Due today').dataset.tint).toBe('red');
    expect(rowOf('Overdue').dataset.tint).toBe('red');
    // Due date with its recurrence, on the company's calendar.
    expect(within(rowOf('Due in four days')).getByText('19/03/2025 (Mensal)')).toBeTruthy();
    expect(within(rowOf('Due in four days')).getByText(/R\$\s?149,90/)).toBeTruthy();
  });

  it('renews by recurrence after confirmation (MENSAL +1 month, ANUAL +12)', async () => {
    const api = mockApi({
      ...listRoutes,
      'PUT /api/companies/10': () => json(200, companies[0]),
      'PUT /api/companies/14': () => json(200, companies[4]),
    });
    renderWithApp(<CompaniesTab />);
    await screen.findByText('Due in four days');

    fireEvent.click(screen.getByRole('button', { name: 'Renovar vencimento Due in four days' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('de 19/03/2025 para 19/04/2025');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renovar vencimento' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/companies/10')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/companies/10')[0]?.body).toEqual({ dueDate: '2025-04-19' });
    await waitFor(() => expect(toastMessages()).toContain('Operação realizada com sucesso!'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Renovar vencimento Overdue' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Renovar vencimento' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/companies/14')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/companies/14')[0]?.body).toEqual({ dueDate: '2026-02-01' });
  });

  it('deletes only after confirmation', async () => {
    const api = mockApi({ ...listRoutes, 'DELETE /api/companies/13': () => json(200, undefined) });
    renderWithApp(<CompaniesTab />);
    await screen.findByText('Due today');

    fireEvent.click(screen.getByRole('button', { name: 'Excluir Due today' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.callsTo('DELETE', '/api/companies/13')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/companies/13')).toHaveLength(1));
    await waitFor(() => expect(toastMessages()).toContain('Operação realizada com sucesso!'));
  });

  it("says 'Não foi possível carregar a lista de registros' when the list fails", async () => {
    mockApi({
      'GET /api/companiesPlan': () => json(500, { error: 'ERR_INTERNAL', message: 'boom' }),
      'GET /api/plans/all': () => json(200, []),
    });
    renderWithApp(<CompaniesTab />);
    await waitFor(() => expect(toastMessages()).toEqual(['Não foi possível carregar a lista de registros']));
  });
});
