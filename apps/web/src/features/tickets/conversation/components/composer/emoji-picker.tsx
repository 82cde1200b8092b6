import EmojiIcon from '@mui/icons-material/InsertEmoticon';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** emoji-picker-react and its emoji data load only when someone first opens the picker. */
const EmojiPanel = lazy(() => import('./emoji-panel'));

/** The composer's emoji button: emoji-picker-react in a popover; it stays open for several picks. */
interface EmojiPickerProps {
  disabled?: boolean;
  onPick: (emoji: string) => void;
  /** Called once the popover has gone. */
  onClose?: () => void;
}

export function EmojiPicker({ disabled, onPick, onClose }: EmojiPickerProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={t('conversation.composer.emoji')}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <EmojiIcon />
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        // Focus goes back to the text (onClose), not to this button: the user goes on typing.
        disableRestoreFocus
        slotProps={{ transition: { onExited: onClose } }}
      >
        <Suspense
          fallback={
            <Box sx={{ width: 340, height: 380, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <CircularProgress aria-label={t('conversation.emojiPicker.loading')} />
            </Box>
          }
        >
          <EmojiPanel onPick={onPick} />
        </Suspense>
      </Popover>
    </>
  );
}
