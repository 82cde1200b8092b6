import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { usePublicSetting } from '../../../lib/public-settings';
import { FacebookLoginPicker } from './facebook-login-picker';
import { FacebookTokenForm } from './facebook-token-form';

interface FacebookConnectDialogProps {
  open: boolean;
  /** Opened from the Instagram entry: the Instagram accounts start picked. */
  instagram: boolean;
  onClose: () => void;
}

/**
 * The add menu's Facebook and Instagram entries (spec 2 §7 POST /facebook): Meta's login dialog
 * and a pick of the user's pages and Instagram accounts when the server has a Meta app id
 * (META_APP_ID); a pasted user token otherwise.
 */
export function FacebookConnectDialog({ open, instagram, onClose }: FacebookConnectDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="facebook-connect-title">
      <DialogTitle id="facebook-connect-title">{t('connections.facebook.title')}</DialogTitle>
      {open ? <FacebookConnectContent instagram={instagram} onClose={onClose} /> : null}
    </Dialog>
  );
}

function FacebookConnectContent({ instagram, onClose }: Omit<FacebookConnectDialogProps, 'open'>) {
  const { t } = useTranslation();
  const appId = usePublicSetting('metaAppId');
  const sdkUrl = usePublicSetting('metaSdkUrl');
  if (appId.isPending || sdkUrl.isPending) {
    return (
      <DialogContent dividers sx={{ display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={t('connections.facebookLogin.loading')} />
      </DialogContent>
    );
  }
  if (appId.value && sdkUrl.value) {
    return <FacebookLoginPicker appId={appId.value} sdkUrl={sdkUrl.value} instagram={instagram} onClose={onClose} />;
  }
  return <FacebookTokenForm instagram={instagram} onClose={onClose} />;
}
