import SupportAgent from '@mui/icons-material/SupportAgent';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { usePublicSetting } from '../../../lib/public-settings';
import { supportChatHref } from '../utils/support-chat';

/** Spec 1 §2: a button opening the support chat; hidden until the public setting supportChatUrl is set. */
export function SupportChatButton() {
  const { t } = useTranslation();
  const href = supportChatHref(usePublicSetting('supportChatUrl').value);
  if (!href) return null;
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      startIcon={<SupportAgent />}
      fullWidth
    >
      {t('auth.login.support')}
    </Button>
  );
}
