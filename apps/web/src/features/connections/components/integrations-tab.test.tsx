import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { integrationAnswer, promptAnswer } from '../../../test/automation-fixtures';
import { allPlanFeatures } from '../../../test/fixtures';
import { type ApiCall, json, mockApi, renderWithApp, resetApp, signIn } from '../../../test/harness';
import { connectionFixture } from '../fixtures';
import { ConnectionModal } from './connection-modal';

const planWith = (changes: object) => ({
  company: { id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z', plan: { ...allPlanFeatures, ...changes } },
});
const combobox = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;
const tabNames = () => screen.getAllByRole('tab').map((element) => element.textContent);

/** The company's lists and one stored connection (id 4) naming `stored`'s integration and prompt. */
function serve(
  stored: { integrationId: number | null; promptId: number | null },
  more: Record<string, (call: ApiCall) => Response> = {},
) {
  const connection = connectionFixture({ id: 4, ...stored });
  return mockApi({
    'GET /api/queue': () => json(200, []),
    'GET /api/companySettingOne': ({ search }) => json(200, { key: search.get('column'), value: 'disabled' }),
    'GET /api/whatsapp/4': () => json(200, connection),
    'PUT /api/whatsapp/4': () => json(200, connection),
    'GET /api/queueIntegration/4': () => json(200, integrationAnswer(4, 'Typebot vendas')),
    'GET /api/queueIntegration/': () =>
      json(200, {
        queueIntegrations: [
          integrationAnswer(4, 'Typebot vendas'),
          integrationAnswer(6, 'Dialogflow FAQ', 'dialogflow'),
        ],
        hasMore: false,
      }),
    'GET /api/prompt/8': () => json(200, promptAnswer(8, 'Assistente geral', { id: 1, name: 'Vendas' })),
    'GET /api/prompt': () => json(200, { prompts: [promptAnswer(8, 'Assistente geral', { id: 1, name: 'Vendas' })] }),
    ...more,
  });
}

async function openTab(connectionId: number | null) {
  renderWithApp(<ConnectionModal open connectionId={connectionId} channel="whatsapp" onClose={() => {}} />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Integrações' }));
}

describe('connection modal, integrations tab', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
  });
  afterEach(resetApp);

  it('shows the stored integration and prompt by name, changes the integration, clears the prompt and sends only those', async () => {
    signIn(planWith({}));
    const api = serve({ integrationId: 4, promptId: 8 });
    await openTab(4);
    await waitFor(() => expect(combobox('Integração').value).toBe('Typebot vendas'), { timeout: 4000 });
    await waitFor(() => expect(combobox('Prompt').value).toBe('Assistente geral'));
    expect(
      screen.getByText('Conversas novas desta conexão vão para esta integração antes do menu das filas.'),
    ).toBeTruthy();

    fireEvent.mouseDown(combobox('Integração'));
    const faq = await screen.findByRole('option', { name: /Dialogflow FAQ/ }, { timeout: 4000 });
    expect(faq.textContent).toBe('Dialogflow FAQDialogflow');
    fireEvent.click(faq);
    fireEvent.click(screen.getAllByLabelText('Limpar')[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/whatsapp/4')).toHaveLength(1));
    const body = api.callsTo('PUT', '/api/whatsapp/4')[0]?.body as Record<string, unknown>;
    expect([body.integrationId, body.promptId]).toEqual([6, null]);
    expect(body).not.toHaveProperty('flowIdWelcome');
  });

  it('shows ids it cannot find (deleted, or another company’s: 404) as unavailable, and saves the rest without sending them', async () => {
    signIn(planWith({}));
    const api = serve({ integrationId: 77, promptId: 98 });
    await openTab(4);
    await waitFor(() => expect(combobox('Integração').value).toBe('Integração indisponível (#77)'));
    await waitFor(() => expect(combobox('Prompt').value).toBe('Prompt indisponível (#98)'));
    expect(screen.getAllByText('Não existe mais: escolha outro ou limpe o campo.')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/whatsapp/4')).toHaveLength(1));
    const body = api.callsTo('PUT', '/api/whatsapp/4')[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('integrationId');
    expect(body).not.toHaveProperty('promptId');
  });

  it('a new connection sends the chosen prompt', async () => {
    signIn(planWith({}));
    const api = serve(
      { integrationId: null, promptId: null },
      {
        'POST /api/whatsapp': () => json(201, connectionFixture({ id: 9 })),
      },
    );
    await openTab(null);
    fireEvent.mouseDown(combobox('Prompt'));
    const option = await screen.findByRole('option', { name: /Assistente geral/ }, { timeout: 4000 });
    expect(option.textContent).toBe('Assistente geralFila: Vendas');
    fireEvent.click(option);
    fireEvent.click(screen.getByRole('tab', { name: 'Geral' }));
    fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: 'Nova conexão' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/whatsapp')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/whatsapp')[0]?.body).toMatchObject({ name: 'Nova conexão', promptId: 8 });
  });

  it('offers only what the plan has: the prompt with useOpenAi alone, no tab without either', async () => {
    signIn(planWith({ useIntegrations: false }));
    serve({ integrationId: 4, promptId: 8 });
    await openTab(4);
    await waitFor(() => expect(combobox('Prompt').value).toBe('Assistente geral'));
    expect(screen.queryByRole('combobox', { name: 'Integração' })).toBeNull();
    cleanup();
    resetApp();

    signIn(planWith({ useIntegrations: false, useOpenAi: false }));
    const api = serve({ integrationId: 4, promptId: 8 });
    renderWithApp(<ConnectionModal open connectionId={4} channel="whatsapp" onClose={() => {}} />);
    await screen.findByRole('tab', { name: 'Geral' });
    expect(tabNames()).toEqual(['Geral', 'Mensagens', 'Chatbot', 'Avaliações']);
    expect(api.callsTo('GET', '/api/queueIntegration/4')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/prompt/8')).toHaveLength(0);
  });
});
