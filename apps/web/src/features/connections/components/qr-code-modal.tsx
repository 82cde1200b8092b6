import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionConnection } from '../api/get-connection';
import { useForeignCompany } from '../lib/connection-scope';
import { PairingCodeForm } from './pairing-code-form';
import { QrCodeImage } from './qr-code-image';

/**
 * Spec 2 §2/§4: the session's QR code, kept current by the session events (they patch the cached
 * connection). It closes by itself once the qrcode it showed becomes empty: the phone scanned it
 * and the session connected. A pairing code is the alternative to scanning.
 */
export function QrCodeModal({ connectionId, onClose }: { connectionId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={connectionId !== null} onClose={onClose} aria-labelledby="qr-code-modal-title">
      <DialogTitle id="qr-code-modal-title">{t('connections.qr.title')}</DialogTitle>
      {connectionId !== null ? <QrCodeContent connectionId={connectionId} onClose={onClose} /> : null}
      <DialogActions>
        <Button onClick={onClose}>{t('connections.qr.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function QrCodeContent({ connectionId, onClose }: { connectionId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const foreign = useForeignCompany();
  const connection = useSessionConnection(connectionId, foreign);
  const qrcode = connection.data?.qrcode ?? '';
  const shown = useRef(false);
  useEffect(() => {
    if (qrcode) shown.current = true;
    else if (shown.current) onClose();
  }, [qrcode, onClose]);
  useEffect(() => {
    if (connection.isError) onClose();
  }, [connection.isError, onClose]);

  return (
    <DialogContent dividers>
      <Stack spacing={2} sx={{ alignItems: 'center', minWidth: { sm: 360 } }}>
        <Typography>{t('connections.qr.message')}</Typography>
        {qrcode ? (
          <QrCodeImage value={qrcode} label={t('connections.qr.image', { name: connection.data?.name ?? '' })} />
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'center', py: 4 }}>
            <CircularProgress aria-label={t('connections.qr.waiting')} />
            <Typography variant="body2" color="text.secondary">
              {t('connections.qr.waiting')}
            </Typography>
          </Stack>
        )}
        {/* Pairing codes have no super-user route: another company pairs from its own page. */}
        {foreign ? null : (
          <>
            <Divider flexItem />
            <PairingCodeForm connectionId={connectionId} />
          </>
        )}
      </Stack>
    </DialogContent>
  );
}
