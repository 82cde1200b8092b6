import { act, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { session } from '../../../lib/session';
import { sessionAnswerFor } from '../../../test/fixtures';
import { json, mockApi, renderWithApp, resetApp, toastMessages } from '../../../test/harness';
import { invoice } from '../test/billing-fixtures';
import { SubscriptionPage } from './subscription-page';

configure({ asyncUtilTimeout: 5000 });
vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => null }));

const now = new Date('2025-03-15T15:00:00.000Z');

function signIn(dueDate: string, companyEmail?: string, timezone?: string) {
  act(() =>
    session.start(
      sessionAnswerFor({
        company: {
          id: 3,
          name: 'Acme',
          dueDate,
          ...(companyEmail ? { email: companyEmail } : {}),
          ...(timezone ? { timezone } : {}),
        },
      }),
    ),
  );
}

describe('subscription page', { timeout: 30_000 }, () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(() => resetApp());

  it("says 'Sua licença vence em hoje!' on the due day", () => {
    signIn('2025-03-15T23:00:00.000Z');
    renderWithApp(<SubscriptionPage now={now} />);
    expect(screen.getByRole('heading', { name: 'Assinatura' })).toBeTruthy();
    expect(screen.getByText('Sua licença vence em hoje!')).toBeTruthy();
  });

  it('says when an expired licence ended, never that it ends today', async () => {
    signIn('2025-03-13T02:59:59.999Z');
    renderWithApp(<SubscriptionPage now={now} />);
    // Due on 12/03 in São Paulo (13/03 already in UTC).
    expect(screen.getByText('Sua licença venceu em 12/03/2025.')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Your licence expired on 12/03/2025.')).toBeTruthy();
  });

  it("counts calendar days in the company's time zone", () => {
    // Now is 16/03 00:00 in Tokyo; the due instant is 16/03 23:00 there (but 16/03 11:00 in São Paulo, a day away).
    signIn('2025-03-16T14:00:00.000Z', undefined, 'Asia/Tokyo');
    const view = renderWithApp(<SubscriptionPage now={now} />);
    expect(screen.getByText('Sua licença vence em hoje!')).toBeTruthy();
    view.unmount();
    signIn('2025-03-16T14:00:00.000Z');
    renderWithApp(<SubscriptionPage now={now} />);
    expect(screen.getByText('Sua licença vence em 1 dia!')).toBeTruthy();
  });

  it("'Assine Agora!' opens the checkout of the oldest unpaid invoice, or says there is none", async () => {
    signIn('2025-03-20T16:00:00.000Z');
    let invoices = [
      invoice({ id: 9, detail: 'Abril' }),
      invoice({ id: 8, detail: 'Março' }),
      invoice({ id: 7, detail: 'Fevereiro', status: 'paid', displayStatus: 'paid' }),
    ];
    mockApi({
      'GET /api/invoices/all': () => json(200, { invoices, count: invoices.length, hasMore: false }),
      'GET /api/plans/list': () => json(200, []),
    });
    renderWithApp(<SubscriptionPage now={now} />);
    fireEvent.click(screen.getByRole('button', { name: 'Assine Agora!' }));
    expect(await screen.findByRole('dialog', { name: 'Pagar fatura #8' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));

    invoices = [invoice({ id: 7, status: 'paid', displayStatus: 'paid' })];
    fireEvent.click(screen.getByRole('button', { name: 'Assine Agora!' }));
    await vi.waitFor(() => expect(toastMessages()).toContain('Nenhuma fatura em aberto no momento.'));
  });

  it("says 'Sua licença vence em N dias!' otherwise, and shows the billing e-mail", () => {
    signIn('2025-03-25T16:00:00.000Z', 'financeiro@acme.com');
    renderWithApp(<SubscriptionPage now={now} />);
    expect(screen.getByText('Sua licença vence em 10 dias!')).toBeTruthy();
    expect(screen.getByText('financeiro@acme.com')).toBeTruthy();
  });

  it('falls back to the signed-in e-mail', async () => {
    signIn('2025-03-16T16:00:00.000Z');
    renderWithApp(<SubscriptionPage now={now} />);
    expect(screen.getByText('Sua licença vence em 1 dia!')).toBeTruthy();
    expect(screen.getByText('ana@example.com')).toBeTruthy();
    await i18n.changeLanguage('en');
    expect(await screen.findByText('Your licence expires in 1 day!')).toBeTruthy();
  });
});
