import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';

interface FacebookConnectActionsProps {
  pending: boolean;
  onClose: () => void;
  /** The connect button: a form's submit without `onClick`; left out while there is nothing to connect. */
  connect: { onClick?: () => void; disabled?: boolean } | null;
}

/** The buttons of the Facebook dialog, for the login's pick and the pasted token alike. */
export function FacebookConnectActions({ pending, onClose, connect }: FacebookConnectActionsProps) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={onClose} disabled={pending}>
        {t('connections.modal.cancel')}
      </Button>
      {connect ? (
        <Button
          type={connect.onClick ? 'button' : 'submit'}
          variant="contained"
          onClick={connect.onClick}
          disabled={connect.disabled}
          loading={pending}
        >
          {t('connections.facebook.submit')}
        </Button>
      ) : null}
    </DialogActions>
  );
}
