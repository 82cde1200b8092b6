import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** Spec 1 §5: 'Senha com segurança baixa', shown on submit with a weak password; the user may go on. */
export function WeakPasswordDialog({
  open,
  onCancel,
  onProceed,
}: {
  open: boolean;
  onCancel: () => void;
  onProceed: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="weak-password-title">
      <DialogTitle id="weak-password-title">{t('auth.weakPassword.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('auth.weakPassword.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('auth.weakPassword.cancel')}</Button>
        <Button onClick={onProceed} variant="contained" autoFocus>
          {t('auth.weakPassword.proceed')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
