import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../../i18n';
import { renderWithApp, resetApp, signIn } from '../../../../../test/harness';
import { rowTime } from '../../../lib/ticket-time';
import { messageFixture, ticketFixture } from '../../fixtures';
import { MessageItem } from './message-item';

/** 18:27 today on the browser's clock, whatever zone the tests run in. */
const evening = () => {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate(), 18, 27).toISOString();
};

describe('a bubble’s time', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
  });
  afterEach(resetApp);

  it('is written in the app language on the 24-hour clock, like the ticket list (18:27, never 06:27 PM)', async () => {
    const createdAt = evening();
    renderWithApp(<MessageItem message={messageFixture({ createdAt })} ticket={ticketFixture()} />);
    const time = () => screen.getByText((_, element) => element?.tagName === 'TIME');
    expect(time().textContent).toBe('18:27');
    expect(rowTime(createdAt)).toBe('18:27');

    // The browser's locale (en-US under Node) is not the app's: English still shows 18:27.
    await act(() => i18n.changeLanguage('en'));
    expect(time().textContent).toBe('18:27');
    expect(rowTime(createdAt)).toBe('18:27');
  });
});
