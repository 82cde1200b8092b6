import type { DialogflowTestAnswer } from '@chatdesk/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/toast';
import { testDialogflowSession } from '../api/integration-secrets';
import type { IntegrationFormValues } from '../lib/integration-form';

type Outcome = { ok: true; answer: DialogflowTestAnswer } | { ok: false; message: string };

interface DialogflowSessionTestProps {
  values: IntegrationFormValues;
  /** The saved integration whose stored service account is tested when no new one was typed. */
  storedId: number | null;
}

/**
 * 'Testar sessão' (spec 3 §7 POST /queueIntegration/testSession): a detectIntent with the typed
 * project, language and service account (else the stored one), answered here, not in a toast.
 * A plain call, not a mutation, so the typed JSON never sits in the mutation cache.
 */
export function DialogflowSessionTest({ values, storedId }: DialogflowSessionTestProps) {
  const { t } = useTranslation();
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const typed = values.jsonContent.kind === 'replace' ? values.jsonContent.value.trim() : '';

  const run = async () => {
    setTesting(true);
    setOutcome(null);
    try {
      const answer = await testDialogflowSession({
        projectName: values.projectName,
        language: values.language,
        ...(typed
          ? { jsonContent: typed }
          : storedId !== null && values.jsonContent.kind === 'keep'
            ? { id: storedId }
            : {}),
      });
      setOutcome({ ok: true, answer });
    } catch (error) {
      setOutcome({ ok: false, message: errorText(error).message });
    } finally {
      setTesting(false);
    }
  };

  return (
    <Box>
      <Button variant="outlined" onClick={() => void run()} loading={testing} disabled={!values.projectName.trim()}>
        {t('queueIntegrations.testSession.button')}
      </Button>
      {outcome ? (
        <Alert severity={outcome.ok ? 'success' : 'error'} role="status" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {outcome.ok ? <SessionAnswer answer={outcome.answer} /> : outcome.message}
        </Alert>
      ) : null}
    </Box>
  );
}

function SessionAnswer({ answer }: { answer: DialogflowTestAnswer }) {
  const { t } = useTranslation();
  return (
    <>
      <div>{t('queueIntegrations.testSession.ok')}</div>
      <div>
        {answer.intent
          ? t('queueIntegrations.testSession.intent', { intent: answer.intent })
          : t('queueIntegrations.testSession.noIntent')}
      </div>
      {answer.fulfillmentText ? (
        <div>{t('queueIntegrations.testSession.answer', { text: answer.fulfillmentText })}</div>
      ) : null}
    </>
  );
}
