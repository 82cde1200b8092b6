import { flowNodeData } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { integrationAnswer, promptAnswer } from '../../../test/automation-fixtures';
import { allPlanFeatures } from '../../../test/fixtures';
import { json, mockApi, resetApp, signIn } from '../../../test/harness';
import { openNodeDialog, submitted } from './node-dialog.fixture';

const click = (dialog: HTMLElement, name: string) => fireEvent.click(within(dialog).getByRole('button', { name }));
const combobox = (dialog: HTMLElement, name: RegExp) =>
  within(dialog).getByRole('combobox', { name }) as HTMLInputElement;
const planWith = (changes: object) => ({
  company: { id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z', plan: { ...allPlanFeatures, ...changes } },
});
const page = (rows: unknown[], hasMore = false) => json(200, { queueIntegrations: rows, hasMore });

describe('integration node dialogs', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn(planWith({}));
  });
  afterEach(resetApp);

  it('typebot: chooses one of the Typebot integrations by name, Required when empty, and stores only its id', async () => {
    const api = mockApi({
      'GET /api/queueIntegration/': ({ search }) =>
        search.get('searchParam') === 'supo'
          ? page([integrationAnswer(4, 'Suporte bot')])
          : page([integrationAnswer(3, 'Vendas bot'), integrationAnswer(5, 'Pedidos n8n', 'n8n')]),
    });
    const { dialog, onSubmit } = await openNodeDialog('typebot');
    expect(within(dialog).getByText('Adicionar TypeBot ao fluxo')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    const create = within(dialog).getByRole('link', { name: 'Criar integração' });
    expect([create.getAttribute('href'), create.getAttribute('target')]).toEqual(['/queue-integration', '_blank']);

    click(dialog, 'Adicionar');
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.mouseDown(combobox(dialog, /Integração Typebot/));
    const options = await screen.findAllByRole('option', {}, { timeout: 4000 });
    // Only typebot integrations, each with its type.
    expect(options.map((option) => option.textContent)).toEqual(['Vendas botTypebot']);
    expect(api.callsTo('GET', '/api/queueIntegration/')[0]?.search.get('pageNumber')).toBe('1');

    fireEvent.focus(combobox(dialog, /Integração Typebot/));
    fireEvent.change(combobox(dialog, /Integração Typebot/), { target: { value: 'supo' } });
    fireEvent.click(await screen.findByRole('option', { name: /Suporte bot/ }, { timeout: 4000 }));
    expect(combobox(dialog, /Integração Typebot/).value).toBe('Suporte bot');
    expect(within(dialog).queryByText('Required')).toBeNull();
    click(dialog, 'Adicionar');
    const data = flowNodeData.typebot.parse(submitted(onSubmit));
    expect(data).toEqual({ typebotIntegration: { integrationId: 4 } });
  });

  it('typebot: loads further pages by itself while the loaded ones hold too few Typebot integrations', async () => {
    const api = mockApi({
      'GET /api/queueIntegration/': ({ search }) =>
        search.get('pageNumber') === '2'
          ? page([integrationAnswer(9, 'Bot da página 2')])
          : page([integrationAnswer(1, 'Webhook pedidos', 'webhook')], true),
    });
    const { dialog } = await openNodeDialog('typebot');
    fireEvent.mouseDown(combobox(dialog, /Integração Typebot/));
    expect(await screen.findByRole('option', { name: /Bot da página 2/ }, { timeout: 4000 })).toBeTruthy();
    expect(api.callsTo('GET', '/api/queueIntegration/').map((call) => call.search.get('pageNumber'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('typebot: edit shows the stored integration by name; a deleted one reads unavailable; Atualizar reloads the list', async () => {
    let rows = [integrationAnswer(3, 'Vendas bot')];
    const api = mockApi({
      'GET /api/queueIntegration/3': () => json(200, integrationAnswer(3, 'Vendas bot')),
      'GET /api/queueIntegration/': () => page(rows),
    });
    const first = await openNodeDialog('typebot', { mode: 'edit', data: { typebotIntegration: { integrationId: 3 } } });
    await waitFor(() => expect(combobox(first.dialog, /Integração Typebot/).value).toBe('Vendas bot'));
    fireEvent.mouseDown(combobox(first.dialog, /Integração Typebot/));
    await screen.findByRole('option', { name: /Vendas bot/ }, { timeout: 4000 });
    rows = [integrationAnswer(3, 'Vendas bot'), integrationAnswer(6, 'Novo bot')];
    click(first.dialog, 'Atualizar');
    fireEvent.mouseDown(combobox(first.dialog, /Integração Typebot/));
    expect(await screen.findByRole('option', { name: /Novo bot/ }, { timeout: 4000 })).toBeTruthy();
    expect(api.callsTo('GET', '/api/queueIntegration/').length).toBeGreaterThanOrEqual(2);
    click(first.dialog, 'Salvar');
    expect(submitted(first.onSubmit)).toEqual({ typebotIntegration: { integrationId: 3 } });
    first.view.unmount();

    const gone = await openNodeDialog('typebot', { mode: 'edit', data: { typebotIntegration: { integrationId: 99 } } });
    await waitFor(() =>
      expect(combobox(gone.dialog, /Integração Typebot/).value).toBe('Integração indisponível (#99)'),
    );
    expect(within(gone.dialog).getByText('Não existe mais: escolha outro ou limpe o campo.')).toBeTruthy();
  });

  it('typebot: a plan without integrations says so', async () => {
    signIn(planWith({ useIntegrations: false }));
    mockApi({});
    const { dialog } = await openNodeDialog('typebot');
    expect(within(dialog).getByRole('alert').textContent).toBe('O plano desta empresa não inclui integrações.');
  });

  it('openai: chooses one of the prompts, shown with its queue, Obrigatório when empty; edit shows the stored one', async () => {
    const api = mockApi({
      'GET /api/prompt': () =>
        json(200, {
          prompts: [promptAnswer(8, 'Assistente de vendas', { id: 2, name: 'Comercial' }), promptAnswer(9, 'Triagem')],
        }),
      'GET /api/prompt/8': () => json(200, promptAnswer(8, 'Assistente de vendas', { id: 2, name: 'Comercial' })),
    });
    const { dialog, onSubmit, view } = await openNodeDialog('openai');
    expect(within(dialog).getByRole('link', { name: 'Criar prompt' }).getAttribute('href')).toBe('/prompts');
    click(dialog, 'Adicionar');
    expect(await within(dialog).findByText('Obrigatório')).toBeTruthy();
    fireEvent.mouseDown(combobox(dialog, /Prompt/));
    const sales = await screen.findByRole('option', { name: /Assistente de vendas/ }, { timeout: 4000 });
    expect(sales.textContent).toBe('Assistente de vendasFila: Comercial');
    expect(screen.getByRole('option', { name: /Triagem/ }).textContent).toBe('Triagem');
    fireEvent.click(sales);
    click(dialog, 'Adicionar');
    expect(flowNodeData.openai.parse(submitted(onSubmit))).toEqual({ typebotIntegration: { promptId: 8 } });
    view.unmount();

    const edit = await openNodeDialog('openai', { mode: 'edit', data: { typebotIntegration: { promptId: 8 } } });
    await waitFor(() => expect(combobox(edit.dialog, /Prompt/).value).toBe('Assistente de vendas'));
    expect(api.callsTo('GET', '/api/prompt/8')).toHaveLength(1);
  });

  it('openai: a deleted prompt reads unavailable, and a plan without OpenAI says so', async () => {
    signIn(planWith({ useOpenAi: false }));
    mockApi({});
    const { dialog } = await openNodeDialog('openai', { mode: 'edit', data: { typebotIntegration: { promptId: 98 } } });
    await waitFor(() => expect(combobox(dialog, /Prompt/).value).toBe('Prompt indisponível (#98)'));
    expect(within(dialog).getByRole('alert').textContent).toBe('O plano desta empresa não inclui o OpenAI.');
  });
});
