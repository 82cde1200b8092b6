import CloudOffIcon from '@mui/icons-material/CloudOff';
import SyncIcon from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useConnectionState } from '../hooks/use-connection-state';

/** A strip under the top bar while the live connection is down: the screen may be out of date. */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const state = useConnectionState();
  if (state === 'online') return null;
  const offline = state === 'offline';
  return (
    <Alert
      role="status"
      severity={offline ? 'error' : 'warning'}
      icon={offline ? <CloudOffIcon fontSize="inherit" /> : <SyncIcon fontSize="inherit" />}
      // Floats under the top bar: the page below keeps its height (the ticket page fills the window).
      sx={{
        position: 'fixed',
        top: { xs: 60, sm: 68 },
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar,
        boxShadow: 3,
        maxWidth: 'calc(100vw - 16px)',
      }}
      data-testid="connection-banner"
    >
      {offline ? t('shell.connection.offline') : t('shell.connection.reconnecting')}
    </Alert>
  );
}
