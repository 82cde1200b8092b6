import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { shortcutList } from './shortcuts';

const keySx = {
  display: 'inline-block',
  minWidth: 24,
  px: 0.75,
  py: 0.25,
  border: 1,
  borderColor: 'divider',
  borderBottomWidth: 2,
  borderRadius: 1,
  fontFamily: 'monospace',
  fontSize: 13,
  textAlign: 'center',
  bgcolor: 'action.hover',
} as const;

/** The button that opens the shortcuts' help (its tooltip names the '?' key). */
export function ShortcutsButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  const label = t('tickets.manager.shortcuts.open');
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick}>
        <KeyboardIcon />
      </IconButton>
    </Tooltip>
  );
}

/** The '?' dialog: every workspace shortcut with its keys. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcuts-title" fullWidth maxWidth="xs">
      <DialogTitle id="shortcuts-title">{t('tickets.manager.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1.5, m: 0 }}>
          {shortcutList.map((shortcut) => (
            <Box key={shortcut.id} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ alignSelf: 'center' }}>
                {t(`tickets.manager.shortcuts.${shortcut.id}`)}
              </Typography>
              <Box component="dd" sx={{ m: 0, display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
                {shortcut.keys.map((key) => (
                  <Box component="kbd" key={key} sx={keySx}>
                    {key}
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          {t('tickets.manager.shortcuts.typingNote')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('tickets.manager.shortcuts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
