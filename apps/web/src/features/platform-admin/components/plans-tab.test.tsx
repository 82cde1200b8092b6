import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetToasts, toastMessages } from '../../../test/harness';
import { planFixture } from '../fixtures';
import { PlansTab } from './plans-tab';

configure({ asyncUtilTimeout: 5000 });

describe('plans tab', { timeout: 30_000 }, () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('creates a plan with its limits and feature flags', async () => {
    const api = mockApi({
      'GET /api/plans/all': () => json(200, [planFixture({ name: 'Básico' })]),
      'POST /api/plans': () => json(201, planFixture({ id: 2, name: 'Pro' })),
    });
    renderWithApp(<PlansTab />);
    await screen.findByText('Básico');

    fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: 'Pro' } });
    fireEvent.change(screen.getByLabelText(/^Valor/), { target: { value: '99,90' } });
    fireEvent.change(screen.getByLabelText(/^Usuários/), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText(/^Conexões/), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(/^Filas/), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Kanban' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/plans')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/plans')[0]?.body).toMatchObject({
      name: 'Pro',
      amount: '99.90',
      users: 10,
      connections: 3,
      queues: 4,
      isPublic: true,
      useKanban: false,
      useWhatsapp: true,
    });
    await waitFor(() => expect(toastMessages()).toEqual(['Operação realizada com sucesso!']));
    // The form starts over for the next plan instead of keeping the saved one's values.
    await waitFor(() => expect((screen.getByLabelText(/^Nome/) as HTMLInputElement).value).toBe(''));
    expect((screen.getByRole('switch', { name: 'Kanban' }) as HTMLInputElement).checked).toBe(true);
  });

  it("empties a new form with 'Limpar'", async () => {
    mockApi({ 'GET /api/plans/all': () => json(200, []) });
    renderWithApp(<PlansTab />);
    fireEvent.change(await screen.findByLabelText(/^Nome/), { target: { value: 'Rascunho' } });
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect((screen.getByLabelText(/^Nome/) as HTMLInputElement).value).toBe(''));
  });

  it('requires name, value and limits', async () => {
    const api = mockApi({ 'GET /api/plans/all': () => json(200, []) });
    renderWithApp(<PlansTab />);
    expect(await screen.findByText('Nenhum registro encontrado')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Obrigatório')).toHaveLength(5);
    expect(api.callsTo('POST', '/api/plans')).toHaveLength(0);
  });
});
