import type { ContactImportResult } from '@chatdesk/contracts';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const counts = ['created', 'updated', 'ignored', 'failed'] as const;

/** Spec 2 §8: per-row failures are counted, not listed. */
export function ImportResultPanel({ result }: { result: ContactImportResult }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-labelledby="contact-import-result">
      <Typography id="contact-import-result" variant="subtitle1" gutterBottom>
        {t('contacts.import.result.title')}
      </Typography>
      <Stack direction="row" component="dl" sx={{ m: 0, flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
        {counts.map((key) => (
          <Stack key={key} data-testid={`import-count-${key}`}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`contacts.import.result.${key}`)}
            </Typography>
            <Typography
              component="dd"
              variant="h6"
              sx={{ m: 0 }}
              color={key === 'failed' && result[key] > 0 ? 'error' : undefined}
            >
              {result[key]}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
