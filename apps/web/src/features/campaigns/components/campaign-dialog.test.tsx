import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { chooseOption } from '../../../test/interactions';
import { campaignCompany, campaignFixture } from '../fixtures';

vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => null }));
const { CampaignDialog } = await import('./campaign-dialog');

const references = {
  'GET /api/whatsapp': () => json(200, [{ id: 2, name: 'Vendas' }]),
  'GET /api/contact-lists/list': () => json(200, [{ id: 4, name: 'Clientes VIP' }]),
  'GET /api/queue': () => json(200, [{ id: 6, name: 'Comercial' }]),
  'GET /api/users/list': () => json(200, [{ id: 9, name: 'Ana Lima' }]),
  'GET /api/campaign-settings': () =>
    json(200, [
      { key: 'messageInterval', value: 20 },
      { key: 'variables', value: [{ key: 'cupom', value: 'BLACK10' }] },
    ]),
};
const field = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole('textbox', { name });
const hoursAhead = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('campaign dialog', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ profile: 'admin', company: campaignCompany() });
  });
  afterEach(resetApp);

  it('shows every problem at once and keeps the ticket fields disabled while openTicket is disabled', async () => {
    const api = mockApi(references);
    renderWithApp(<CampaignDialog campaign={null} timeZone="America/Sao_Paulo" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Nova campanha' });
    expect(await within(dialog).findByText(/\{nome\}, \{numero\}, \{email\}, \{cupom\}/)).toBeTruthy();
    for (const name of ['Status do ticket', 'Fila'])
      expect(within(dialog).getByRole('combobox', { name }).getAttribute('aria-disabled')).toBe('true');
    expect((within(dialog).getByRole('combobox', { name: 'Usuário' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // Name, connection, contact list and the first message.
    expect(await within(dialog).findAllByText('Obrigatório')).toHaveLength(4);
    fireEvent.change(field(dialog, /^Nome/), { target: { value: 'B' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Muito curto!')).toBeTruthy();
    expect(api.callsTo('POST', '/api/campaigns')).toHaveLength(0);
  });

  it('searches the ticket user from 3 letters, asks for a queue with a user, then saves and uploads the file', async () => {
    const api = mockApi({
      ...references,
      'POST /api/campaigns': (call) => json(201, campaignFixture({ ...(call.body as object), id: 5 })),
      'POST /api/campaigns/5/media-upload': () => json(200, campaignFixture({ id: 5, mediaName: 'oferta.png' })),
    });
    const draft = campaignFixture({ id: 0, name: 'Black Friday', message1: 'Olá {nome}!' });
    renderWithApp(<CampaignDialog campaign={null} timeZone="America/Sao_Paulo" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Nova campanha' });
    fireEvent.change(field(dialog, /^Nome/), { target: { value: draft.name } });
    await chooseOption(dialog, 'Conexão', 'Vendas');
    await chooseOption(dialog, 'Lista de contatos', 'Clientes VIP');
    fireEvent.change(field(dialog, /^Mensagem 1/), { target: { value: draft.message1 } });
    await chooseOption(dialog, 'Abrir ticket', 'Habilitado');
    const user = within(dialog).getByRole('combobox', { name: 'Usuário' });
    fireEvent.change(user, { target: { value: 'An' } });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.callsTo('GET', '/api/users/list')).toHaveLength(0);
    fireEvent.change(user, { target: { value: 'Ana' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Ana Lima' }, { timeout: 3000 }));
    expect(api.callsTo('GET', '/api/users/list')[0]?.search.get('searchParam')).toBe('Ana');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe o setor')).toBeTruthy();
    await chooseOption(dialog, 'Fila', 'Comercial');
    await chooseOption(dialog, 'Status do ticket', 'Pendente');
    const file = new File(['png'], 'oferta.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('campaign-file'), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/campaigns/5/media-upload')).toHaveLength(1));
    expect(api.calls('POST /api/campaigns')[0]).toMatchObject({
      name: 'Black Friday',
      whatsappId: 2,
      contactListId: 4,
      tagListId: null,
      message1: 'Olá {nome}!',
      scheduledAt: null,
      openTicket: 'enabled',
      userId: 9,
      queueId: 6,
      statusTicket: 'pending',
    });
    await waitFor(() => expect(toastMessages()).toContain('Campanha salva'));
  });

  it('asks for the first confirmation variant when confirmation is on, on its own tab', async () => {
    mockApi(references);
    renderWithApp(
      <CampaignDialog campaign={campaignFixture()} timeZone="America/Sao_Paulo" onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar campanha' });
    const confirmations = within(dialog).getByRole('tab', { name: 'Confirmações' });
    expect((confirmations as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Confirmação' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('textbox', { name: /^Mensagem de confirmação 1/ })).toBeTruthy();
    expect(within(dialog).getByText('Obrigatório')).toBeTruthy();
  });

  it.each([
    ['EM_ANDAMENTO', null, true],
    ['FINALIZADA', null, true],
    ['PROGRAMADA', 0.5, true],
    ['PROGRAMADA', 2, false],
    ['INATIVA', null, false],
    ['CANCELADA', null, false],
  ] as const)('a %s campaign (scheduled in %s h) is read-only: %s', async (status, hours, readOnly) => {
    mockApi(references);
    const campaign = campaignFixture({ status, scheduledAt: hours === null ? null : hoursAhead(hours) });
    renderWithApp(<CampaignDialog campaign={campaign} timeZone="America/Sao_Paulo" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: readOnly ? 'Campanha' : 'Editar campanha' });
    expect((field(dialog, /^Nome/) as HTMLInputElement).disabled).toBe(readOnly);
    expect((field(dialog, /^Mensagem 1/) as HTMLTextAreaElement).disabled).toBe(readOnly);
    expect(within(dialog).queryByRole('button', { name: 'Salvar' }) === null).toBe(readOnly);
    expect(within(dialog).queryByText(/Esta campanha não pode mais ser alterada/) !== null).toBe(readOnly);
    if (status === 'CANCELADA') expect(within(dialog).getByText(/Campanha cancelada/)).toBeTruthy();
  });
});
