import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloseTicketDialogProps } from './types';

/**
 * Spec 1 §4 Close: with or without the farewell message; when ratings are in use the rating is
 * mandatory, so the only close offered is the one that asks the contact for it.
 */
export function CloseTicketDialog({
  open,
  busy = false,
  ratingRequired = false,
  onClose,
  onConfirm,
}: CloseTicketDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('tickets.close.title')}</DialogTitle>
      <DialogContent>
        {ratingRequired ? (
          <Alert severity="info">
            <AlertTitle>{t('tickets.close.ratingRequired')}</AlertTitle>
            {t('tickets.close.ratingText')}
          </Alert>
        ) : (
          <DialogContentText>{t('tickets.close.text')}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('tickets.close.cancel')}
        </Button>
        {!ratingRequired && (
          <Button variant="outlined" disabled={busy} onClick={() => onConfirm(false)}>
            {t('tickets.close.withoutFarewell')}
          </Button>
        )}
        <Button variant="contained" loading={busy} onClick={() => onConfirm(true)}>
          {t(ratingRequired ? 'tickets.close.withRating' : 'tickets.close.withFarewell')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
