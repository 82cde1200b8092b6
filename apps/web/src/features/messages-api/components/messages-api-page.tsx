import { planAllows } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { companyAccessOf } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useDeniedRedirect } from '../../../lib/use-denied-redirect';
import { ApiDocs } from './api-docs';
import { TestSendForm } from './test-send-form';

/** Spec 3 §9: the router's redirect delay. */
const redirectDelayMs = 1000;

/**
 * /messages-api (spec 3 "External messages API page"): how to send texts (JSON) and files
 * (multipart) through POST /api/messages/send, each with a form that calls it for real. A plan
 * without useExternalApi is told so and sent home after a second.
 */
export function MessagesApiPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const allowed = user ? planAllows(companyAccessOf(user), 'useExternalApi') : false;

  useDeniedRedirect(allowed, t('messagesApi.noPermission'), 'messages-api-no-permission', redirectDelayMs);

  if (!allowed) return null;
  const origin = window.location.origin;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('messagesApi.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('messagesApi.instructions.title')}
        </Typography>
        <Typography variant="subtitle2">{t('messagesApi.instructions.notes')}</Typography>
        <Box component="ul" sx={{ mt: 0, pl: 3 }}>
          <li>{t('messagesApi.instructions.token')}</li>
          <li>
            {t('messagesApi.instructions.number')} {t('messagesApi.instructions.example')}
          </li>
          <li>{t('messagesApi.docs.idempotency')}</li>
          <li>{t('messagesApi.docs.rateLimit')}</li>
          <li>{t('messagesApi.docs.answer')}</li>
        </Box>
        <Typography variant="subtitle2">{t('messagesApi.docs.optional')}</Typography>
        <Box component="ul" sx={{ mt: 0, pl: 3 }}>
          {(['userId', 'queueId', 'sendSignature', 'closeTicket'] as const).map((field) => (
            <li key={field}>{t(`messagesApi.docs.${field}`)}</li>
          ))}
        </Box>
      </Paper>
      <Typography variant="h6" component="h2">
        {t('messagesApi.methods.title')}
      </Typography>
      {(['text', 'media'] as const).map((kind) => (
        <Paper key={kind} variant="outlined" sx={{ p: 2 }}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 7 }}>
              <ApiDocs kind={kind} origin={origin} />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <TestSendForm kind={kind} />
            </Grid>
          </Grid>
        </Paper>
      ))}
    </Stack>
  );
}
