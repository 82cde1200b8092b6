import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { mockApi, renderRoutes, resetApp, signIn } from '../../../test/harness';
import { windowWidth } from '../../../test/window-width';

// The page is a layout: the list and the conversation stand in as markers (they have tests of their own).
vi.mock('../manager/tickets-manager', async () => {
  const { useNavigate } = await import('react-router');
  return {
    TicketsManager: ({ selectedUuid }: { selectedUuid: string | null }) => {
      const navigate = useNavigate();
      return (
        <section aria-label="ticket list">
          <span>{`selected:${selectedUuid ?? 'none'}`}</span>
          <button type="button" onClick={() => void navigate('/tickets/uuid-2')}>
            open Maria 2
          </button>
        </section>
      );
    },
  };
});
vi.mock('../conversation', () => ({
  ConversationPane: ({ ticketUuid }: { ticketUuid: string }) => <section>{`conversation ${ticketUuid}`}</section>,
}));

const { TicketsPage } = await import('./tickets-page');

function renderPage(path: string) {
  signIn();
  return renderRoutes(
    [
      { path: '/tickets', element: <TicketsPage /> },
      { path: '/tickets/:ticketUuid', element: <TicketsPage /> },
    ],
    path,
  );
}

const list = () => screen.queryByRole('region', { name: 'ticket list' });

describe('TicketsPage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    mockApi({});
  });
  afterEach(() => resetApp());

  it('wide: the list beside the welcome logo while no ticket is selected', async () => {
    windowWidth(1280);
    renderPage('/tickets');
    expect(list()).toBeTruthy();
    expect(screen.getByText('selected:none')).toBeTruthy();
    expect(await screen.findByText('Chatdesk')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText(/^conversation/)).toBeNull();
  });

  it('wide: the list beside the selected ticket, which follows the route', async () => {
    windowWidth(1280);
    renderPage('/tickets/uuid-1');
    expect(screen.getByText('conversation uuid-1')).toBeTruthy();
    expect(screen.getByText('selected:uuid-1')).toBeTruthy();
    expect(screen.queryByText('Chatdesk')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'open Maria 2' }));
    expect(await screen.findByText('conversation uuid-2')).toBeTruthy();
    expect(list()).toBeTruthy();
  });

  it("narrow (< 900 px): tabs 'Ticket' and 'Atendimentos'; without a ticket a prompt leads back to the list", async () => {
    windowWidth(768);
    renderPage('/tickets');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Ticket', 'Atendimentos']);
    expect(screen.getByRole('tab', { name: 'Atendimentos' }).getAttribute('aria-selected')).toBe('true');
    expect(list()).toBeTruthy();
    expect(screen.queryByText('Chatdesk')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Ticket' }));
    expect(list()).toBeNull();
    expect(screen.getByText('Selecione um ticket para iniciar a conversa.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Selecionar Ticket' }));
    expect(list()).toBeTruthy();
  });

  it('narrow: a selected ticket shows on the Ticket tab, and choosing one from the list switches to it', async () => {
    windowWidth(400);
    renderPage('/tickets/uuid-1');
    expect(screen.getByRole('tab', { name: 'Ticket' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('conversation uuid-1')).toBeTruthy();
    expect(list()).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Atendimentos' }));
    fireEvent.click(screen.getByRole('button', { name: 'open Maria 2' }));
    await waitFor(() => expect(screen.getByText('conversation uuid-2')).toBeTruthy());
    expect(screen.getByRole('tab', { name: 'Ticket' }).getAttribute('aria-selected')).toBe('true');
  });

  it('900 px is wide: the list beside the conversation, 300 px wide until 1200 px', () => {
    windowWidth(900);
    renderPage('/tickets/uuid-1');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(list()).toBeTruthy();
    expect(screen.getByText('conversation uuid-1')).toBeTruthy();
  });

  it('a tablet in portrait (768 px) gets the whole width for the conversation, in tabs', () => {
    windowWidth(768);
    renderPage('/tickets/uuid-1');
    expect(screen.getByRole('tab', { name: 'Ticket' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('conversation uuid-1')).toBeTruthy();
    expect(list()).toBeNull();
  });
});
