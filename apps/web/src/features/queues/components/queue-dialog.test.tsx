import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { integrationAnswer, promptAnswer } from '../../../test/automation-fixtures';
import { allPlanFeatures } from '../../../test/fixtures';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { queueFixture } from '../fixtures';
import { QueueDialog } from './queue-dialog';

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = (name = 'Adicionar') => fireEvent.click(screen.getByRole('button', { name }));
const scheduleType = (value: string) => () => json(200, { key: 'scheduleType', value });
const planWith = (changes: object) => ({
  profile: 'admin' as const,
  company: { id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z', plan: { ...allPlanFeatures, ...changes } },
});

describe('queue dialog', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ profile: 'admin' });
  });
  afterEach(resetApp);

  it('validates name (2 to 50, required) and colour (3 to 9, required) and sends nothing', async () => {
    const api = mockApi({ 'GET /api/companySettingOne': scheduleType('disabled') });
    renderWithApp(<QueueDialog open queueId={null} queueCount={0} onClose={() => {}} />);
    await screen.findByRole('heading', { name: 'Adicionar fila' });

    save();
    expect(screen.getAllByText('Obrigatório')).toHaveLength(2);

    type('Nome', 'A');
    type('Cor', '#f');
    save();
    expect(screen.getAllByText('Muito curto!')).toHaveLength(2);

    type('Nome', 'x'.repeat(51));
    type('Cor', '#ff00ff00ff');
    save();
    expect(screen.getAllByText('Muito longo!')).toHaveLength(2);
    expect(api.callsTo('POST', '/api/queue')).toHaveLength(0);
  });

  it('creates a queue with rotation; without queue schedules there is no schedules tab', async () => {
    const api = mockApi({
      'GET /api/companySettingOne': scheduleType('disabled'),
      'POST /api/queue': () => json(201, queueFixture({ id: 5, name: 'Suporte' })),
    });
    const closed: string[] = [];
    renderWithApp(<QueueDialog open queueId={null} queueCount={0} onClose={() => closed.push('closed')} />);
    await screen.findByRole('heading', { name: 'Adicionar fila' });
    await waitFor(() => expect(api.callsTo('GET', '/api/companySettingOne')).toHaveLength(1));
    expect(screen.queryByRole('tab', { name: 'Horários de atendimento' })).toBeNull();

    type('Nome', 'Suporte');
    type('Cor', '#00ff00');
    fireEvent.click(screen.getByRole('switch', { name: 'Rodízio' }));
    save();
    expect(screen.getByText('Obrigatório')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Tempo de Rodízio/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '2 minutos',
      '5 minutos',
      '10 minutos',
      '15 minutos',
      '30 minutos',
      '45 minutos',
      '60 minutos',
    ]);
    fireEvent.click(screen.getByRole('option', { name: '10 minutos' }));
    save();

    await waitFor(() => expect(closed).toEqual(['closed']));
    expect(api.callsTo('POST', '/api/queue')[0]?.body).toEqual({
      name: 'Suporte',
      color: '#00ff00',
      orderQueue: null,
      greetingMessage: '',
      outOfHoursMessage: '',
      closeTicket: false,
      ativarRoteador: true,
      tempoRoteador: 10,
    });
    expect(toastMessages()).toContain('Fila salva com sucesso');
  });

  it('requires a greeting once the company has more than one queue', async () => {
    mockApi({ 'GET /api/companySettingOne': scheduleType('disabled') });
    renderWithApp(<QueueDialog open queueId={null} queueCount={1} onClose={() => {}} />);
    await screen.findByRole('heading', { name: 'Adicionar fila' });
    type('Nome', 'Suporte');
    type('Cor', '#00ff00');
    save();
    expect(screen.getByText('Obrigatório')).toBeTruthy();
    expect((field('Mensagem de saudação') as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the translated ERR_QUEUE_COLOR_ALREADY_EXISTS on the colour field', async () => {
    mockApi({
      'GET /api/companySettingOne': scheduleType('disabled'),
      'POST /api/queue': () => json(409, { error: 'ERR_QUEUE_COLOR_ALREADY_EXISTS', message: 'color taken' }),
    });
    renderWithApp(<QueueDialog open queueId={null} queueCount={0} onClose={() => {}} />);
    await screen.findByRole('heading', { name: 'Adicionar fila' });
    type('Nome', 'Suporte');
    type('Cor', '#ff0000');
    save();

    await screen.findByText('Esta cor já está em uso, escolha outra.');
    expect(toastMessages()).toContain('Esta cor já está em uso, escolha outra.');
    type('Cor', '#ff0001');
    expect(screen.queryByText('Esta cor já está em uso, escolha outra.')).toBeNull();
  });

  it("edits the week and requires the out-of-hours text when scheduleType is 'queue'", async () => {
    const api = mockApi({
      'GET /api/companySettingOne': scheduleType('queue'),
      'GET /api/queue/1': () => json(200, queueFixture()),
      'PUT /api/queue/1': () => json(200, queueFixture()),
    });
    renderWithApp(<QueueDialog open queueId={1} queueCount={1} onClose={() => {}} />);
    await screen.findByDisplayValue('Vendas');
    const schedulesTab = await screen.findByRole('tab', { name: 'Horários de atendimento' });

    save('Salvar');
    // The only failure is on the schedules tab, so the dialog goes there.
    expect(schedulesTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Obrigatório')).toBeTruthy();

    type('Mensagem de fora de expediente', 'Estamos fechados.');
    fireEvent.change(screen.getByLabelText('Sábado - Hora Final - Turno B'), { target: { value: '' } });
    save('Salvar');

    await waitFor(() => expect(api.callsTo('PUT', '/api/queue/1')).toHaveLength(1));
    const body = api.callsTo('PUT', '/api/queue/1')[0]?.body as { outOfHoursMessage: string; schedules: unknown[] };
    expect(body.outOfHoursMessage).toBe('Estamos fechados.');
    expect(body.schedules).toHaveLength(7);
    expect(body.schedules[5]).toEqual({
      weekday: 'Sábado',
      weekdayEn: 'saturday',
      startTimeA: '08:00',
      endTimeA: '12:00',
      startTimeB: '13:00',
      endTimeB: '',
    });
  });

  it('with useIntegrations and useOpenAi: chooses the integration (any type) and names the queue’s prompt', async () => {
    signIn(planWith({}));
    const api = mockApi({
      'GET /api/companySettingOne': scheduleType('disabled'),
      'GET /api/queue/1': () => json(200, queueFixture({ integrationId: 4 })),
      'GET /api/queueIntegration/4': () => json(200, integrationAnswer(4, 'Typebot vendas')),
      'GET /api/queueIntegration/': () =>
        json(200, {
          queueIntegrations: [integrationAnswer(4, 'Typebot vendas'), integrationAnswer(6, 'Pedidos n8n', 'n8n')],
          hasMore: false,
        }),
      'GET /api/prompt': () =>
        json(200, {
          prompts: [
            promptAnswer(8, 'Assistente de vendas', { id: 1, name: 'Vendas' }),
            promptAnswer(9, 'Triagem', { id: 2, name: 'Suporte' }),
          ],
        }),
      'PUT /api/queue/1': () => json(200, queueFixture({ integrationId: 6 })),
    });
    renderWithApp(<QueueDialog open queueId={1} queueCount={1} onClose={() => {}} />);
    await screen.findByDisplayValue('Vendas');
    const integration = screen.getByRole('combobox', { name: 'Integração' }) as HTMLInputElement;
    await waitFor(() => expect(integration.value).toBe('Typebot vendas'));
    const prompt = await screen.findByRole('link', { name: 'Prompt: Assistente de vendas' });
    expect([prompt.getAttribute('href'), prompt.getAttribute('target')]).toEqual(['/prompts', '_blank']);

    fireEvent.mouseDown(integration);
    fireEvent.click(await screen.findByRole('option', { name: /Pedidos n8n/ }, { timeout: 4000 }));
    save('Salvar');
    await waitFor(() => expect(api.callsTo('PUT', '/api/queue/1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/queue/1')[0]?.body).toMatchObject({ name: 'Vendas', integrationId: 6 });
  });

  it('clears the integration, and shows an id it cannot read (another company’s, 404) as unavailable', async () => {
    signIn(planWith({}));
    const api = mockApi({
      'GET /api/companySettingOne': scheduleType('disabled'),
      'GET /api/queue/1': () => json(200, queueFixture({ integrationId: 77 })),
      'GET /api/prompt': () => json(200, { prompts: [] }),
      'PUT /api/queue/1': () => json(200, queueFixture()),
    });
    renderWithApp(<QueueDialog open queueId={1} queueCount={1} onClose={() => {}} />);
    const integration = (await screen.findByRole('combobox', { name: 'Integração' })) as HTMLInputElement;
    await waitFor(() => expect(integration.value).toBe('Integração indisponível (#77)'));
    expect(screen.queryByTestId('queue-prompt')).toBeNull();
    fireEvent.click(screen.getByLabelText('Limpar'));
    save('Salvar');
    await waitFor(() => expect(api.callsTo('PUT', '/api/queue/1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/queue/1')[0]?.body).toMatchObject({ integrationId: null });
  });

  it('without useIntegrations and useOpenAi: neither the integration nor the prompt, and the stored integration is not sent', async () => {
    signIn(planWith({ useIntegrations: false, useOpenAi: false }));
    const api = mockApi({
      'GET /api/companySettingOne': scheduleType('disabled'),
      'GET /api/queue/1': () => json(200, queueFixture({ integrationId: 4 })),
      'PUT /api/queue/1': () => json(200, queueFixture()),
    });
    renderWithApp(<QueueDialog open queueId={1} queueCount={1} onClose={() => {}} />);
    await screen.findByDisplayValue('Vendas');
    expect(screen.queryByRole('combobox', { name: 'Integração' })).toBeNull();
    save('Salvar');
    await waitFor(() => expect(api.callsTo('PUT', '/api/queue/1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/queue/1')[0]?.body).not.toHaveProperty('integrationId');
    expect(api.callsTo('GET', '/api/prompt')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/queueIntegration/4')).toHaveLength(0);
  });
});
