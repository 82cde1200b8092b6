import { contactChannels } from '@chatdesk/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChannelIcon, channelIcons } from './channel-icon';

describe('ChannelIcon', () => {
  it('gives every channel its own icon', () => {
    const icons = new Set(contactChannels.map((channel) => channelIcons[channel].Icon));
    expect(icons.size).toBe(contactChannels.length);
  });

  it('is named by its label, and hidden from screen readers without one', () => {
    const { container } = render(
      <>
        <ChannelIcon channel="webchat" label="Web chat" />
        <ChannelIcon channel="sandbox" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Web chat' }).getAttribute('data-channel')).toBe('webchat');
    expect(screen.queryAllByRole('img')).toHaveLength(1);
    expect(container.querySelector('[data-channel="sandbox"]')?.getAttribute('aria-hidden')).toBe('true');
  });
});
