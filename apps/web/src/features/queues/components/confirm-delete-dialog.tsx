import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteDialogProps {
  /** The name of what is about to be deleted; null keeps the dialog closed. */
  name: string | null;
  message: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDeleteDialog({ name, message, pending, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={name !== null} onClose={onClose} aria-labelledby="confirm-delete-title">
      <DialogTitle id="confirm-delete-title">{t('admin.common.deleteTitle', { name: name ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('admin.common.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={pending}>
          {t('admin.common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
