import type { ChatbotOptionAnswer } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n';
import { integrationAnswer } from '../../../../test/automation-fixtures';
import { allPlanFeatures } from '../../../../test/fixtures';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../../test/harness';
import { queueFixture } from '../../fixtures';
import { ChatbotOptionsEditor } from './chatbot-options-editor';

const option = (overrides: Partial<ChatbotOptionAnswer>): ChatbotOptionAnswer => ({
  id: 10,
  queueId: 1,
  parentId: null,
  position: 0,
  name: 'Segunda via',
  greetingMessage: 'Segunda via de quê?',
  queueType: 'text',
  closeTicket: false,
  optQueueId: null,
  optUserId: null,
  optIntegrationId: null,
  optFileId: null,
  options: [],
  ...overrides,
});

const tree = [
  option({
    options: [option({ id: 11, parentId: 10, name: 'Boleto', greetingMessage: 'Acesse o site' })],
  }),
  option({
    id: 12,
    position: 1,
    name: 'Falar com atendente',
    greetingMessage: '',
    queueType: 'attendent',
    optUserId: 7,
  }),
];

const routes = {
  'GET /api/chatbot': () => json(200, tree),
  'GET /api/queue': () =>
    json(200, [queueFixture({ id: 1, name: 'Suporte' }), queueFixture({ id: 2, name: 'Vendas' })]),
  'GET /api/users/list': () => json(200, [{ id: 7, name: 'Diego' }]),
  'GET /api/files/': () => json(200, { files: [], hasMore: false }),
};
const textbox = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const type = (label: string, value: string) => fireEvent.change(textbox(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const chooseType = (name: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Tipo/ }));
  fireEvent.click(screen.getByRole('option', { name }));
};

describe('chatbot option editor', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ profile: 'admin' });
  });
  afterEach(resetApp);

  it('shows the nested tree numbered as the customer answers, and adds a sub-option under a text option', async () => {
    const api = mockApi({
      ...routes,
      'POST /api/chatbot': () => json(201, option({ id: 13, parentId: 10, name: 'Nota fiscal' })),
    });
    renderWithApp(<ChatbotOptionsEditor queueId={1} />);
    const first = await screen.findByTestId('chatbot-option-10');
    expect(api.callsTo('GET', '/api/chatbot')[0]?.search.get('queueId')).toBe('1');
    expect(within(first).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('chatbot-option-11')).getByText('1.1')).toBeTruthy();
    expect(within(screen.getByTestId('chatbot-option-12')).getByText('2')).toBeTruthy();

    click('Adicionar subopção: Segunda via');
    type('Título', 'Nota fiscal');
    type('Mensagem', 'Enviamos por e-mail');
    click('Salvar');

    await waitFor(() => expect(api.calls('POST /api/chatbot')).toHaveLength(1));
    expect(api.calls('POST /api/chatbot')[0]).toEqual({
      queueId: 1,
      parentId: 10,
      name: 'Nota fiscal',
      greetingMessage: 'Enviamos por e-mail',
      queueType: 'text',
      closeTicket: false,
      optQueueId: null,
      optUserId: null,
      optFileId: null,
      optIntegrationId: null,
    });
    await waitFor(() => expect(toastMessages()).toContain('Bot saved successfully'));
    await waitFor(() => expect(screen.queryByTestId('chatbot-option-form')).toBeNull());
  });

  it('validates the title (required, at least 4) and the type’s target; without useIntegrations the type integration is not offered', async () => {
    const api = mockApi(routes);
    renderWithApp(<ChatbotOptionsEditor queueId={1} />);
    await screen.findByTestId('chatbot-option-10');
    click('Adicionar opção');
    click('Salvar');
    expect(screen.getByText('Obrigatório')).toBeTruthy();
    type('Título', 'abc');
    click('Salvar');
    expect(screen.getByText('Muito curto!')).toBeTruthy();

    type('Título', 'Ir para vendas');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Tipo/ }));
    expect(screen.getAllByRole('option').map((choice) => choice.textContent)).toEqual([
      'Texto',
      'Atendente',
      'Fila',
      'Arquivos',
    ]);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    chooseType('Fila');
    click('Salvar');
    expect(screen.getByText('Obrigatório')).toBeTruthy();
    expect(api.calls('POST /api/chatbot')).toHaveLength(0);
  });

  it('with useIntegrations: an integration option chooses one of the company’s integrations (Obrigatório until then)', async () => {
    signIn({
      profile: 'admin',
      company: { id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z', plan: allPlanFeatures },
    });
    const api = mockApi({
      ...routes,
      'GET /api/queueIntegration/': () =>
        json(200, { queueIntegrations: [integrationAnswer(4, 'Robô externo', 'webhook')], hasMore: false }),
      'POST /api/chatbot': () =>
        json(201, option({ id: 14, name: 'Robô externo', queueType: 'integration', optIntegrationId: 4 })),
    });
    renderWithApp(<ChatbotOptionsEditor queueId={1} />);
    await screen.findByTestId('chatbot-option-10');
    click('Adicionar opção');
    type('Título', 'Falar com o robô');
    chooseType('Integração');
    click('Salvar');
    expect(screen.getByText('Obrigatório')).toBeTruthy();
    expect(api.calls('POST /api/chatbot')).toHaveLength(0);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Integração/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Robô externo/ }, { timeout: 4000 }));
    click('Salvar');
    await waitFor(() => expect(api.calls('POST /api/chatbot')).toHaveLength(1));
    expect(api.calls('POST /api/chatbot')[0]).toMatchObject({
      name: 'Falar com o robô',
      queueType: 'integration',
      optIntegrationId: 4,
    });
  });

  it('edits an option in place and deletes one after confirmation', async () => {
    const api = mockApi({
      ...routes,
      'PUT /api/chatbot/12': () =>
        json(200, option({ id: 12, name: 'Ir para vendas', queueType: 'queue', optQueueId: 2 })),
      'DELETE /api/chatbot/11': () => json(204, undefined),
    });
    renderWithApp(<ChatbotOptionsEditor queueId={1} />);
    await screen.findByTestId('chatbot-option-12');
    click('Editar opção: Falar com atendente');
    expect((textbox('Título') as HTMLInputElement).value).toBe('Falar com atendente');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Atendente/ }).textContent).toBe('Diego'));
    type('Título', 'Ir para vendas');
    chooseType('Fila');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Fila/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Vendas' }));
    click('Salvar');
    await waitFor(() => expect(api.calls('PUT /api/chatbot/12')).toHaveLength(1));
    expect(api.calls('PUT /api/chatbot/12')[0]).toMatchObject({
      name: 'Ir para vendas',
      queueType: 'queue',
      optQueueId: 2,
      optUserId: 7,
    });

    click('Excluir opção: Boleto');
    const dialog = await screen.findByRole('dialog', { name: 'Excluir opção' });
    expect(within(dialog).getByText(/Excluir "Boleto" e todas as subopções/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir opção' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/chatbot/11')).toHaveLength(1));
  });

  it('offers sub-options only under a text option with a message, and options only once the queue is saved', async () => {
    mockApi(routes);
    const { unmount } = renderWithApp(<ChatbotOptionsEditor queueId={1} />);
    await screen.findByTestId('chatbot-option-12');
    expect(
      (screen.getByRole('button', { name: 'Adicionar subopção: Falar com atendente' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Adicionar subopção: Segunda via' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    unmount();
    renderWithApp(<ChatbotOptionsEditor queueId={null} />);
    expect(screen.getByText('Salve a fila para adicionar opções ao chatbot.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adicionar opção' })).toBeNull();
  });
});
