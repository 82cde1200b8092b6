import { contactChannels } from '@chatdesk/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { renderWithApp, resetApp } from '../../../test/harness';
import { ticketFixture } from '../fixtures';
import { TicketRow } from './ticket-row';

describe('ticket row channel icon', () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(resetApp);

  it.each(contactChannels)('names the %s channel with its own icon', (channel) => {
    renderWithApp(
      <TicketRow ticket={ticketFixture({ channel })} selected={false} showAttendant={false} onOpen={() => {}} />,
    );
    const icon = screen.getByRole('img', { name: i18n.t(`tickets.channels.${channel}`) });
    expect(icon.getAttribute('data-channel')).toBe(channel);
  });
});
