import type { TicketAnswer } from '@chatdesk/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../../i18n';
import { mockApi, renderWithApp, resetApp, signIn } from '../../../../../test/harness';
import { ticketFixture } from '../../../fixtures';

vi.mock('../../../../../lib/socket-provider', () => ({ useSocket: () => null }));
const { ConversationHeader } = await import('./conversation-header');

describe('conversation header', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
    mockApi({});
  });
  afterEach(resetApp);

  it.each([
    ['webchat', 'Webchat'],
    ['sandbox', 'Sandbox'],
  ] as [TicketAnswer['channel'], string][])(
    "names the ticket's channel (%s) with its icon before the contact's name",
    async (channel, label) => {
      renderWithApp(<ConversationHeader ticket={ticketFixture({ id: 42, channel })} />);
      const icon = screen.getByRole('img', { name: label });
      expect(icon.getAttribute('data-channel')).toBe(channel);
      const name = screen.getByTestId('header-contact-name');
      expect(name.textContent).toBe('Maria 42');
      expect(screen.getByRole('button', { name: 'Dados do contato' }).contains(icon)).toBe(true);
      expect(icon.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );
});
