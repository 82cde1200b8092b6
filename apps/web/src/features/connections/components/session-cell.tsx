import type { ConnectionAnswer } from '@chatdesk/contracts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionCall } from '../api/session-actions';
import { useForeignCompany } from '../lib/connection-scope';
import { importStateOf } from '../lib/import-state';
import { sessionActionOf } from '../lib/status';
import type { ImportProgress } from '../lib/use-connection-events';

export interface SessionCellProps {
  connection: ConnectionAnswer;
  importProgress?: ImportProgress | null;
  onShowQr: (connection: ConnectionAnswer) => void;
  /** Asks before disconnecting (a new QR scan is needed afterwards). */
  onDisconnect: (connection: ConnectionAnswer) => void;
  /** Asks before closing the imported tickets. */
  onCloseImported: (connection: ConnectionAnswer) => void;
}

/** Re-renders when `until` passes, so a time-limited state ends on its own. */
function useNow(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, until - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [until]);
  return now;
}

/** Spec 2 §4: the session buttons of one row, by status, plus the import progress. */
export function SessionCell({ connection, importProgress, onShowQr, onDisconnect, onCloseImported }: SessionCellProps) {
  const { t } = useTranslation();
  const retry = useSessionCall('retry');
  const newQr = useSessionCall('newQr');
  const [until, setUntil] = useState<number | null>(null);
  const now = useNow(until);
  const importState = importStateOf(connection, importProgress, now);
  const preparingUntil = importState.kind === 'preparing' ? importState.until : null;
  useEffect(() => setUntil(preparingUntil), [preparingUntil]);
  const kind = sessionActionOf(connection.status);
  // Closing imported tickets writes tickets as the company: no super-user route for it.
  const canCloseImported = !useForeignCompany();

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {kind === 'showQr' ? (
        <Button size="small" variant="contained" onClick={() => onShowQr(connection)}>
          {t('connections.buttons.qrcode')}
        </Button>
      ) : null}
      {kind === 'retryOrNewQr' ? (
        <>
          <Button
            size="small"
            variant="contained"
            loading={retry.isPending}
            onClick={() => retry.mutate(connection.id)}
          >
            {t('connections.buttons.tryAgain')}
          </Button>
          <Button size="small" variant="outlined" loading={newQr.isPending} onClick={() => newQr.mutate(connection.id)}>
            {t('connections.buttons.newQr')}
          </Button>
        </>
      ) : null}
      {kind === 'disconnect' ? (
        <Button size="small" variant="outlined" color="error" onClick={() => onDisconnect(connection)}>
          {t('connections.buttons.disconnect')}
        </Button>
      ) : null}
      {kind === 'connecting' ? (
        <Button size="small" variant="outlined" disabled startIcon={<CircularProgress size={14} />}>
          {t('connections.buttons.connecting')}
        </Button>
      ) : null}
      {importState.kind === 'importing' ? (
        <Typography variant="caption" role="status">
          {t('connections.buttons.importing', { done: importState.done, total: importState.total })}
        </Typography>
      ) : null}
      {importState.kind === 'preparing' ? (
        <Button size="small" variant="outlined" disabled startIcon={<CircularProgress size={14} />}>
          {t('connections.buttons.preparing')}
        </Button>
      ) : null}
      {importState.kind === 'closeTickets' && canCloseImported ? (
        <Button size="small" variant="contained" color="secondary" onClick={() => onCloseImported(connection)}>
          {t('connections.buttons.closedImported')}
        </Button>
      ) : null}
    </Stack>
  );
}
