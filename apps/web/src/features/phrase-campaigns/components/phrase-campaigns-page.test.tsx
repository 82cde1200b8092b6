import type { PhraseCampaignAnswer } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { FakeFlowSelect } from '../../../test/fake-flow-select';
import { allPlanFeatures } from '../../../test/fixtures';
import { json, mockApi, renderRoutes, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { chooseOption } from '../../../test/interactions';
import { PhraseCampaignsPage } from './phrase-campaigns-page';

const company = (plan: object) => ({ id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z', plan });
const campaign = (overrides: Partial<PhraseCampaignAnswer> = {}): PhraseCampaignAnswer => ({
  id: 4,
  name: 'Promoção',
  flowId: 2,
  whatsappId: null,
  phrase: 'quero desconto',
  status: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const page = <PhraseCampaignsPage FlowSelect={FakeFlowSelect} />;
const connections = () => json(200, [{ id: 8, name: 'Loja' }]);

describe('phrase campaigns page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ company: company(allPlanFeatures) });
  });
  afterEach(resetApp);

  it('lists the campaigns with their status', async () => {
    mockApi({
      'GET /api/flowcampaign': () =>
        json(200, { flow: [campaign(), campaign({ id: 5, name: 'Inverno', status: false })] }),
    });
    renderWithApp(page);
    expect(screen.getByRole('heading', { name: 'Campanhas' })).toBeTruthy();
    expect(within(await screen.findByTestId('phrase-campaign-row-4')).getByText('Ativo')).toBeTruthy();
    expect(within(screen.getByTestId('phrase-campaign-row-5')).getByText('Desativado')).toBeTruthy();
  });

  it('flags the required fields red, flags the missing connection without blocking, and creates a campaign', async () => {
    const api = mockApi({
      'GET /api/flowcampaign': () => json(200, { flow: [] }),
      'GET /api/whatsapp': connections,
      'POST /api/flowcampaign': () => json(201, campaign()),
    });
    renderWithApp(page);
    fireEvent.click(screen.getByRole('button', { name: 'Campanha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova campanha com fluxo por frase' });
    const whatsapp = within(dialog).getByRole('combobox', { name: 'Conexão' });
    expect(whatsapp.textContent).toBe('Todas as conexões');
    const hint = within(dialog).getByText('Sem conexão escolhida, a frase vale para todas as conexões.');
    expect(hint.className).toMatch(/Mui-error/);
    expect((within(dialog).getByRole('switch', { name: 'Ativo' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(within(dialog).getByText('Digite um nome!')).toBeTruthy();
    expect(within(dialog).getByText('flow error: Obrigatório')).toBeTruthy();
    const phrase = within(dialog).getByRole('textbox', { name: /^Frase/ });
    expect(phrase.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('textbox', { name: /^Nome/ }).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/flowcampaign')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nome/ }), { target: { value: 'Promoção' } });
    fireEvent.change(within(dialog).getByLabelText(/^Fluxo/), { target: { value: '5' } });
    fireEvent.change(phrase, { target: { value: 'quero desconto' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(api.calls('POST /api/flowcampaign')).toEqual([
        { name: 'Promoção', flowId: 5, whatsappId: null, phrase: 'quero desconto', status: true },
      ]),
    );
    await waitFor(() => expect(toastMessages()).toContain('Frase criada com sucesso!'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a campaign: connection, status, and PUT with its id', async () => {
    const api = mockApi({
      'GET /api/flowcampaign': () => json(200, { flow: [campaign()] }),
      // The dialog reads the campaign as it is now: another admin changed its phrase.
      'GET /api/flowcampaign/4': () => json(200, campaign({ phrase: 'cupom' })),
      'GET /api/whatsapp': connections,
      'PUT /api/flowcampaign': () => json(200, campaign({ whatsappId: 8, status: false })),
    });
    renderWithApp(page);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar: Promoção' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar campanha com fluxo por frase' });
    expect(((await within(dialog).findByLabelText(/^Fluxo/)) as HTMLSelectElement).value).toBe('2');
    await chooseOption(dialog, 'Conexão', 'Loja');
    expect(within(dialog).queryByText('Sem conexão escolhida, a frase vale para todas as conexões.')).toBeNull();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Ativo' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/flowcampaign')).toEqual([
        { id: 4, name: 'Promoção', flowId: 2, whatsappId: 8, phrase: 'cupom', status: false },
      ]),
    );
    await waitFor(() => expect(toastMessages()).toContain('Frase alterada com sucesso!'));
  });

  it('closes the dialog and reloads the list when the campaign was deleted meanwhile', async () => {
    let rows = [campaign()];
    const api = mockApi({
      'GET /api/flowcampaign': () => json(200, { flow: rows }),
      'GET /api/flowcampaign/4': () => {
        rows = [];
        return json(404, { error: 'ERR_NO_PHRASE_CAMPAIGN_FOUND', message: 'x' });
      },
    });
    renderWithApp(page);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar: Promoção' }));
    await waitFor(() => expect(toastMessages()).toContain('Nenhuma campanha por frase encontrada com este ID.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('phrase-campaign-row-4')).toBeNull());
    expect(api.callsTo('GET', '/api/flowcampaign').length).toBeGreaterThan(1);
  });

  it('deletes after confirmation', async () => {
    const api = mockApi({
      'GET /api/flowcampaign': () => json(200, { flow: [campaign()] }),
      'DELETE /api/flowcampaign/4': () => json(204, undefined),
    });
    renderWithApp(page);
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir: Promoção' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir campanha?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/flowcampaign/4')).toHaveLength(1));
    await waitFor(() => expect(toastMessages()).toContain('Frase deletada'));
  });

  it('offers delete only to roles with the contact-delete permission', async () => {
    signIn({ profile: 'user', company: company(allPlanFeatures) });
    mockApi({ 'GET /api/flowcampaign': () => json(200, { flow: [campaign()] }) });
    renderWithApp(page);
    expect(await screen.findByRole('button', { name: 'Editar: Promoção' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Excluir: Promoção' })).toBeNull();
  });

  it('sends a company without useCampaigns home after saying so', async () => {
    signIn({ company: company({ ...allPlanFeatures, useCampaigns: false }) });
    const api = mockApi({});
    const router = renderRoutes(
      [
        { path: '/phrase-lists', element: page },
        { path: '/', element: <p>home</p> },
      ],
      '/phrase-lists',
    );
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
      ),
    );
    await screen.findByText('home', {}, { timeout: 3000 });
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('GET', '/api/flowcampaign')).toHaveLength(0);
  });
});
