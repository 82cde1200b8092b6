import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { session } from '../../../lib/session';
import { createFakeSocket } from '../../../test/fake-socket';
import { json, mockApi, renderRoutes, resetApp, signIn, toastMessages } from '../../../test/harness';
import { invoice, publicPlan, subscriptionAnswerOf } from '../test/billing-fixtures';
import { CheckoutDialog, renewalRedirectMs } from './checkout-dialog';

configure({ asyncUtilTimeout: 5000 });

const fake = vi.hoisted(() => ({ socket: null as unknown }));
vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => fake.socket }));
const socket = createFakeSocket();
fake.socket = socket;

const validCpf = '529.982.247-25';

function openCheckout(routes: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  const api = mockApi({
    'GET /api/plans/list': () => json(200, [publicPlan(), publicPlan({ id: 2, name: 'Pro', amount: '299.00' })]),
    'POST /api/subscription': () => json(200, subscriptionAnswerOf()),
    ...routes,
  });
  const router = renderRoutes(
    [
      { path: '/financeiro', element: <CheckoutDialog invoice={invoice({ id: 7 })} onClose={() => undefined} /> },
      { path: '/', element: <p>início</p> },
    ],
    '/financeiro',
  );
  return { api, router };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));

function fillDetails() {
  type('Nome completo', 'Ana Souza');
  type('CPF/CNPJ', validCpf);
  type('Endereço', 'Rua A, 10');
  type('Cidade', 'Recife');
  type('Estado', 'PE');
}

describe('checkout dialog', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    socket.reset();
    signIn({ companyId: 3, company: { id: 3, name: 'Acme', dueDate: '2025-03-10T02:59:59.999Z' } });
  });
  afterEach(() => {
    vi.useRealTimers();
    resetApp();
  });

  it("refuses Dados with the spec's messages, including an invalid CPF/CNPJ", async () => {
    openCheckout();
    expect(screen.getByRole('dialog', { name: 'Pagar fatura #7' })).toBeTruthy();
    type('Nome completo', '');
    type('País', '');
    next();
    for (const message of [
      'O nome completo é obrigatório',
      'CEP é obrigatório',
      'O endereço é obrigatório',
      'A cidade é obrigatória',
      'O estado é obrigatório',
      'O país é obrigatório',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    fillDetails();
    type('País', 'Brasil');
    type('CPF/CNPJ', '123.456.789-00');
    next();
    expect(await screen.findByText('CPF/CNPJ inválido')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();

    type('CPF/CNPJ', validCpf);
    next();
    expect(await screen.findByRole('radiogroup', { name: 'Plano' })).toBeTruthy();
  });

  it('keeps the custom plan at 3 users and connections or more, and prices it live (times the recurrence)', async () => {
    act(() => {
      const { user } = session.getState();
      if (user?.company) session.updateUser({ ...user, company: { ...user.company, recurrence: 'TRIMESTRAL' } });
    });
    openCheckout();
    fillDetails();
    next();
    await screen.findByText(/^Pro — /);
    // The invoice's plan (id 1) is chosen; its price times the three months.
    expect(screen.getByTestId('checkout-estimate').textContent).toMatch(/R\$\s?449,70/);

    fireEvent.click(screen.getByRole('radio', { name: 'Personalizado' }));
    const users = screen.getByRole('spinbutton', { name: 'Usuários' }) as HTMLInputElement;
    const connections = screen.getByRole('spinbutton', { name: 'Conexões' }) as HTMLInputElement;
    expect([users.value, connections.value]).toEqual(['3', '3']);
    fireEvent.change(users, { target: { value: '1' } });
    fireEvent.blur(users);
    expect(users.value).toBe('3');
    fireEvent.change(connections, { target: { value: '' } });
    fireEvent.blur(connections);
    expect(connections.value).toBe('3');

    fireEvent.change(users, { target: { value: '5' } });
    fireEvent.change(connections, { target: { value: '4' } });
    // (49 + 11 × 5 + 20 × 4) × 3 months.
    expect(screen.getByTestId('checkout-estimate').textContent).toMatch(/R\$\s?552,00/);
  });

  it('sends PAGAR without a price or card data, then shows the Pix QR code, its code and the provider links', async () => {
    const { api } = openCheckout();
    fillDetails();
    next();
    fireEvent.click(await screen.findByRole('radio', { name: 'Personalizado' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Usuários' }), { target: { value: '4' } });
    next();
    expect(await screen.findByText('Personalizado: 4 usuários, 3 conexões')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'PAGAR' }));

    expect(await screen.findByText(/Valor a pagar: R\$\s?115,00/)).toBeTruthy();
    expect(api.calls('POST /api/subscription')).toEqual([
      {
        invoiceId: 7,
        firstName: 'Ana Souza',
        zipcode: validCpf,
        address2: 'Rua A, 10',
        city: 'Recife',
        state: 'PE',
        country: 'Brasil',
        useAddressForPaymentDetails: false,
        plan: 'custom',
        users: 4,
        connections: 3,
      },
    ]);
    expect(toastMessages()).toContain('Assinatura realizada com sucesso!, aguardando a realização do pagamento');
    const qr = screen.getByRole('img', { name: 'QR Code do Pix' }) as HTMLImageElement;
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect((screen.getByTestId('pix-code') as HTMLInputElement).value).toBe('00020101021226830014br.gov.bcb.pix');
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeTruthy();
    const stripe = screen.getByRole('link', { name: 'Pagar com cartão (Stripe)' });
    expect(stripe.getAttribute('href')).toBe('https://checkout.stripe.test/c/pay_1');
    expect(stripe.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Pagar com Mercado Pago' }).getAttribute('href')).toBe(
      'https://mercadopago.test/checkout/1',
    );
    expect(screen.queryByRole('link', { name: 'Pagar com Asaas' })).toBeNull();
  });

  it('translates a refused checkout through the generic handler and stays on Revisar', async () => {
    const { api } = openCheckout({
      'POST /api/subscription': () =>
        json(503, { error: 'ERR_NO_PAYMENT_PROVIDER', message: 'Nenhum meio de pagamento configurado.' }),
    });
    await act(() => i18n.changeLanguage('en'));
    type('Full name', 'Ana Souza');
    type('CPF/CNPJ', validCpf);
    type('Address', 'Rua A, 10');
    type('City', 'Recife');
    type('State', 'PE');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('radiogroup', { name: 'Plan' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'PAY' }));
    await vi.waitFor(() => expect(toastMessages()).toContain(i18n.t('backendErrors.ERR_NO_PAYMENT_PROVIDER')));
    expect(i18n.t('backendErrors.ERR_NO_PAYMENT_PROVIDER')).not.toBe('backendErrors.ERR_NO_PAYMENT_PROVIDER');
    expect(api.calls('POST /api/subscription')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'PAY' })).toBeTruthy();
  });

  it('tells the renewal date on CONCLUIDA, unlocks the session and opens / after 4 seconds', async () => {
    const { router } = openCheckout();
    fillDetails();
    next();
    await screen.findByRole('radiogroup');
    next();
    fireEvent.click(await screen.findByRole('button', { name: 'PAGAR' }));
    await screen.findByText(/Valor a pagar/);

    vi.useFakeTimers();
    // Due on 10/04 in São Paulo: the last millisecond of that day there, already 11/04 in UTC.
    socket.deliver('company-3-payment', {
      action: 'CONCLUIDA',
      invoiceId: 7,
      company: { id: 3, dueDate: '2025-04-11T02:59:59.999Z' },
    });
    expect(within(screen.getByRole('status')).getByText('Sua licença foi renovada até 10/04/2025!')).toBeTruthy();
    expect(session.getState().user?.company?.dueDate).toBe('2025-04-11T02:59:59.999Z');
    act(() => vi.advanceTimersByTime(renewalRedirectMs - 100));
    expect(router.state.location.pathname).toBe('/financeiro');
    act(() => vi.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/');
  });
});
