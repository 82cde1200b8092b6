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
    const instagram = within(dialog).getByRole('checkbox', { name: /contas do Instagram/ }) as HTMLInputElement;
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
    const instagram = within(dialog).getByRole('checkbox', { name: /contas do Instagram/ }) as HTMLInputElement;
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
});
