import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { FakeFlowSelect } from '../../../test/fake-flow-select';
import { allPlanFeatures } from '../../../test/fixtures';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { chooseOption, inputIn, typeInto } from '../../../test/interactions';
import { company, integration, integrationsPage } from '../test/integration-fixture';
import { QueueIntegrationDialog } from './queue-integration-dialog';
import { QueueIntegrationsPage } from './queue-integrations-page';

vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => null }));

const serviceAccount = JSON.stringify({ client_email: 'bot@acme.iam.gserviceaccount.com', private_key: 'KEY' });
const storedSecret = 'c0ffee-stored-signing-secret';

function openNew() {
  const onClose = vi.fn();
  renderWithApp(<QueueIntegrationDialog integrationId={null} FlowSelect={FakeFlowSelect} onClose={onClose} />);
  return { dialog: screen.getByRole('dialog', { name: 'Adicionar projeto' }), onClose };
}

async function openStored(id: number) {
  const onClose = vi.fn();
  renderWithApp(<QueueIntegrationDialog integrationId={id} FlowSelect={FakeFlowSelect} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Editar projeto' });
  await within(dialog).findByLabelText(nameField);
  return { dialog, onClose };
}

const nameField = /^Nome\s*\*?$/;
const field = inputIn;
const type = typeInto;
const secretInput = (dialog: HTMLElement, label: string) => inputIn(dialog, new RegExp(`^${label}`));

describe('queue integration dialog', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ company: company(allPlanFeatures) });
  });
  afterEach(resetApp);

  it("starts as Typebot with the spec's defaults and shows only the chosen type's fields", async () => {
    mockApi({});
    const { dialog } = openNew();
    expect(within(dialog).getByRole('combobox', { name: 'Tipo' }).textContent).toBe('Typebot');
    expect(field(dialog, /^URL do Typebot/)).toBeTruthy();
    expect(field(dialog, /^Typebot - Slug/)).toBeTruthy();
    expect(field(dialog, /^Typebot - Delay Message/).value).toBe('1000');
    expect(field(dialog, /^Typebot - Expiração/).value).toBe('1');
    expect(within(dialog).queryByRole('textbox', { name: /^Nome do projeto/ })).toBeNull();

    await chooseOption(dialog, 'Tipo', 'Dialogflow');
    expect(field(dialog, /^Nome do projeto/)).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Linguagem' }).textContent).toBe('Português');
    expect(field(dialog, /^Conteúdo JSON da conta de serviço/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Testar sessão' })).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: /^Typebot - Slug/ })).toBeNull();

    await chooseOption(dialog, 'Tipo', 'N8N');
    expect(field(dialog, /^URL/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Testar sessão' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gerar' }));
    expect(secretInput(dialog, 'Segredo de assinatura').value).toMatch(/^[0-9a-f]{64}$/);

    await chooseOption(dialog, 'Tipo', 'Flowbuilder');
    expect(within(dialog).getByLabelText(/^Fluxo/)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: /^URL/ })).toBeNull();
  });

  it("refuses what the contract refuses, with the spec's texts, and sends nothing", async () => {
    const api = mockApi({});
    const { dialog } = openNew();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    // Name, URL and slug at once (spec 3 §5: the typebot's name, URL and slug are required).
    expect(within(dialog).getAllByText('Required')).toHaveLength(3);

    type(dialog, nameField, 'a');
    type(dialog, /^URL do Typebot/, 'typebot.example');
    type(dialog, /^Typebot - Delay Message/, '-5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(within(dialog).getByText('Too Short!')).toBeTruthy();
    expect(within(dialog).getByText('URL inválida')).toBeTruthy();
    expect(within(dialog).getByText('Valor inválido')).toBeTruthy();

    type(dialog, nameField, 'x'.repeat(51));
    await chooseOption(dialog, 'Tipo', 'Dialogflow');
    type(dialog, /^Nome do projeto/, 'acme-bot');
    type(dialog, /^Conteúdo JSON da conta de serviço/, '{"client_email": "a"}');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(within(dialog).getByText('Too Long!')).toBeTruthy();
    expect(within(dialog).getByText('JSON inválido')).toBeTruthy();

    await chooseOption(dialog, 'Tipo', 'Flowbuilder');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(within(dialog).getByText('flow error: Required')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("creates a Typebot integration with only its type's fields", async () => {
    const api = mockApi({ 'POST /api/queueIntegration': () => json(201, integration(7)) });
    const { dialog, onClose } = openNew();
    type(dialog, nameField, 'Vendas');
    type(dialog, /^URL do Typebot/, 'https://typebot.example.com');
    type(dialog, /^Typebot - Slug/, 'vendas-bot');
    type(dialog, /^Typebot - Delay Message/, '1500');
    type(dialog, /^Typebot - Palavra para finalizar/, 'sair');
    type(dialog, /^Typebot - Mensagem de opção inválida/, 'Não entendi');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(api.calls('POST /api/queueIntegration')).toEqual([
        {
          type: 'typebot',
          name: 'Vendas',
          projectName: 'Vendas',
          urlN8N: 'https://typebot.example.com',
          typebotSlug: 'vendas-bot',
          typebotDelayMessage: 1500,
          typebotExpires: 1,
          typebotKeywordFinish: 'sair',
          typebotKeywordRestart: '',
          typebotRestartMessage: '',
          typebotUnknownMessage: 'Não entendi',
        },
      ]),
    );
    await waitFor(() => expect(toastMessages()).toContain('Integração salva com sucesso.'));
    expect(onClose).toHaveBeenCalled();
  });

  it('creates a webhook with the generated signing secret, and a flowbuilder integration with its flow', async () => {
    const api = mockApi({ 'POST /api/queueIntegration': () => json(201, integration(7)) });
    const { dialog } = openNew();
    await chooseOption(dialog, 'Tipo', 'Webhook');
    type(dialog, nameField, 'CRM');
    type(dialog, /^URL/, 'https://crm.example.com/hook');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gerar' }));
    const generated = secretInput(dialog, 'Segredo de assinatura').value;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(api.calls('POST /api/queueIntegration')).toEqual([
        {
          type: 'webhook',
          name: 'CRM',
          projectName: 'CRM',
          urlN8N: 'https://crm.example.com/hook',
          webhookSecret: generated,
        },
      ]),
    );
  });

  it('keeps, replaces or removes a stored secret without ever sending what it was not given', async () => {
    const api = mockApi({
      'GET /api/queueIntegration/4': () =>
        json(
          200,
          integration(4, {
            type: 'n8n',
            name: 'Fluxos n8n',
            urlN8N: 'https://n8n.example.com/w',
            hasWebhookSecret: true,
          }),
        ),
      'PUT /api/queueIntegration/4': () => json(200, integration(4, { type: 'n8n', hasWebhookSecret: true })),
    });
    const { dialog } = await openStored(4);
    expect(secretInput(dialog, 'Segredo de assinatura').value).toBe('••••••');
    const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    save();
    await waitFor(() => expect(api.calls('PUT /api/queueIntegration/4')).toHaveLength(1));
    expect(api.calls('PUT /api/queueIntegration/4')[0]).not.toHaveProperty('webhookSecret');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Substituir: Segredo de assinatura' }));
    fireEvent.change(secretInput(dialog, 'Segredo de assinatura'), { target: { value: 'novo-segredo' } });
    save();
    await waitFor(() => expect(api.calls('PUT /api/queueIntegration/4')).toHaveLength(2));
    expect(api.calls('PUT /api/queueIntegration/4')[1]).toMatchObject({ webhookSecret: 'novo-segredo' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Desfazer' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover: Segredo de assinatura' }));
    expect(within(dialog).getByText('Será removido ao salvar.')).toBeTruthy();
    save();
    await waitFor(() => expect(api.calls('PUT /api/queueIntegration/4')).toHaveLength(3));
    expect(api.calls('PUT /api/queueIntegration/4')[2]).toMatchObject({ webhookSecret: null });
  });

  it('removes the service account of an integration that is no longer Dialogflow', async () => {
    const api = mockApi({
      'GET /api/queueIntegration/4': () =>
        json(200, integration(4, { type: 'dialogflow', projectName: 'acme-bot', hasJsonContent: true })),
      'PUT /api/queueIntegration/4': () => json(200, integration(4)),
    });
    const { dialog } = await openStored(4);
    await chooseOption(dialog, 'Tipo', 'Typebot');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.calls('PUT /api/queueIntegration/4')).toHaveLength(1));
    expect(api.calls('PUT /api/queueIntegration/4')[0]).toMatchObject({ type: 'typebot', jsonContent: null });
  });

  it('reveals a stored secret on request with one call, and forgets it when the dialog closes', async () => {
    const api = mockApi({
      'GET /api/queueIntegration/': () =>
        integrationsPage([integration(4, { type: 'webhook', hasWebhookSecret: true })]),
      'GET /api/queueIntegration/4': () => json(200, integration(4, { type: 'webhook', hasWebhookSecret: true })),
      'GET /api/queueIntegration/4/secrets': () => json(200, { jsonContent: null, webhookSecret: storedSecret }),
    });
    const { queryClient } = renderWithApp(<QueueIntegrationsPage FlowSelect={FakeFlowSelect} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar: Integração 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar projeto' });
    await within(dialog).findByRole('button', { name: 'Mostrar: Segredo de assinatura' });
    expect(api.callsTo('GET', '/api/queueIntegration/4/secrets')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Mostrar: Segredo de assinatura' }));
    await waitFor(() => expect(secretInput(dialog, 'Segredo de assinatura').value).toBe(storedSecret));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ocultar: Segredo de assinatura' }));
    expect(secretInput(dialog, 'Segredo de assinatura').value).toBe('••••••');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mostrar: Segredo de assinatura' }));
    expect(secretInput(dialog, 'Segredo de assinatura').value).toBe(storedSecret);
    expect(api.callsTo('GET', '/api/queueIntegration/4/secrets')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const cached = JSON.stringify([
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
      queryClient
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state),
    ]);
    expect(cached).toContain('Integração 4');
    expect(cached).not.toContain(storedSecret);
    expect(window.location.href).not.toContain(storedSecret);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(storedSecret);

    fireEvent.click(screen.getByRole('button', { name: 'Editar: Integração 4' }));
    const again = await screen.findByRole('dialog', { name: 'Editar projeto' });
    expect(await within(again).findByDisplayValue('••••••')).toBeTruthy();
    fireEvent.click(within(again).getByRole('button', { name: 'Mostrar: Segredo de assinatura' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/queueIntegration/4/secrets')).toHaveLength(2));
  });

  it("tests a Dialogflow session with the stored account and shows the answer, or the error's text", async () => {
    let fail = false;
    const api = mockApi({
      'GET /api/queueIntegration/4': () =>
        json(
          200,
          integration(4, { type: 'dialogflow', projectName: 'acme-bot', language: 'es', hasJsonContent: true }),
        ),
      'POST /api/queueIntegration/testSession': () =>
        fail
          ? json(502, { error: 'ERR_INTEGRATION_FAILED', message: 'upstream said 403' })
          : json(200, { ok: true, intent: 'saudacao', fulfillmentText: 'Olá! Como posso ajudar?' }),
    });
    const { dialog } = await openStored(4);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Testar sessão' }));
    expect(await within(dialog).findByText('Intenção: saudacao')).toBeTruthy();
    expect(within(dialog).getByText('Resposta: Olá! Como posso ajudar?')).toBeTruthy();
    expect(api.calls('POST /api/queueIntegration/testSession')).toEqual([
      { projectName: 'acme-bot', language: 'es', id: 4 },
    ]);

    fail = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Substituir: Conteúdo JSON da conta de serviço' }));
    type(dialog, /^Conteúdo JSON da conta de serviço/, serviceAccount);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Testar sessão' }));
    expect(await within(dialog).findByText(i18n.t('backendErrors.ERR_INTEGRATION_FAILED'))).toBeTruthy();
    expect(api.calls('POST /api/queueIntegration/testSession')[1]).toEqual({
      projectName: 'acme-bot',
      language: 'es',
      jsonContent: serviceAccount,
    });
    expect(toastMessages()).toEqual([]);
  });

  it('closes when the integration was deleted meanwhile, saying so', async () => {
    mockApi({ 'GET /api/queueIntegration/4': () => json(404, { error: 'ERR_NO_INTEGRATION_FOUND', message: 'x' }) });
    const onClose = vi.fn();
    renderWithApp(<QueueIntegrationDialog integrationId={4} FlowSelect={FakeFlowSelect} onClose={onClose} />);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toastMessages()).toContain('Nenhuma integração encontrada com este ID.');
  });
});
