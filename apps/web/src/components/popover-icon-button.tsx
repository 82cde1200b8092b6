import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import type { SxProps, Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useId, useState } from 'react';

/** A count over the icon (hidden at 0, `max+` above max), or a dot shown while `dot` holds. */
export type IconBadge = { count: number; max: number } | { dot: boolean; testId?: string };

interface PopoverIconButtonProps {
  /** The button's accessible name and tooltip, and the popover's name. */
  label: string;
  icon: ReactNode;
  badge?: IconBadge;
  /** How the popover hangs below the button: its right edge on the button's (default), or centred. */
  align?: 'right' | 'center';
  /** The popover's paper size. */
  paperSx?: SxProps<Theme>;
  /** Told when the popover opens and closes (content that loads only while open, state to reset). */
  onOpenChange?: (open: boolean) => void;
  /** The popover's content; `close` closes it (after choosing an entry, say). */
  children: (close: () => void) => ReactNode;
}

function BadgedIcon({ icon, badge }: Pick<PopoverIconButtonProps, 'icon' | 'badge'>) {
  if (!badge) return icon;
  if ('dot' in badge)
    return (
      <Badge variant="dot" color="error" invisible={!badge.dot} data-testid={badge.testId}>
        {icon}
      </Badge>
    );
  return (
    <Badge badgeContent={badge.count} color="error" max={badge.max}>
      {icon}
    </Badge>
  );
}

/**
 * A top-bar icon button that opens a popover (spec 1 §2: volume, notifications, announcements,
 * internal chat): the tooltip and the name, an optional badge, and the popover as a labelled
 * dialog the button says it opens (aria-haspopup, aria-expanded, aria-controls).
 */
export function PopoverIconButton({
  label,
  icon,
  badge,
  align = 'right',
  paperSx,
  onOpenChange,
  children,
}: PopoverIconButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const open = anchor !== null;
  const change = (next: HTMLElement | null) => {
    setAnchor(next);
    onOpenChange?.(next !== null);
  };
  const close = () => change(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          onClick={(event) => change(event.currentTarget)}
        >
          <BadgedIcon icon={icon} badge={badge} />
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: align }}
        transformOrigin={{ vertical: 'top', horizontal: align }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: paperSx } }}
      >
        {children(close)}
      </Popover>
    </>
  );
}
