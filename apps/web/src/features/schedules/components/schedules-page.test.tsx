import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { allPlanFeatures } from '../../../test/fixtures';
import { json, mockApi, renderRoutes, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { scheduleFixture } from '../fixtures';

vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => null }));
const { SchedulesPage } = await import('./schedules-page');

const company = (plan: object, timezone = 'America/Sao_Paulo') => ({
  id: 3,
  name: 'Acme',
  dueDate: '2999-12-31T00:00:00.000Z',
  timezone,
  plan,
});
const maria = { id: 5, name: 'Maria Souza', number: '5511999990000' };

describe('schedules page', () => {
  beforeEach(async () => {
    // Only Date is faked: 2030-01-10 12:00 UTC is 09:00 in São Paulo.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-10T12:00:00.000Z'));
    await i18n.changeLanguage('pt-BR');
    signIn({ company: company(allPlanFeatures) });
  });
  afterEach(() => {
    vi.useRealTimers();
    resetApp();
  });

  it("shows the month's schedules at the company's clock with edit and delete icons, and switches views", async () => {
    const api = mockApi({
      'GET /api/schedules': () =>
        json(200, {
          schedules: [scheduleFixture(), scheduleFixture({ id: 2, contact: { ...maria, id: 6, name: 'João Lima' } })],
          hasMore: false,
        }),
    });
    renderWithApp(<SchedulesPage />, '/schedules');
    expect(await screen.findByTestId('schedule-event-1', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar agendamento de Maria Souza' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Excluir agendamento de João Lima' })).toBeTruthy();
    const [call] = api.callsTo('GET', '/api/schedules');
    // January 2030 on the company clock, with a week's margin either side.
    expect(call?.search.get('from')).toBe('2029-12-25T03:00:00.000Z');
    expect(call?.search.get('to')).toBe('2030-02-08T03:00:00.000Z');
    for (const view of ['Semana', 'Dia', 'Agenda', 'Mês'])
      expect(screen.getByRole('button', { name: view })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agenda' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/schedules').at(-1)?.search.get('from')).toBe('2030-01-10T03:00:00.000Z'),
    );
    // The agenda lists the event's time on the company's clock (09:00), whatever the browser's zone.
    expect(await screen.findAllByText('09:00')).toHaveLength(2);
  });

  it('?contactId opens the create dialog for that contact, proposing now plus 1 hour, validates, posts, then uploads the picture', async () => {
    const api = mockApi({
      'GET /api/schedules': () => json(200, { schedules: [], hasMore: false }),
      'GET /api/contacts/5': () => json(200, maria),
      'GET /api/whatsapp': () => json(200, []),
      'POST /api/schedules': (call) => json(201, scheduleFixture({ ...(call.body as object), id: 9 })),
      'POST /api/schedules/9/media-upload': () =>
        json(200, scheduleFixture({ id: 9, mediaPath: '/public/3/a.png', mediaName: 'foto.png' })),
    });
    const router = renderRoutes([{ path: '/schedules', element: <SchedulesPage /> }], '/schedules?contactId=5');
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    expect((within(dialog).getByRole('combobox', { name: 'Contato' }) as HTMLInputElement).value).toBe(
      'Maria Souza - 5511999990000',
    );
    const sendAt = within(dialog).getByLabelText(/Data de envio/) as HTMLInputElement;
    expect(sendAt.value).toBe('2030-01-10T10:00');

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mensagem' }), { target: { value: 'Oi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Mensagem muito curta')).toBeTruthy();
    fireEvent.change(sendAt, { target: { value: '2030-01-10T08:00' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mensagem' }), {
      target: { value: 'Olá {{name}}, tudo certo?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('A data de envio deve estar no futuro.')).toBeTruthy();
    expect(api.calls('POST /api/schedules')).toEqual([]);

    fireEvent.change(sendAt, { target: { value: '2030-01-11T14:30' } });
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByTestId('schedule-file'), { target: { files: [picture] } });
    expect(within(dialog).getByTestId('schedule-attachment').textContent).toBe('foto.png');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.calls('POST /api/schedules')).toEqual([
        expect.objectContaining({
          body: 'Olá {{name}}, tudo certo?',
          contactId: 5,
          sendAt: '2030-01-11T17:30:00.000Z',
          openTicket: 'disabled',
          intervalo: 1,
          valorIntervalo: 0,
          enviarQuantasVezes: 1,
          tipoDias: 4,
        }),
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [upload] = api.calls('POST /api/schedules/9/media-upload') as FormData[];
    expect((upload?.get('file') as File | undefined)?.name).toBe('foto.png');
    expect(toastMessages()).toContain('Agendamento salvo com sucesso!');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/schedules');
  });

  it('edits a waiting schedule with its recurrence, shows a sent one read-only, and deletes after confirming', async () => {
    const sent = scheduleFixture({
      id: 2,
      contact: { ...maria, id: 6, name: 'João Lima' },
      status: 'ENVIADA',
      sentAt: '2030-01-05T12:00:00.000Z',
    });
    const api = mockApi({
      'GET /api/schedules': () => json(200, { schedules: [scheduleFixture(), sent], hasMore: false }),
      'GET /api/whatsapp': () => json(200, []),
      'PUT /api/schedules/1': (call) => json(200, scheduleFixture(call.body as object)),
      'DELETE /api/schedules/1': () => json(204, undefined),
    });
    renderWithApp(<SchedulesPage />, '/schedules');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Editar agendamento de Maria Souza' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar agendamento' });
    expect((within(dialog).getByLabelText(/Data de envio/) as HTMLInputElement).value).toBe('2030-01-15T09:00');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Valor do intervalo' }), {
      target: { value: '2' },
    });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Enviar quantas vezes' }), {
      target: { value: '3' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/schedules/1')).toEqual([
        expect.objectContaining({ sendAt: '2030-01-15T12:00:00.000Z', valorIntervalo: 2, enviarQuantasVezes: 3 }),
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Editar agendamento de João Lima' }));
    const view = await screen.findByRole('dialog', { name: 'Agendamento enviado' });
    expect(within(view).getByText(/não pode mais ser alterado/)).toBeTruthy();
    expect((within(view).getByRole('textbox', { name: 'Mensagem' }) as HTMLTextAreaElement).disabled).toBe(true);
    expect(within(view).queryByRole('button', { name: 'Salvar' })).toBeNull();
    fireEvent.click(within(view).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Excluir agendamento de Maria Souza' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir agendamento?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/schedules/1')).toHaveLength(1));
    await waitFor(() => expect(toastMessages()).toContain('Agendamento excluído com sucesso!'));
  });

  it('sends a plan without useSchedules home after a second, saying why', async () => {
    vi.useRealTimers();
    mockApi({});
    signIn({ company: company({ ...allPlanFeatures, useSchedules: false }) });
    const router = renderRoutes(
      [
        { path: '/schedules', element: <SchedulesPage /> },
        { path: '/', element: <p>home</p> },
      ],
      '/schedules',
    );
    expect(toastMessages()).toContain(
      'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 2000 });
  });
});
