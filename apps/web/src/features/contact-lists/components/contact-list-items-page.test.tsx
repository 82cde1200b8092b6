import type { ContactListImportAnswer, ContactListItemRecord } from '@chatdesk/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { createFakeSocket } from '../../../test/fake-socket';
import { allPlanFeatures } from '../../../test/fixtures';
import { json, mockApi, renderRoutes, resetApp, signIn } from '../../../test/harness';

const fake = vi.hoisted(() => ({ socket: null as unknown }));
vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => fake.socket }));
const { adminRoutes } = await import('../../../app/routes/admin-routes');
const socket = createFakeSocket();
fake.socket = socket;

const company = { id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z', plan: allPlanFeatures };
const item = (id: number, overrides: Partial<ContactListItemRecord> = {}): ContactListItemRecord => ({
  id,
  contactListId: 4,
  name: `Pessoa ${id}`,
  number: `55119000000${id}`,
  email: '',
  isWhatsappValid: null,
  whatsappCheckedAt: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const listAnswer = { id: 4, name: 'Clientes', contactsCount: 3, updatedAt: '2026-01-01T00:00:00.000Z' };
const itemsRoute = () =>
  json(200, {
    contacts: [item(1, { isWhatsappValid: true }), item(2, { isWhatsappValid: false }), item(3)],
    count: 3,
    hasMore: false,
  });
const openItemsPage = () => renderRoutes(adminRoutes, '/contact-lists/4/contacts');

describe('contact list items page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ company });
  });
  afterEach(resetApp);

  it('shows the WhatsApp check as a labelled green or grey icon, kept live by item updates', async () => {
    mockApi({ 'GET /api/contact-lists/4': () => json(200, listAnswer), 'GET /api/contact-list-items': itemsRoute });
    openItemsPage();
    expect(await screen.findByRole('heading', { name: 'Contatos de Clientes (3)' }, { timeout: 3000 })).toBeTruthy();
    const row = (id: number) => screen.getByTestId(`contact-list-item-row-${id}`);
    expect(within(row(1)).getByRole('img', { name: 'Número válido no WhatsApp' })).toBeTruthy();
    expect(within(row(2)).getByRole('img', { name: 'Número sem WhatsApp' })).toBeTruthy();
    expect(within(row(3)).getByRole('img', { name: 'Número ainda não verificado' })).toBeTruthy();
    socket.deliver('company-3-ContactListItem', { action: 'update', record: item(3, { isWhatsappValid: true }) });
    expect(await within(row(3)).findByRole('img', { name: 'Número válido no WhatsApp' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar às listas' }).getAttribute('href')).toBe('/contact-lists');
  });

  it('asks before importing, shows the percentage of rows and the counts live, then the summary', async () => {
    let finish: (answer: ContactListImportAnswer) => void = () => undefined;
    const api = mockApi({
      'GET /api/contact-lists/4': () => json(200, listAnswer),
      'GET /api/contact-list-items': itemsRoute,
      'POST /api/contact-lists/4/upload': () =>
        new Promise<Response>((resolve) => {
          finish = (answer) => resolve(json(200, answer));
        }),
    });
    openItemsPage();
    await screen.findByTestId('contact-list-item-row-1', undefined, { timeout: 3000 });
    const file = new File(['nome;numero\nAna;5511987654321\n'], 'clientes.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Planilha (.xls, .xlsx ou .csv)'), { target: { files: [file] } });
    const dialog = await screen.findByRole('dialog', { name: 'Importar planilha' });
    expect(within(dialog).getByText('Importar os contatos de clientes.csv para a lista Clientes?')).toBeTruthy();
    expect(api.callsTo('POST', '/api/contact-lists/4/upload')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/contact-lists/4/upload')).toHaveLength(1));
    const sent = api.callsTo('POST', '/api/contact-lists/4/upload')[0]?.body as FormData;
    expect((sent.get('file') as File).name).toBe('clientes.csv');
    // The file on its way: without a percentage until the server says how much has come.
    const sending = await within(dialog).findByRole('progressbar', { name: 'Enviando a planilha…' });
    expect(sending.getAttribute('aria-valuenow')).toBeNull();
    socket.deliver('company-3-ContactListItem', {
      action: 'import-upload',
      contactListId: 4,
      received: 1_000_000,
      total: 4_000_000,
    });
    await waitFor(() =>
      expect(
        within(dialog).getByRole('progressbar', { name: 'Enviando a planilha…' }).getAttribute('aria-valuenow'),
      ).toBe('25'),
    );
    expect(within(dialog).getByTestId('contact-list-import-percent').textContent).toBe('25%');
    const progress = (contactListId: number, processed: number, imported: number) => ({
      action: 'import-progress',
      contactListId,
      processed,
      total: 100_000,
      imported,
      duplicatesInFile: 12,
      duplicatesInList: 6,
      invalidCount: 2,
    });
    socket.deliver('company-3-ContactListItem', progress(4, 0, 0));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Importando…' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    socket.deliver('company-3-ContactListItem', progress(4, 37_499, 37_000));
    expect(await within(dialog).findByText('37.499 de 100.000 linhas')).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('37');
    expect(within(dialog).getByTestId('contact-list-import-percent').textContent).toBe('37%');
    for (const text of [
      'Importados: 37000',
      'Repetidos na planilha: 12',
      'Já estavam na lista: 6',
      'Números inválidos: 2',
    ])
      expect(within(dialog).getByText(text)).toBeTruthy();
    // Another list's progress is not this import's.
    socket.deliver('company-3-ContactListItem', progress(9, 90_000, 90_000));
    expect(within(dialog).getByText('37.499 de 100.000 linhas')).toBeTruthy();
    socket.deliver('company-3-ContactListItem', progress(4, 100_000, 99_980));
    expect(await within(dialog).findByText('100.000 de 100.000 linhas')).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    await act(async () =>
      finish({
        imported: 1480,
        duplicatesInFile: 12,
        duplicatesInList: 6,
        invalidCount: 2,
        invalidRows: [
          { row: 8, number: '123', problem: 'numberTooShort' },
          { row: 15, number: '', problem: 'numberMissing' },
        ],
      }),
    );
    const done = await screen.findByRole('dialog', { name: 'Importação concluída' });
    const summary = within(done).getByTestId('contact-list-import-summary');
    for (const text of [
      'Importados: 1480',
      'Repetidos na planilha: 12',
      'Já estavam na lista: 6',
      'Números inválidos: 2',
      'Linha 8: 123 — número curto demais (mínimo 8 dígitos)',
      'Linha 15: — — sem número',
    ])
      expect(within(summary).getByText(text)).toBeTruthy();
    fireEvent.click(within(done).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("validates a contact with the spec's texts, then adds it to the list", async () => {
    const api = mockApi({
      'GET /api/contact-lists/4': () => json(200, listAnswer),
      'GET /api/contact-list-items': itemsRoute,
      'POST /api/contact-list-items': ({ body }) => json(201, item(9, body as Partial<ContactListItemRecord>)),
    });
    openItemsPage();
    await screen.findByTestId('contact-list-item-row-1', undefined, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar contato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar contato' });
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    fireEvent.change(field(/Nome/), { target: { value: 'B' } });
    fireEvent.change(field(/Número/), { target: { value: '1234' } });
    fireEvent.change(field(/E-mail/), { target: { value: 'errado' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText('Too Short!')).toHaveLength(2);
    expect(within(dialog).getByText('Invalid email')).toBeTruthy();
    expect(api.calls('POST /api/contact-list-items')).toHaveLength(0);
    fireEvent.change(field(/Nome/), { target: { value: 'Bia' } });
    fireEvent.change(field(/Número/), { target: { value: '+55 (11) 98888-7777' } });
    fireEvent.change(field(/E-mail/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.calls('POST /api/contact-list-items')).toEqual([
        { name: 'Bia', number: '5511988887777', email: '', contactListId: 4 },
      ]),
    );
  });

  it('shows a profile user the no-access view instead of the lists and their contacts', async () => {
    mockApi({});
    signIn({ company, profile: 'user' });
    openItemsPage();
    expect(await screen.findByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeTruthy();
    resetApp();
    signIn({ company, profile: 'user' });
    renderRoutes(adminRoutes, '/contact-lists');
    expect(await screen.findAllByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeTruthy();
  });
});
