import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/**
 * Above the composer of a Cloud API (whatsappapi) ticket whose 24-hour window is closed: only an
 * approved template can go out, so the banner offers it.
 */
export function TemplateWindowNotice({ onSendTemplate }: { onSendTemplate: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      sx={{ borderRadius: 0, py: 0, alignItems: 'center' }}
      data-testid="template-window-notice"
      action={
        <Button color="inherit" size="small" onClick={onSendTemplate}>
          {t('conversation.window.sendTemplate')}
        </Button>
      }
    >
      {t('conversation.window.templateOnly')}
    </Alert>
  );
}
