import type { ScheduleEntryInput } from '@chatdesk/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { settingsFixture } from '../fixtures';
import type { CompanyScheduleFormProps } from './schedules-tab';
import { SettingsPage } from './settings-page';

const monday: ScheduleEntryInput = {
  weekday: 'Segunda-feira',
  weekdayEn: 'monday',
  startTimeA: '09:00',
  endTimeA: '12:00',
  startTimeB: '13:00',
  endTimeB: '18:00',
};

/** Stands in for the queues area's weekday form, which the app layer composes in. */
function FakeScheduleForm({ initialValue, onSubmit }: CompanyScheduleFormProps) {
  return (
    <button type="button" onClick={() => onSubmit([...initialValue, monday])}>
      save week ({initialValue.length})
    </button>
  );
}

const select = (name: RegExp | string) => screen.getByRole('combobox', { name });
const message = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

function choose(name: RegExp | string, option: string) {
  fireEvent.mouseDown(select(name));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

function renderSettings(
  settings = settingsFixture(),
  extra: Record<string, Parameters<typeof mockApi>[0][string]> = {},
) {
  let current = settings;
  const api = mockApi({
    'GET /api/companySettings/3': () => json(200, current),
    'PUT /api/companySettings': ({ body }) => {
      const { column, data, message: text } = body as { column: string; data: unknown; message?: string };
      current = { ...current, [column]: data };
      if (column === 'sendGreetingAccepted' && text !== undefined) current.greetingAcceptedMessage = text;
      return json(200, current);
    },
    ...extra,
  });
  renderWithApp(
    <SettingsPage
      ScheduleForm={FakeScheduleForm}
      extraTabs={[{ id: 'companies', permission: 'companies:manage', element: <p>companies tab</p> }]}
    />,
  );
  return api;
}

describe('settings page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
  });
  afterEach(resetApp);

  it('offers every company option and saves each change with the spec toast', async () => {
    signIn({ profile: 'admin' });
    const api = renderSettings();
    await screen.findByRole('combobox', { name: 'Avaliações' });
    // 17 options; the LGPD details appear only with LGPD on.
    expect(screen.getAllByRole('combobox')).toHaveLength(17);
    expect(select('Agendamento de Expediente').textContent).toBe('Desabilitado');
    expect(select('Tipo do Bot').textContent).toBe('Texto');

    choose('Avaliações', 'Habilitado');
    await waitFor(() => expect(toastMessages()).toContain('Operação atualizada com sucesso.'));
    choose('Fechar ticket ao transferir para outra fila', 'Habilitado');
    await waitFor(() => expect(api.callsTo('PUT', '/api/companySettings')).toHaveLength(2));
    expect(api.callsTo('PUT', '/api/companySettings').map((call) => call.body)).toEqual([
      { column: 'userRating', data: 'enabled' },
      { column: 'closeTicketOnTransfer', data: true },
    ]);

    choose('Habilitar tratamento LGPD', 'Habilitado');
    await screen.findByRole('combobox', { name: 'Ofuscar número telefone para usuários' });
    expect(screen.getByRole('textbox', { name: 'Link da política de privacidade' })).toBeTruthy();
  });

  it('makes the message texts required by their options, and never saves an empty required text', async () => {
    signIn({ profile: 'admin' });
    const api = renderSettings(
      settingsFixture({ sendMsgTransfTicket: 'enabled', acceptCallWhatsapp: 'disabled', sendQueuePosition: 'enabled' }),
    );
    await screen.findByRole('combobox', { name: 'Avaliações' });

    const transfer = message(/^Mensagem de transferência - \{\{queue\}\} = fila destino/);
    expect(transfer.required).toBe(true);
    expect(transfer.getAttribute('aria-invalid')).toBe('true');
    expect(message(/^Mensagem para informar que não aceita ligações/).required).toBe(true);
    expect(message(/^Mensagem de posição na fila/).required).toBe(true);
    expect(message(/^Mensagem de Saudação ao aceitar ticket/).required).toBe(false);
    expect(screen.getAllByText('Obrigatório')).toHaveLength(3);

    fireEvent.blur(transfer);
    expect(api.callsTo('PUT', '/api/companySettings')).toHaveLength(0);

    fireEvent.change(transfer, { target: { value: 'Transferido para {{queue}}' } });
    fireEvent.blur(transfer);
    await waitFor(() => expect(api.callsTo('PUT', '/api/companySettings')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/companySettings')[0]?.body).toEqual({
      column: 'transferMessage',
      data: 'Transferido para {{queue}}',
    });
    expect(screen.getAllByText('Obrigatório')).toHaveLength(2);
  });

  it('holds an option that needs its message until the text is written, then saves both together', async () => {
    signIn({ profile: 'admin' });
    const api = renderSettings();
    await screen.findByRole('combobox', { name: 'Avaliações' });
    expect(message(/^Mensagem de Saudação ao aceitar ticket/).required).toBe(false);

    choose('Enviar saudação ao aceitar o ticket', 'Habilitado');
    expect(screen.getByText('Escreva a mensagem desta opção para salvá-la')).toBeTruthy();
    const greeting = message(/^Mensagem de Saudação ao aceitar ticket/);
    expect(greeting.required).toBe(true);
    expect(api.callsTo('PUT', '/api/companySettings')).toHaveLength(0);

    fireEvent.change(greeting, { target: { value: 'Olá, {{name}}!' } });
    fireEvent.blur(greeting);
    await waitFor(() => expect(api.callsTo('PUT', '/api/companySettings')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/companySettings')[0]?.body).toEqual({
      column: 'sendGreetingAccepted',
      data: 'enabled',
      message: 'Olá, {{name}}!',
    });
    await waitFor(() => expect(screen.queryByText('Escreva a mensagem desta opção para salvá-la')).toBeNull());
    expect(select('Enviar saudação ao aceitar o ticket').textContent).toBe('Habilitado');
  });

  it("shows the schedules tab only when scheduleType is 'company' and saves the company week", async () => {
    signIn({ profile: 'admin' });
    const api = renderSettings(settingsFixture({ scheduleType: 'queue' }), {
      'GET /api/companies/3': () => json(200, { id: 3, name: 'Acme', schedules: [] }),
      'PUT /api/companies/3/schedules': ({ body }) => json(200, { id: 3, ...(body as object) }),
    });
    await screen.findByRole('combobox', { name: 'Avaliações' });
    expect(screen.queryByRole('tab', { name: 'Horários' })).toBeNull();

    choose('Agendamento de Expediente', 'Gerenciamento por Empresa');
    fireEvent.click(await screen.findByRole('tab', { name: 'Horários' }));
    fireEvent.click(await screen.findByRole('button', { name: 'save week (0)' }));

    await waitFor(() => expect(toastMessages()).toContain('Horários atualizados com sucesso.'));
    expect(api.callsTo('PUT', '/api/companies/3/schedules')[0]?.body).toEqual({ schedules: [monday] });
  });

  it("shows the super user's tabs to the super user only", async () => {
    signIn({ profile: 'admin' });
    renderSettings();
    await screen.findByRole('tab', { name: 'Opções' });
    expect(screen.queryByRole('tab', { name: 'Empresas' })).toBeNull();
    cleanup();
    resetApp();

    signIn({ profile: 'admin', super: true });
    renderSettings();
    fireEvent.click(await screen.findByRole('tab', { name: 'Empresas' }));
    expect(await screen.findByText('companies tab')).toBeTruthy();
  });
});
