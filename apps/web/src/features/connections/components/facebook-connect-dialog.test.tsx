import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { connectionFixture } from '../fixtures';

vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => null }));
const { ConnectionsPage } = await import('./connections-page');

const page = connectionFixture({ id: 11, name: 'Loja no Facebook', channel: 'facebook', isDefault: false });
const insta = connectionFixture({ id: 12, name: 'Loja no Instagram', channel: 'instagram', isDefault: false });
const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByLabelText(name) as HTMLInputElement;

async function openFrom(entry: 'Facebook' | 'Instagram') {
  renderWithApp(<ConnectionsPage />);
  await screen.findByRole('heading', { name: 'Conexões (0)' });
  const add = screen.getByRole('button', { name: 'Adicionar' });
  await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
  fireEvent.click(add);
  fireEvent.click(await screen.findByRole('menuitem', { name: entry }));
  return screen.findByRole('dialog', { name: 'Conectar com Facebook' });
}

describe('Facebook / Instagram add entries', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
  });
  afterEach(resetApp);

  it('connects the pages with a pasted user token, toasts and lists the created connections', async () => {
    let connected = false;
    const api = mockApi({
      'GET /api/whatsapp': () => json(200, connected ? [page, insta] : []),
      'GET /api/whatsapp/channels': () => json(200, { channels: ['facebook', 'instagram'] }),
      'POST /api/facebook': () => {
        connected = true;
        return json(200, [page, insta]);
      },
    });
    const dialog = await openFrom('Instagram');
    const instagram = (await within(dialog).findByRole('checkbox', {
      name: /contas do Instagram/,
    })) as HTMLInputElement;
    expect(instagram.checked).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Conectar' }));
    expect(await within(dialog).findByText('Informe somente números')).toBeTruthy();
    expect(within(dialog).getByText('Cole um token de acesso válido')).toBeTruthy();
    expect(api.callsTo('POST', '/api/facebook')).toHaveLength(0);

    fireEvent.change(field(dialog, /ID do usuário do Facebook/), { target: { value: ' 1234567890 ' } });
    fireEvent.change(field(dialog, /Token de acesso do usuário/), { target: { value: 'EAAG-user-token-xyz' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conectar' }));

    await waitFor(() => expect(toastMessages()).toContain('Conexão com o Facebook adicionada com sucesso!'));
    expect(api.calls('POST /api/facebook')).toEqual([
      { facebookUserId: '1234567890', facebookUserToken: 'EAAG-user-token-xyz', addInstagram: true },
    ]);
    await screen.findByRole('heading', { name: 'Conexões (2)' });
    expect(screen.getByText('Loja no Instagram')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Conectar com Facebook' })).toBeNull());
  });

  it('opens unchecked from the Facebook entry and keeps the dialog open when the API refuses', async () => {
    const api = mockApi({
      'GET /api/whatsapp': () => json(200, []),
      'GET /api/whatsapp/channels': () => json(200, { channels: ['facebook'] }),
      'POST /api/facebook': () => json(502, { error: 'ERR_META_GRAPH', message: 'Falha na Graph API.' }),
    });
    const dialog = await openFrom('Facebook');
    const instagram = (await within(dialog).findByRole('checkbox', {
      name: /contas do Instagram/,
    })) as HTMLInputElement;
    expect(instagram.checked).toBe(false);
    fireEvent.change(field(dialog, /ID do usuário do Facebook/), { target: { value: '42' } });
    fireEvent.change(field(dialog, /Token de acesso do usuário/), { target: { value: 'EAAG-expired-token' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conectar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/facebook')).toHaveLength(1));
    expect(api.calls('POST /api/facebook')[0]).toMatchObject({ addInstagram: false });
    await waitFor(() =>
      expect(toastMessages()).toContain('A API da Meta recusou a solicitação. Verifique as credenciais da conexão.'),
    );
    expect(toastMessages()).not.toContain('Conexão com o Facebook adicionada com sucesso!');
    expect(screen.getByRole('dialog', { name: 'Conectar com Facebook' })).toBeTruthy();
  });

  describe('with a Meta app id', () => {
    const pages = [
      { id: '9001', name: 'Loja Centro', instagram: { id: '17841', username: 'loja.centro' } },
      { id: '9002', name: 'Loja Norte', instagram: null },
    ];
    const setting = (key: string, value: string) => () => json(200, { key, value });
    const routes = {
      'GET /api/whatsapp': () => json(200, []),
      'GET /api/whatsapp/channels': () => json(200, { channels: ['facebook', 'instagram'] }),
      'GET /api/public-settings/metaAppId': setting('metaAppId', '424242'),
      'GET /api/public-settings/metaSdkUrl': setting('metaSdkUrl', 'https://sdk.example/sdk.js'),
      'POST /api/facebook/pages': () => json(200, { pages }),
      'POST /api/facebook': () => json(200, [page, insta]),
    };
    /** Facebook's SDK as the page would have it once loaded: the login answers `response`. */
    const fakeSdk = (response: { status: string; authResponse: { accessToken: string; userID: string } | null }) => {
      const sdk = {
        init: vi.fn(),
        login: vi.fn((callback: (answer: typeof response) => void, _options: { scope: string }) => callback(response)),
      };
      vi.stubGlobal('FB', sdk);
      return sdk;
    };
    const checkbox = async (dialog: HTMLElement, name: string) =>
      (await within(dialog).findByRole('checkbox', { name })) as HTMLInputElement;

    it("logs in with Meta's dialog, lists the pages and Instagram accounts, and connects the picked ones", async () => {
      const sdk = fakeSdk({ status: 'connected', authResponse: { accessToken: 'sdk-user-token', userID: '10001' } });
      const api = mockApi(routes);
      const dialog = await openFrom('Facebook');
      fireEvent.click(await within(dialog).findByRole('button', { name: 'Entrar com o Facebook' }));

      const centro = await checkbox(dialog, 'Página Loja Centro');
      const norte = await checkbox(dialog, 'Página Loja Norte');
      const centroInstagram = await checkbox(dialog, '@loja.centro');
      expect([centro.checked, norte.checked, centroInstagram.checked]).toEqual([true, true, false]);
      expect(within(dialog).queryByLabelText(/Token de acesso do usuário/)).toBeNull();
      fireEvent.click(norte);
      fireEvent.click(centroInstagram);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Conectar' }));

      await waitFor(() => expect(toastMessages()).toContain('Conexão com o Facebook adicionada com sucesso!'));
      expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ appId: '424242', version: 'v13.0' }));
      expect(sdk.login.mock.calls[0]?.[1]).toMatchObject({ scope: expect.stringContaining('pages_messaging') });
      expect(api.calls('POST /api/facebook/pages')).toEqual([{ facebookUserToken: 'sdk-user-token' }]);
      expect(api.calls('POST /api/facebook')).toEqual([
        {
          facebookUserId: '10001',
          facebookUserToken: 'sdk-user-token',
          addInstagram: true,
          accountIds: ['9001', '17841'],
        },
      ]);
    });

    it('starts with the Instagram accounts picked from the Instagram entry, and ignores a login left unknown', async () => {
      const sdk = fakeSdk({ status: 'unknown', authResponse: null });
      const api = mockApi(routes);
      const dialog = await openFrom('Instagram');
      const login = await within(dialog).findByRole('button', { name: 'Entrar com o Facebook' });
      fireEvent.click(login);
      await waitFor(() => expect(sdk.login).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(login.hasAttribute('disabled')).toBe(false));
      expect(api.callsTo('POST', '/api/facebook/pages')).toHaveLength(0);

      sdk.login.mockImplementation((callback) =>
        callback({ status: 'connected', authResponse: { accessToken: 'sdk-user-token', userID: '10001' } }),
      );
      fireEvent.click(login);
      expect((await checkbox(dialog, '@loja.centro')).checked).toBe(true);
      expect((await checkbox(dialog, 'Página Loja Centro')).checked).toBe(false);
    });
  });
});
