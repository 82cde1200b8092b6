import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { session } from '../../../lib/session';
import { sessionAnswerFor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/harness';
import { SubscriptionPage } from './subscription-page';

const now = new Date('2025-03-15T15:00:00.000Z');

function signIn(dueDate: string, companyEmail?: string) {
  act(() =>
    session.start(
      sessionAnswerFor({ company: { id: 3, name: 'Acme', dueDate, ...(companyEmail ? { email: companyEmail } : {}) } }),
    ),
  );
}

describe('subscription page', { timeout: 30_000 }, () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(() => act(() => session.clear()));

  it("says 'Sua licença vence em hoje!' on the last day", () => {
    signIn('2025-03-15T23:00:00.000Z');
    renderWithApp(<SubscriptionPage now={now} />);
    expect(screen.getByRole('heading', { name: 'Assinatura' })).toBeTruthy();
    expect(screen.getByText('Sua licença vence em hoje!')).toBeTruthy();
  });

  it("says 'Sua licença vence em N dias!' otherwise, and shows the billing e-mail", () => {
    signIn('2025-03-25T16:00:00.000Z', 'financeiro@acme.com');
    renderWithApp(<SubscriptionPage now={now} />);
    expect(screen.getByText('Sua licença vence em 10 dias!')).toBeTruthy();
    expect(screen.getByText('financeiro@acme.com')).toBeTruthy();
  });

  it('falls back to the signed-in e-mail and offers Assine Agora! towards the invoices', async () => {
    signIn('2025-03-16T16:00:00.000Z');
    renderWithApp(<SubscriptionPage now={now} />);
    expect(screen.getByText('Sua licença vence em 1 dia!')).toBeTruthy();
    expect(screen.getByText('ana@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Assine Agora!' }).getAttribute('href')).toBe('/financeiro');
    await i18n.changeLanguage('en');
    expect(await screen.findByText('Your licence expires in 1 day!')).toBeTruthy();
  });
});
