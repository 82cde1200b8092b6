import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { FakeFlowSelect } from '../../../test/fake-flow-select';
import { allPlanFeatures } from '../../../test/fixtures';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { connectionFixture } from '../fixtures';
import { ConnectionSlotsProvider, type WeekEditorProps } from '../lib/connection-slots';
import { ConnectionModal } from './connection-modal';

const queues = [
  { id: 1, name: 'Vendas', color: '#ff0000' },
  { id: 2, name: 'Suporte', color: '#00ff00' },
];
const setting = (column: string, value: string) => json(200, { key: column, value });

/** Company settings answered per column. */
const settings =
  (values: Record<string, string>) =>
  ({ search }: { search: URLSearchParams }) => {
    const column = search.get('column') ?? '';
    return setting(column, values[column] ?? 'disabled');
  };

/** The weekday editor stand-in: shows how many days it got. */
function FakeWeekEditor({ value }: WeekEditorProps) {
  return <button type="button">{`week of ${value.length}`}</button>;
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

/** The widget settings stand-in: a form with its own save button, as the web chat area's has. */
function FakeWebchatSettings({ connectionId }: { connectionId: number }) {
  return (
    <section>
      <p>{`widget of ${connectionId}`}</p>
      <button type="button">Salvar</button>
    </section>
  );
}

function renderModal(connectionId: number | null, scheduleEditor = false) {
  const closed: string[] = [];
  renderWithApp(
    <ConnectionSlotsProvider
      slots={
        scheduleEditor ? { ScheduleEditor: FakeWeekEditor, FlowSelect: FakeFlowSelect } : { FlowSelect: FakeFlowSelect }
      }
    >
      <ConnectionModal open connectionId={connectionId} channel="whatsapp" onClose={() => closed.push('closed')} />
    </ConnectionSlotsProvider>,
  );
  return closed;
}

describe('connection modal', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
  });
  afterEach(() => {
    vi.useRealTimers();
    resetApp();
  });

  it('has the spec tabs and shows schedules only when scheduleType is connection', async () => {
    signIn({ company: { id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z', plan: allPlanFeatures } });
    mockApi({ 'GET /api/queue': () => json(200, queues), 'GET /api/companySettingOne': settings({}) });
    renderModal(null, true);
    await screen.findByRole('heading', { name: 'Adicionar WhatsApp' });
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Geral',
      'Integrações',
      'Mensagens',
      'Chatbot',
      'Avaliações',
      'Fluxo padrão',
    ]);
  });

  it('sends the full week from the schedules tab when scheduleType is connection', async () => {
    const api = mockApi({
      'GET /api/queue': () => json(200, queues),
      'GET /api/companySettingOne': settings({ scheduleType: 'connection' }),
      'POST /api/whatsapp': () => json(201, connectionFixture({ id: 8 })),
    });
    const closed = renderModal(null, true);
    await screen.findByRole('tab', { name: 'Horários' });
    type('Nome', 'Nova conexão');
    tab('Horários');
    // Nothing stored yet: the editor gets no days, and the save sends the default week.
    expect(screen.getByRole('button', { name: 'week of 0' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));

    await waitFor(() => expect(closed).toEqual(['closed']));
    const body = api.callsTo('POST', '/api/whatsapp')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Nova conexão',
      channel: 'whatsapp',
      maxUseBotQueues: 3,
      groupAsTicket: 'disabled',
    });
    expect(body.schedules).toHaveLength(7);
    expect((body.schedules as { startTimeA: string }[])[0]?.startTimeA).toBe('08:00');
    expect(toastMessages()).toContain('Conexão salva com sucesso.');
  });

  it('shows the name texts in Portuguese in pt-BR and sends nothing', async () => {
    const api = mockApi({ 'GET /api/queue': () => json(200, queues), 'GET /api/companySettingOne': settings({}) });
    renderModal(null);
    await screen.findByRole('heading', { name: 'Adicionar WhatsApp' });

    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Obrigatório')).toBeTruthy();
    type('Nome', 'A');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Muito curto!')).toBeTruthy();
    type('Nome', 'x'.repeat(51));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Muito extenso!')).toBeTruthy();
    expect(api.callsTo('POST', '/api/whatsapp')).toHaveLength(0);
  });

  it('requires the rating texts when ratings are on and a queue with a redirect time, on their tabs', async () => {
    const api = mockApi({
      'GET /api/queue': () => json(200, queues),
      'GET /api/companySettingOne': settings({ userRating: 'enabled' }),
    });
    renderModal(null);
    await screen.findByRole('heading', { name: 'Adicionar WhatsApp' });
    type('Nome', 'Comercial');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('A mensagem de avaliação é obrigatória')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Avaliações' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Informe um tempo de expiração da avaliação diferente de zero')).toBeTruthy();
    type('Mensagem de avaliação', 'Avalie de 1 a 5');
    type('Tempo para expirar a avaliação', '30');

    tab('Chatbot');
    type('Redirecionar para a fila após', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Escolha a fila de redirecionamento e o tempo de redirecionamento')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Chatbot' }).getAttribute('aria-selected')).toBe('true');
    expect(api.callsTo('POST', '/api/whatsapp')).toHaveLength(0);
  });

  it('checks the vacation dates and the import window', async () => {
    const api = mockApi({ 'GET /api/queue': () => json(200, queues), 'GET /api/companySettingOne': settings({}) });
    renderModal(null);
    await screen.findByRole('heading', { name: 'Adicionar WhatsApp' });
    type('Nome', 'Comercial');
    tab('Mensagens');
    type('Mensagem de férias coletivas', 'Em férias');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findAllByText('Informe o início e o fim das férias')).toHaveLength(2);
    type('Início das férias', '01/01/2020');
    type('Fim das férias', '10/01/2099');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('O início das férias deve ser no máximo 10 dias atrás')).toBeTruthy();

    type('Início das férias', '01/01/2099');
    tab('Geral');
    fireEvent.click(screen.getByRole('switch', { name: 'Importar mensagens do aparelho' }));
    type('Importar mensagens a partir de', '01/01/2001');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('A data deve estar entre 2 anos atrás e agora')).toBeTruthy();
    expect(screen.getByText('Escolha a fila dos tickets importados')).toBeTruthy();
    expect(api.callsTo('POST', '/api/whatsapp')).toHaveLength(0);
  });

  it('edits a connection: queues, token copy and regenerate, greeting media upload and delete', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const stored = connectionFixture({ id: 4, queues: [queues[0] as (typeof queues)[number]] });
    const api = mockApi({
      'GET /api/queue': () => json(200, queues),
      'GET /api/companySettingOne': settings({}),
      'GET /api/whatsapp/4': () => json(200, stored),
      'PUT /api/whatsapp/4/token': () => json(200, { token: 'zyxwvutsrqponmlkjihgfedcba9876' }),
      'POST /api/whatsapp/4/media-upload': () => json(200, { mediaPath: 'greeting.png', mediaName: 'ola.png' }),
      'DELETE /api/whatsapp/4/media-upload': () => json(200, { message: 'ok' }),
      'PUT /api/whatsapp/4': () => json(200, stored),
    });
    const closed = renderModal(4);
    expect(((await screen.findByLabelText(/^Nome/)) as HTMLInputElement).value).toBe('Comercial');

    const token = screen.getByTestId('connection-token') as HTMLInputElement;
    expect(token.value).toBe(`${'•'.repeat(26)}1234`);
    fireEvent.click(screen.getByRole('button', { name: 'Copiar token' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('abcdefghijklmnopqrstuvwxyz1234'));
    expect(toastMessages()).toContain('Token copiado!');
    fireEvent.click(screen.getByRole('button', { name: 'Gerar novo token' }));
    await waitFor(() => expect(token.value.endsWith('9876')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar token' }));
    expect(token.value).toBe('zyxwvutsrqponmlkjihgfedcba9876');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Filas/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Suporte' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    tab('Mensagens');
    const input = screen.getByTestId('greeting-media-input');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText('Envie uma imagem ou um vídeo')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['png'], 'ola.png', { type: 'image/png' })] } });
    expect((await screen.findByTestId('greeting-media-name')).textContent).toBe('ola.png');
    const upload = api.callsTo('POST', '/api/whatsapp/4/media-upload')[0]?.body as FormData;
    expect((upload.get('file') as File).name).toBe('ola.png');
    fireEvent.click(screen.getByRole('button', { name: 'Remover mídia' }));
    await waitFor(() => expect(screen.queryByTestId('greeting-media-name')).toBeNull());
    expect(api.callsTo('DELETE', '/api/whatsapp/4/media-upload')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(closed).toEqual(['closed']));
    const body = api.callsTo('PUT', '/api/whatsapp/4')[0]?.body as Record<string, unknown>;
    expect(body.queueIds).toEqual([1, 2]);
    expect(body).not.toHaveProperty('schedules');
    expect(body).not.toHaveProperty('token');
  });

  it('drops a connected session before saving a new import window, with a warning', async () => {
    const stored = connectionFixture({ id: 4, status: 'CONNECTED' });
    const api = mockApi({
      'GET /api/queue': () => json(200, queues),
      'GET /api/companySettingOne': settings({}),
      'GET /api/whatsapp/4': () => json(200, stored),
      'DELETE /api/whatsappsession/4': () => json(200, { message: 'ok' }),
      'PUT /api/whatsapp/4': () => json(200, stored),
    });
    const closed = renderModal(4);
    await screen.findByLabelText(/^Nome/);
    fireEvent.click(screen.getByRole('switch', { name: 'Importar mensagens do aparelho' }));
    const start = new Date(Date.now() - 30 * 86_400_000);
    const local = new Date(start.getTime() - start.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    // Typed as the app writes it: dd/mm/aaaa and HH:mm.
    type('Importar mensagens a partir de', `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)}`);
    type('Hora \\(Importar mensagens a partir de\\)', local.slice(11));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Fila dos tickets importados/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Suporte' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(closed).toEqual(['closed']));
    expect(api.callsTo('DELETE', '/api/whatsappsession/4')).toHaveLength(1);
    const calls = api.fetch.mock.calls.map(
      ([url, init]) => `${init?.method} ${new URL(String(url), 'http://x').pathname}`,
    );
    expect(calls.indexOf('DELETE /api/whatsappsession/4')).toBeLessThan(calls.indexOf('PUT /api/whatsapp/4'));
    expect(api.callsTo('PUT', '/api/whatsapp/4')[0]?.body).toMatchObject({
      enableImportMessage: true,
      queueIdImportMessages: 2,
      importOldMessages: new Date(local).toISOString(),
    });
    expect(toastMessages()).toContain('Ao importar mensagens a sessão será reiniciada: leia o QR Code novamente.');
  });

  it('points at the fields the API refused', async () => {
    mockApi({
      'GET /api/queue': () => json(200, queues),
      'GET /api/companySettingOne': settings({}),
      'POST /api/whatsapp': () =>
        json(400, {
          error: 'ERR_VALIDATION',
          message: 'Dados inválidos',
          issues: [{ path: 'body.expiresTicketNPS', message: 'expiresTicketNPS' }],
        }),
    });
    renderModal(null);
    await screen.findByRole('heading', { name: 'Adicionar WhatsApp' });
    type('Nome', 'Comercial');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Informe um tempo de expiração da avaliação diferente de zero')).toBeTruthy();
    expect(
      within(screen.getByRole('tablist')).getByRole('tab', { name: 'Avaliações' }).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('shows a web chat connection only its own fields, and one save button on every tab', async () => {
    const stored = connectionFixture({ id: 5, channel: 'webchat', name: 'Site', number: '' });
    mockApi({
      'GET /api/queue': () => json(200, queues),
      'GET /api/companySettingOne': settings({}),
      'GET /api/whatsapp/5': () => json(200, stored),
    });
    renderWithApp(
      <ConnectionSlotsProvider slots={{ WebchatSettings: FakeWebchatSettings }}>
        <ConnectionModal open connectionId={5} channel="webchat" onClose={() => {}} />
      </ConnectionSlotsProvider>,
    );
    expect(((await screen.findByLabelText(/^Nome/)) as HTMLInputElement).value).toBe('Site');
    // WhatsApp's group and history options mean nothing to a web chat.
    expect(screen.queryByLabelText('Permitir grupos')).toBeNull();
    expect(screen.queryByLabelText('Tratar grupos como ticket')).toBeNull();
    expect(screen.queryByLabelText('Importar mensagens do aparelho')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Salvar' })).toHaveLength(1);

    tab('Web chat');
    expect(await screen.findByText('widget of 5')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Salvar' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });

  it('keeps the group options for a WhatsApp connection', async () => {
    mockApi({ 'GET /api/queue': () => json(200, queues), 'GET /api/companySettingOne': settings({}) });
    renderModal(null);
    await screen.findByRole('heading', { name: 'Adicionar WhatsApp' });
    expect(screen.getByLabelText('Permitir grupos')).toBeTruthy();
    expect(screen.getByLabelText('Tratar grupos como ticket')).toBeTruthy();
  });
});
