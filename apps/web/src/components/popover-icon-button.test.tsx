import Star from '@mui/icons-material/Star';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, resetApp } from '../test/harness';
import { type IconBadge, PopoverIconButton } from './popover-icon-button';

const renderButton = (badge?: IconBadge, onOpenChange?: (open: boolean) => void) =>
  renderWithApp(
    <PopoverIconButton label="Favoritos" icon={<Star />} badge={badge} onOpenChange={onOpenChange}>
      {(close) => (
        <button type="button" onClick={close}>
          Escolher
        </button>
      )}
    </PopoverIconButton>,
  );

const button = () => screen.getByRole('button', { name: 'Favoritos' });
const badgeText = () => button().querySelector('.MuiBadge-badge');

describe('PopoverIconButton', () => {
  afterEach(resetApp);

  it('says it opens a labelled dialog, and whether it is open; its content can close it', async () => {
    const onOpenChange = vi.fn();
    renderButton(undefined, onOpenChange);
    // Kept: while the popover is open the rest of the page is hidden from assistive technology.
    const trigger = button();
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.getAttribute('aria-controls')).toBeNull();

    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Favoritos' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(dialog.parentElement?.id);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);

    fireEvent.click(screen.getByRole('button', { name: 'Escolher' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('shows a count up to its maximum, and none at zero', () => {
    const { rerender } = renderButton({ count: 120, max: 99 });
    expect(badgeText()?.textContent).toBe('99+');
    rerender(
      <PopoverIconButton label="Favoritos" icon={<Star />} badge={{ count: 0, max: 99 }}>
        {() => null}
      </PopoverIconButton>,
    );
    expect(badgeText()?.className).toMatch(/invisible/);
  });

  it('shows a dot only while it is asked to', () => {
    renderButton({ dot: false, testId: 'favorite-dot' });
    const dot = screen.getByTestId('favorite-dot').querySelector('.MuiBadge-badge');
    expect(dot?.className).toMatch(/invisible/);
  });
});
