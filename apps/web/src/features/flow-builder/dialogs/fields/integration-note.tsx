import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** Issue "Editor": typebot and openai nodes are configured now and run once the integrations are active on the server. */
export function IntegrationNote() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" data-testid="integration-note">
      {t('flowNodes.integrations.notActive')}
    </Alert>
  );
}
