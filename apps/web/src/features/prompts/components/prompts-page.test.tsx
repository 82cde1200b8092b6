import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { createFakeSocket } from '../../../test/fake-socket';
import { allPlanFeatures } from '../../../test/fixtures';
import { json, mockApi, renderRoutes, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { company, prompt } from '../test/prompt-fixture';
import { PromptsPage } from './prompts-page';

const fake = vi.hoisted(() => ({ socket: null as unknown }));
vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => fake.socket }));
const socket = createFakeSocket();
fake.socket = socket;

const row = (id: number) => screen.findByTestId(`prompt-row-${id}`);

describe('prompts page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ company: company(allPlanFeatures) });
    socket.reset();
  });
  afterEach(resetApp);

  it('shows name, queue on its colour, max tokens and the actions', async () => {
    mockApi({
      'GET /api/prompt': () =>
        json(200, {
          prompts: [prompt(1), prompt(2, { name: 'Sem fila', queueId: null, queue: null, maxTokens: 250 })],
        }),
    });
    renderWithApp(<PromptsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Prompts' })).toBeTruthy();
    const first = await row(1);
    expect(within(first).getByText('Assistente 1')).toBeTruthy();
    const chip = within(first).getByText('Suporte').closest('.MuiChip-root') as HTMLElement;
    expect(getComputedStyle(chip).backgroundColor).toBe('rgb(25, 118, 210)');
    expect(within(first).getAllByText('100').length).toBeGreaterThan(0);
    expect(within(first).getByRole('button', { name: 'Editar: Assistente 1' })).toBeTruthy();
    const second = await row(2);
    expect(within(second).getByText('Sem setor')).toBeTruthy();
    expect(within(second).getAllByText('250').length).toBeGreaterThan(0);
  });

  it('keeps the table live: a create or update upserts the prompt, a delete removes it', async () => {
    const api = mockApi({ 'GET /api/prompt': () => json(200, { prompts: [prompt(1), prompt(2)] }) });
    renderWithApp(<PromptsPage />);
    await row(2);
    expect(socket.listeners('company-3-prompt')).toBe(1);
    socket.deliver('company-3-prompt', { action: 'update', prompt: prompt(1, { name: 'Renomeado', maxTokens: 321 }) });
    expect(within(await row(1)).getByText('Renomeado')).toBeTruthy();
    socket.deliver('company-3-prompt', { action: 'create', prompt: prompt(5, { name: 'Novo' }) });
    expect(within(await row(5)).getByText('Novo')).toBeTruthy();
    socket.deliver('company-3-prompt', { action: 'delete', promptId: 2 });
    await waitFor(() => expect(screen.queryByTestId('prompt-row-2')).toBeNull());
    // A payload of another shape (here, one carrying a key) is ignored.
    socket.deliver('company-3-prompt', { action: 'update', prompt: { id: 1, apiKey: 'sk-x' } });
    expect(within(await row(1)).getByText('Renomeado')).toBeTruthy();
    expect(api.callsTo('GET', '/api/prompt')).toHaveLength(1);
  });

  it('deletes after confirmation and says so', async () => {
    let prompts = [prompt(1)];
    const api = mockApi({
      'GET /api/prompt': () => json(200, { prompts }),
      'DELETE /api/prompt/1': () => {
        prompts = [];
        return json(200, { message: 'Prompt deleted' });
      },
    });
    renderWithApp(<PromptsPage />);
    fireEvent.click(within(await row(1)).getByRole('button', { name: 'Excluir: Assistente 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir prompt?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/prompt/1')).toHaveLength(1));
    await waitFor(() => expect(toastMessages()).toContain('Prompt excluído com sucesso!'));
    await waitFor(() => expect(screen.queryByTestId('prompt-row-1')).toBeNull());
  });

  it('says when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/prompt': () => json(400, { error: 'ERR_VALIDATION', message: 'x' }) });
    renderWithApp(<PromptsPage />);
    expect(await screen.findByText('Não foi possível carregar a lista de registros')).toBeTruthy();
  });

  it('sends a company without useOpenAi home after a second, saying so, without loading the prompts', async () => {
    signIn({ company: company({ ...allPlanFeatures, useOpenAi: false }) });
    const api = mockApi({});
    const router = renderRoutes(
      [
        { path: '/prompts', element: <PromptsPage /> },
        { path: '/', element: <p>home</p> },
      ],
      '/prompts',
    );
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
      ),
    );
    expect(router.state.location.pathname).toBe('/prompts');
    await screen.findByText('home', {}, { timeout: 3000 });
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('GET', '/api/prompt')).toHaveLength(0);
  });
});
