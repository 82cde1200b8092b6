import CheckCircle from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { SendState } from '../hooks/use-send-state';

/** The submit button of the forgot/reset forms in its three states (spec 1 §2). */
export function SendButton({ state, idleLabel }: { state: SendState; idleLabel: string }) {
  const { t } = useTranslation();
  const label = { idle: idleLabel, sending: t('auth.send.sending'), sent: t('auth.send.sent') }[state];
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      loading={state === 'sending'}
      loadingPosition="start"
      disabled={state === 'sent'}
      startIcon={state === 'sent' ? <CheckCircle /> : undefined}
      data-state={state}
    >
      {label}
    </Button>
  );
}
