import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { session } from '../../../lib/session';
import { type ApiCall, json, mockApi, renderRoutes, resetApp, signIn, toastMessages } from '../../../test/harness';
import { ticketFixture } from '../fixtures';
import { ticketUserOf } from '../lib/session-user';
import { NewTicketModal } from './new-ticket-modal';

const queues = [
  { id: 1, name: 'Vendas', color: '#ff0000' },
  { id: 2, name: 'Suporte', color: '#00ff00' },
];
const maria = { id: 11, name: 'Maria Souza', number: '5511999990000', channel: 'whatsapp' };

/** The modal as the manager opens it; closing it shows a marker, so a test sees it was closed. */
function Harness() {
  const state = session.getState();
  const [open, setOpen] = useState(true);
  if (state.status !== 'authenticated') return null;
  return (
    <>
      {!open && <p>modal closed</p>}
      <NewTicketModal open={open} user={ticketUserOf(state.user)} onClose={() => setOpen(false)} />
    </>
  );
}

function renderModal(user: Record<string, unknown> = {}) {
  signIn({ queues, whatsappId: 5, ...user } as Parameters<typeof signIn>[0]);
  return renderRoutes(
    [
      { path: '/tickets', element: <Harness /> },
      { path: '/tickets/:uuid', element: <p>conversation</p> },
    ],
    '/tickets',
  );
}

/** GET /contacts answers Maria for any search; GET /whatsapp the company's connections. */
function referenceApi(routes: Record<string, (call: ApiCall) => Response> = {}) {
  return mockApi({
    'GET /api/contacts': () => json(200, { contacts: [maria], hasMore: false, count: 1 }),
    'GET /api/whatsapp': () =>
      json(200, [
        { id: 4, name: 'Loja' },
        { id: 5, name: 'Principal' },
      ]),
    ...routes,
  });
}

const dialog = () => screen.findByRole('dialog', { name: 'Criar Ticket' });
const createButton = (modal: HTMLElement) => within(modal).getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;

async function chooseMaria(modal: HTMLElement) {
  const field = within(modal).getByLabelText('Contato');
  field.focus();
  fireEvent.change(field, { target: { value: 'Mar' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Maria Souza - 5511999990000' }, { timeout: 3000 }));
}

async function chooseQueue(modal: HTMLElement, name: string) {
  fireEvent.mouseDown(within(modal).getByRole('combobox', { name: /Fila/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

const otherOpenTicket = (details: Record<string, unknown>) => () =>
  json(409, { error: 'ERR_OTHER_OPEN_TICKET', message: 'Já existe um ticket aberto para este contato.', details });

describe('NewTicketModal', () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(() => resetApp());

  it('searches contacts from 3 characters, preselects the user connection, and creates only with a contact', async () => {
    const api = referenceApi();
    renderModal();
    const modal = await dialog();
    expect(createButton(modal).disabled).toBe(true);
    await waitFor(() => expect(within(modal).getByRole('combobox', { name: /Conexão/ }).textContent).toBe('Principal'));

    const field = within(modal).getByLabelText('Contato');
    field.focus();
    fireEvent.change(field, { target: { value: 'Ma' } });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.callsTo('GET', '/api/contacts')).toHaveLength(0);

    await chooseMaria(modal);
    expect(api.callsTo('GET', '/api/contacts').map((call) => call.search.get('searchParam'))).toEqual(['Mar']);
    expect(createButton(modal).disabled).toBe(false);
  }, 60_000);

  it("demands a queue ('Selecione uma fila'), then creates the open ticket and opens it", async () => {
    const api = referenceApi({ 'POST /api/tickets': () => json(201, ticketFixture({ id: 30, status: 'open' })) });
    const router = renderModal();
    const modal = await dialog();
    await chooseMaria(modal);
    fireEvent.click(createButton(modal));
    expect(await within(modal).findByText('Selecione uma fila')).toBeTruthy();
    expect(api.calls('POST /api/tickets')).toEqual([]);

    await chooseQueue(modal, 'Suporte');
    expect(within(modal).queryByText('Selecione uma fila')).toBeNull();
    fireEvent.click(createButton(modal));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets/uuid-30'));
    expect(api.calls('POST /api/tickets')).toEqual([
      { contactId: 11, queueId: 2, whatsappId: 5, userId: 7, status: 'open' },
    ]);
  }, 60_000);

  it('preselects the only queue and sends the connection chosen instead of the default one', async () => {
    const api = referenceApi({ 'POST /api/tickets': () => json(201, ticketFixture({ id: 31, status: 'open' })) });
    renderModal({ queues: [queues[0]] });
    const modal = await dialog();
    await chooseMaria(modal);
    fireEvent.mouseDown(within(modal).getByRole('combobox', { name: /Conexão/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Loja' }));
    fireEvent.click(createButton(modal));
    await waitFor(() =>
      expect(api.calls('POST /api/tickets')).toEqual([
        { contactId: 11, queueId: 1, whatsappId: 4, userId: 7, status: 'open' },
      ]),
    );
  }, 60_000);

  it("opens the user's own active ticket when the contact already has one", async () => {
    referenceApi({
      'POST /api/tickets': otherOpenTicket({
        id: 8,
        uuid: 'mine',
        status: 'open',
        userId: 7,
        user: { name: 'Ana' },
        queue: { name: 'Vendas' },
      }),
    });
    const router = renderModal({ queues: [queues[0]] });
    const modal = await dialog();
    await chooseMaria(modal);
    fireEvent.click(createButton(modal));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets/mine'));
    expect(screen.queryByRole('dialog', { name: 'Ticket já aberto' })).toBeNull();
    expect(toastMessages()).toEqual([]);
  }, 60_000);

  it.each([
    {
      holder: { status: 'open', userId: 9, user: { name: 'Bruno' }, queue: { name: 'Suporte' } },
      text: 'Já existe um ticket aberto para este contato com Bruno na fila Suporte.',
    },
    {
      holder: { status: 'pending', userId: null, user: null, queue: { name: 'Vendas' } },
      text: 'Já existe um ticket aguardando atendimento para este contato na fila Vendas.',
    },
  ])(
    "names who holds the contact's ticket, or that it is waiting ($holder.status)",
    async ({ holder, text }) => {
      referenceApi({ 'POST /api/tickets': otherOpenTicket({ id: 8, uuid: 'theirs', ...holder }) });
      const router = renderModal({ queues: [queues[0]] });
      const modal = await dialog();
      await chooseMaria(modal);
      fireEvent.click(createButton(modal));
      const info = await screen.findByRole('dialog', { name: 'Ticket já aberto' });
      expect(info.textContent).toContain(text);
      expect(router.state.location.pathname).toBe('/tickets');
      expect(screen.getByText('modal closed')).toBeTruthy();
      expect(toastMessages()).toEqual([]);
    },
    60_000,
  );

  it('shows any other refusal through the generic handler and keeps the modal open', async () => {
    referenceApi({
      'POST /api/tickets': () => json(404, { error: 'ERR_NO_DEF_WAPP_FOUND', message: 'x' }),
      'GET /api/whatsapp': () => json(200, []),
    });
    renderModal({ queues: [queues[0]], whatsappId: null });
    const modal = await dialog();
    await chooseMaria(modal);
    fireEvent.click(createButton(modal));
    await waitFor(() =>
      expect(toastMessages()).toEqual(['Nenhuma conexão padrão encontrada. Verifique a página de conexões.']),
    );
    expect(screen.getByRole('dialog', { name: 'Criar Ticket' })).toBeTruthy();
  }, 60_000);
});
