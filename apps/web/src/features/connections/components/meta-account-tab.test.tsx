import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { connectionFixture } from '../fixtures';
import { ConnectionModal } from './connection-modal';

const settings = ({ search }: { search: URLSearchParams }) =>
  json(200, { key: search.get('column'), value: 'disabled' });
const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

function openMetaTab(connection: ReturnType<typeof connectionFixture>, routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    [`GET /api/whatsapp/${connection.id}`]: () => json(200, connection),
    'GET /api/queue': () => json(200, []),
    'GET /api/companySettingOne': settings,
    ...routes,
  });
  renderWithApp(<ConnectionModal open connectionId={connection.id} channel={connection.channel} onClose={() => {}} />);
  return api;
}

describe('connection modal: Meta credentials', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
  });
  afterEach(resetApp);

  it('stores WhatsApp Cloud API credentials and shows the webhook URL to copy', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const cloud = connectionFixture({ id: 5, name: 'Cloud', channel: 'whatsappapi' });
    const stored = {
      connectionId: 5,
      channel: 'whatsappapi',
      externalAccountId: '1098765',
      wabaId: '555',
      pageId: null,
      hasVerifyToken: true,
      hasAppSecret: false,
      status: 'CONNECTED',
    };
    const api = openMetaTab(cloud, {
      'GET /api/meta/5/account': () => json(404, { error: 'ERR_NOT_FOUND', message: 'Registro não encontrado.' }),
      'PUT /api/meta/5/account': () => json(200, stored),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Meta' }));
    const webhook = await screen.findByLabelText('URL do webhook (callback) na Meta');
    expect((webhook as HTMLInputElement).value).toBe(`${window.location.origin}/api/webhooks/whatsapp-cloud`);
    fireEvent.click(screen.getByRole('button', { name: 'Copiar URL do webhook (callback) na Meta' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/api/webhooks/whatsapp-cloud`),
    );
    expect(screen.getAllByText('Não definido')).toHaveLength(3);
    expect(screen.queryByLabelText(/ID da página do Facebook/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Salvar credenciais' }));
    expect(await screen.findAllByText('Obrigatório')).toHaveLength(2);
    type(/ID do número de telefone/, '10987x');
    type(/Token de acesso/, 'EAAG-cloud-token');
    type(/Token de verificação/, 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar credenciais' }));
    expect(await screen.findByText('Informe somente números')).toBeTruthy();
    expect(screen.getByText('Deve ter entre 8 e 200 caracteres')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/meta/5/account')).toHaveLength(0);

    type(/ID do número de telefone/, '1098765');
    type(/ID da conta do WhatsApp Business/, '555');
    type(/Token de verificação/, 'verify-me-please');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar credenciais' }));
    await waitFor(() => expect(toastMessages()).toContain('Credenciais salvas.'));
    expect(api.calls('PUT /api/meta/5/account')).toEqual([
      {
        externalAccountId: '1098765',
        accessToken: 'EAAG-cloud-token',
        wabaId: '555',
        pageId: null,
        verifyToken: 'verify-me-please',
      },
    ]);
    // Nothing was stored: a blank app secret is simply left out of the body.
    expect(api.calls('PUT /api/meta/5/account')[0]).not.toHaveProperty('appSecret');
    // The secrets are never shown again: the fields empty, their state says whether they are set.
    await waitFor(() => expect(field(/Token de acesso/).value).toBe(''));
    expect(screen.getAllByText('Definido (não é exibido)')).toHaveLength(2);
  });

  it("shows a Messenger page's stored id, and sends it as the page id too", async () => {
    const messenger = connectionFixture({ id: 8, name: 'Página', channel: 'facebook' });
    const api = openMetaTab(messenger, {
      'GET /api/meta/8/account': () =>
        json(200, {
          connectionId: 8,
          channel: 'facebook',
          externalAccountId: '777',
          wabaId: null,
          pageId: '777',
          hasVerifyToken: false,
          hasAppSecret: true,
          status: 'CONNECTED',
        }),
      'PUT /api/meta/8/account': ({ body }) => json(200, { connectionId: 8, channel: 'facebook', ...(body as object) }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Meta' }));
    expect((await screen.findByLabelText(/ID da página do Facebook/)).getAttribute('value')).toBe('777');
    expect(
      (screen.getByLabelText('URL do webhook (callback) na Meta') as HTMLInputElement).value.endsWith(
        '/api/webhooks/messenger',
      ),
    ).toBe(true);
    expect(screen.getByText(/Campos secretos em branco mantêm os valores salvos/)).toBeTruthy();
    type(/Token de acesso da página/, 'EAAG-page-token');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar credenciais' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/meta/8/account')).toHaveLength(1));
    expect(api.calls('PUT /api/meta/8/account')[0]).toMatchObject({ externalAccountId: '777', pageId: '777' });
  });

  const storedCloud = {
    connectionId: 6,
    channel: 'whatsappapi',
    externalAccountId: '2001',
    wabaId: '300',
    pageId: null,
    hasVerifyToken: true,
    hasAppSecret: true,
    status: 'CONNECTED',
  };

  it('keeps the stored secrets when their fields stay blank: the token is no longer required', async () => {
    const api = openMetaTab(connectionFixture({ id: 6, channel: 'whatsappapi' }), {
      'GET /api/meta/6/account': () => json(200, storedCloud),
      'PUT /api/meta/6/account': ({ body }) => json(200, { ...storedCloud, ...(body as object) }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Meta' }));
    expect(((await screen.findByLabelText(/Token de acesso/)) as HTMLInputElement).required).toBe(false);
    type(/ID da conta do WhatsApp Business/, '301');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar credenciais' }));
    await waitFor(() => expect(toastMessages()).toContain('Credenciais salvas.'));
    expect(screen.queryByText('Obrigatório')).toBeNull();
    expect(api.calls('PUT /api/meta/6/account')).toEqual([{ externalAccountId: '2001', wabaId: '301', pageId: null }]);
  });

  it('removes the app secret when asked (null), and a typed secret replaces the stored one instead', async () => {
    const api = openMetaTab(connectionFixture({ id: 6, channel: 'whatsappapi' }), {
      'GET /api/meta/6/account': () => json(200, storedCloud),
      'PUT /api/meta/6/account': () => json(200, { ...storedCloud, hasAppSecret: false }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Meta' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Remover Chave secreta do app/ }));
    expect(screen.getByText('Será removido ao salvar')).toBeTruthy();
    // Undo, then mark again: only the final choice counts.
    fireEvent.click(screen.getByRole('button', { name: /^Manter Chave secreta do app/ }));
    expect(screen.queryByText('Será removido ao salvar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Remover Chave secreta do app/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar credenciais' }));
    await waitFor(() => expect(toastMessages()).toContain('Credenciais salvas.'));
    expect(api.calls('PUT /api/meta/6/account')).toEqual([
      { externalAccountId: '2001', wabaId: '300', pageId: null, appSecret: null },
    ]);
    // Saved without an app secret: no removal to offer any more, the verify token still has its own.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Remover Chave secreta do app/ })).toBeNull());
    expect(screen.getByRole('button', { name: /^Remover Token de verificação/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Remover Token de verificação/ }));
    type(/^Token de verificação/, 'new-verify-token');
    expect(screen.queryByRole('button', { name: /Token de verificação/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar credenciais' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/meta/6/account')).toHaveLength(2));
    expect(api.calls('PUT /api/meta/6/account')[1]).toEqual({
      externalAccountId: '2001',
      wabaId: '300',
      pageId: null,
      verifyToken: 'new-verify-token',
    });
  });

  it('requires the access token on a first save, with no stored secret to remove', async () => {
    const api = openMetaTab(connectionFixture({ id: 9, channel: 'instagram' }), {
      'GET /api/meta/9/account': () => json(404, { error: 'ERR_NOT_FOUND', message: 'Registro não encontrado.' }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Meta' }));
    expect(((await screen.findByLabelText(/Token de acesso da página/)) as HTMLInputElement).required).toBe(true);
    expect(screen.queryByRole('button', { name: /^Remover/ })).toBeNull();
    expect(screen.queryByText(/Campos secretos em branco/)).toBeNull();
    type(/ID da conta profissional do Instagram/, '4321');
    type(/Chave secreta do app/, 'an-app-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar credenciais' }));
    expect(await screen.findByText('Obrigatório')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/meta/9/account')).toHaveLength(0);
  });

  it('offers no Meta tab on other channels, nor on a Cloud API connection not saved yet', async () => {
    openMetaTab(connectionFixture({ id: 2, channel: 'whatsapp' }), {});
    await screen.findByRole('tab', { name: 'Geral' });
    expect(screen.queryByRole('tab', { name: 'Meta' })).toBeNull();
    expect(within(screen.getByRole('tablist')).getAllByRole('tab').length).toBeGreaterThan(3);
    cleanup();

    renderWithApp(<ConnectionModal open connectionId={null} channel="whatsappapi" onClose={() => {}} />);
    await screen.findByRole('heading', { name: 'Adicionar WhatsApp Cloud API' });
    expect(screen.getByRole('tab', { name: 'Geral' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Meta' })).toBeNull();
  });
});
