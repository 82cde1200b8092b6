import type { TicketAnswer } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../../i18n';
import { allPlanFeatures } from '../../../../../test/fixtures';
import { json, mockApi, renderRoutes, renderWithApp, resetApp, signIn } from '../../../../../test/harness';
import { ticketFixture } from '../../fixtures';
import { TicketActionButtons } from './ticket-action-buttons';

type UserChanges = Parameters<typeof signIn>[0];
const attendant = { profile: 'user', userClosePendingTicket: 'disabled', showDashboard: 'disabled' } as UserChanges;

/** The labelled buttons in the header (the '⋮' button has only an aria-label) and the menu's items. */
function render(status: TicketAnswer['status'], user: UserChanges = {}, compact = false) {
  signIn(user);
  mockApi({});
  renderWithApp(
    <TicketActionButtons ticket={ticketFixture({ status })} compact={compact} onExportPdf={() => undefined} />,
  );
  const buttons = screen
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter(Boolean);
  fireEvent.click(screen.getByRole('button', { name: 'Mais opções' }));
  const menu = within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  return { buttons, menu };
}

describe('conversation header buttons', () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(resetApp);

  it('pending, for an admin: accept, ignore and resolve', () => {
    expect(render('pending').buttons).toEqual(['Aceitar', 'Ignorar', 'Resolver']);
  });

  it('pending, for an attendant without userClosePendingTicket nor showDashboard: accept only', () => {
    expect(render('pending', attendant).buttons).toEqual(['Aceitar']);
  });

  it('pending, for an attendant with userClosePendingTicket: accept and ignore, but no resolve', () => {
    expect(render('pending', { ...attendant, userClosePendingTicket: 'enabled' } as UserChanges).buttons).toEqual([
      'Aceitar',
      'Ignorar',
    ]);
  });

  it('pending, for an attendant with showDashboard: accept and resolve', () => {
    expect(render('pending', { ...attendant, showDashboard: 'enabled' } as UserChanges).buttons).toEqual([
      'Aceitar',
      'Resolver',
    ]);
  });

  it('open: return and resolve, transfer in the menu', () => {
    const { buttons, menu } = render('open', attendant);
    expect(buttons).toEqual(['Retornar', 'Resolver']);
    expect(menu).toContain('Transferir');
  });

  it('closed: reopen only, and no transfer', () => {
    const { buttons, menu } = render('closed');
    expect(buttons).toEqual(['Reabrir']);
    expect(menu).not.toContain('Transferir');
  });

  it('delete is offered with ticket-options:deleteTicket (admins)', () => {
    expect(render('open').menu).toEqual(['Transferir', 'Logs do ticket', 'Exportar PDF', 'Deletar']);
  });

  it('no delete without ticket-options:deleteTicket (attendants)', () => {
    expect(render('open', attendant).menu).toEqual(['Transferir', 'Logs do ticket', 'Exportar PDF']);
  });

  it('compact (a narrow conversation): the status buttons move into the menu, first', () => {
    const { buttons, menu } = render('open', attendant, true);
    expect(buttons).toEqual([]);
    expect(menu).toEqual(['Retornar', 'Resolver', 'Transferir', 'Logs do ticket', 'Exportar PDF']);
  });

  it("'Agendar mensagem' opens the schedule dialog for the ticket's contact when the plan has useSchedules", () => {
    const company = { id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z' };
    expect(
      render('open', { company: { ...company, plan: { ...allPlanFeatures, useSchedules: false } } }).menu,
    ).not.toContain('Agendar mensagem');
    resetApp();
    signIn({ company: { ...company, plan: allPlanFeatures } });
    mockApi({});
    const ticket = ticketFixture({ status: 'open' });
    const router = renderRoutes(
      [
        { path: '/tickets', element: <TicketActionButtons ticket={ticket} onExportPdf={() => undefined} /> },
        { path: '/schedules', element: <p>schedules</p> },
      ],
      '/tickets',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mais opções' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Agendar mensagem' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/schedules?contactId=${ticket.contactId}`,
    );
  });

  it('toggle integration: only for a ticket an integration or a prompt answers, saying what it does in each state, with PUT /tickets/{id} {useIntegration}', async () => {
    signIn(attendant);
    const api = mockApi({
      'PUT /api/tickets/3': ({ body }) =>
        json(200, ticketFixture({ id: 3, status: 'pending', integrationId: 4, ...(body as object) })),
    });
    const menuOf = (ticket: TicketAnswer) => {
      const view = renderWithApp(<TicketActionButtons ticket={ticket} onExportPdf={() => undefined} />);
      fireEvent.click(screen.getByRole('button', { name: 'Mais opções' }));
      return view;
    };

    const byIntegration = menuOf(ticketFixture({ id: 3, status: 'pending', integrationId: 4, useIntegration: true }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Desativar integração' }));
    await waitFor(() => expect(api.calls('PUT /api/tickets/3')).toEqual([{ useIntegration: false }]));
    byIntegration.unmount();

    const turnedOff = menuOf(ticketFixture({ id: 3, status: 'pending', integrationId: 4, useIntegration: false }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Ativar integração' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/tickets/3')).toEqual([{ useIntegration: false }, { useIntegration: true }]),
    );
    turnedOff.unmount();

    const byPrompt = menuOf(ticketFixture({ id: 3, status: 'open', promptId: 8, useIntegration: true }));
    expect(screen.getByRole('menuitem', { name: 'Desativar integração' })).toBeTruthy();
    byPrompt.unmount();

    menuOf(ticketFixture({ id: 3, status: 'open', useIntegration: true }));
    expect(screen.queryByRole('menuitem', { name: /integração/ })).toBeNull();
  });
});
