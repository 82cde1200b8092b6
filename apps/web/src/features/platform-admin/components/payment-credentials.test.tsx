import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetApp, toastMessages } from '../../../test/harness';
import { PaymentCredentials } from './payment-credentials';

configure({ asyncUtilTimeout: 5000 });

const leaked = 'sk_live_LEAKED_VALUE';
const typed = 'sk_live_NEW_VALUE';

const settingsAnswer = [
  // An unmasked value (an older server) must not reach the page or the cache either.
  { key: 'stripeprivatekey', value: leaked, updatedAt: null },
  { key: 'mpaccesstoken', value: '', isSet: true, updatedAt: null },
  { key: 'asaastoken', value: '', isSet: false, updatedAt: null },
  { key: 'downloadLimit', value: '64', updatedAt: null },
];

const section = (key: string) => screen.getByTestId(`secret-setting-${key}`);

function render() {
  const api = mockApi({
    'GET /api/settings': () => json(200, settingsAnswer),
    'PUT /api/settings/stripeprivatekey': () => json(200, { key: 'stripeprivatekey', value: '', isSet: true }),
    'PUT /api/settings/mpaccesstoken': () => json(200, { key: 'mpaccesstoken', value: '', isSet: false }),
  });
  return { api, ...renderWithApp(<PaymentCredentials />) };
}

const everywhere = (queryClient: ReturnType<typeof renderWithApp>['queryClient']) =>
  [
    document.body.innerHTML,
    JSON.stringify(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
    ),
    JSON.stringify(
      queryClient
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state.variables),
    ),
    JSON.stringify({ ...window.localStorage }),
  ].join('\n');

describe('payment credentials (global settings)', { timeout: 30_000 }, () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(() => resetApp());

  it('shows only whether each credential is set, grouped by provider with the webhook address', async () => {
    const { queryClient } = render();
    await waitFor(() => expect(within(section('mpaccesstoken')).getByText('Configurado')).toBeTruthy());
    expect(within(section('stripeprivatekey')).getByText('Configurado')).toBeTruthy();
    expect(within(section('asaastoken')).getByText('Não configurado')).toBeTruthy();
    expect(within(section('asaastoken')).queryByRole('button', { name: /^Remover/ })).toBeNull();
    for (const key of ['stripewebhooksecret', 'mpwebhooksecret', 'asaaswebhooktoken']) {
      expect(within(section(key)).getByText('Não configurado')).toBeTruthy();
    }
    expect(screen.getByText('Stripe - Segredo do webhook')).toBeTruthy();
    expect(screen.getByText(`URL do webhook: ${window.location.origin}/api/billing/webhooks/stripe`)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(everywhere(queryClient)).not.toContain(leaked);
  });

  it("'Substituir' sends the typed value once and forgets it; 'Remover' saves ''", async () => {
    const { api, queryClient } = render();
    await screen.findByText('Mercado Pago - Access Token');
    fireEvent.click(screen.getByRole('button', { name: 'Substituir: Stripe - Chave privada' }));
    const input = screen.getByLabelText('Novo valor: Stripe - Chave privada') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: ` ${typed} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/settings/stripeprivatekey')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/settings/stripeprivatekey')[0]?.body).toEqual({ value: typed });
    await waitFor(() => expect(screen.queryByLabelText('Novo valor: Stripe - Chave privada')).toBeNull());
    expect(toastMessages()).toContain('Operação atualizada com sucesso.');
    await waitFor(() => expect(everywhere(queryClient)).not.toContain(typed));

    fireEvent.click(screen.getByRole('button', { name: 'Remover: Mercado Pago - Access Token' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/settings/mpaccesstoken')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/settings/mpaccesstoken')[0]?.body).toEqual({ value: '' });
    await waitFor(() => expect(within(section('mpaccesstoken')).getByText('Não configurado')).toBeTruthy());
  });
});
