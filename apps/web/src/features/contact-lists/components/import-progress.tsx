import type { ContactListImportProgress } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '../../../lib/dates';

/** Of the rows counted, the share read so far (0–1), floored to a whole percent so 100 % means done. */
const shareOf = ({ processed, total }: ContactListImportProgress) =>
  total > 0 ? Math.min(Math.floor((processed / total) * 100), 100) / 100 : 0;

/**
 * A running import: until the server has counted the file's rows, the upload is on its way; then
 * the percentage of rows read, the rows read of the rows counted, and the counts so far, live.
 */
export function ImportProgress({ progress }: { progress: ContactListImportProgress | null }) {
  const { t, i18n } = useTranslation();
  if (!progress)
    return (
      <Stack spacing={1} role="status">
        <Typography>{t('contactLists.import.sending')}</Typography>
        <LinearProgress aria-label={t('contactLists.import.sending')} />
      </Stack>
    );
  const locale = intlLocaleOf(i18n.language);
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const share = shareOf(progress);
  const percent = new Intl.NumberFormat(locale, { style: 'percent' }).format(share);
  const counts = [
    t('contactLists.import.imported', { count: progress.imported }),
    t('contactLists.import.duplicatesInFile', { count: progress.duplicatesInFile }),
    t('contactLists.import.duplicatesInList', { count: progress.duplicatesInList }),
    t('contactLists.import.invalid', { count: progress.invalidCount }),
  ];
  // No live region here: the events come twice a second; the bar's value is there when asked for.
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography>{t('contactLists.import.running')}</Typography>
        <Typography variant="h6" component="span" data-testid="contact-list-import-percent">
          {percent}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={share * 100}
        aria-label={t('contactLists.import.running')}
        aria-valuetext={percent}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary">
        {progress.total > 0
          ? t('contactLists.import.rowsOfTotal', {
              count: progress.total,
              processed: count(progress.processed),
              total: count(progress.total),
            })
          : t('contactLists.import.processed', { count: progress.processed })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 0.5 }}>
        {counts.map((text) => (
          <Typography key={text} variant="body2">
            {text}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
