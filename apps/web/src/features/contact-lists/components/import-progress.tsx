import type { ContactListImportProgress, ContactListImportUpload } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '../../../lib/dates';

/** The latest news of a running import: its upload's bytes, then its rows. */
export type ImportNews = ContactListImportUpload | ContactListImportProgress;

/** The share done (0–1), floored to a whole percent so 100 % means done; null when the total is unknown. */
const shareOf = (done: number, total: number) =>
  total > 0 ? Math.min(Math.floor((done / total) * 100), 100) / 100 : null;

/** A stage's label, its percentage and a bar (moving without a percentage while the total is unknown). */
function StageBar({ label, share }: { label: string; share: number | null }) {
  const { i18n } = useTranslation();
  const percent =
    share === null ? null : new Intl.NumberFormat(intlLocaleOf(i18n.language), { style: 'percent' }).format(share);
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography>{label}</Typography>
        {percent ? (
          <Typography variant="h6" component="span" data-testid="contact-list-import-percent">
            {percent}
          </Typography>
        ) : null}
      </Stack>
      {share === null ? (
        <LinearProgress aria-label={label} sx={{ height: 8, borderRadius: 4 }} />
      ) : (
        <LinearProgress
          variant="determinate"
          value={share * 100}
          aria-label={label}
          aria-valuetext={percent ?? undefined}
          sx={{ height: 8, borderRadius: 4 }}
        />
      )}
    </>
  );
}

/**
 * A running import: the upload's percentage of the request's bytes while it arrives, then the
 * percentage of the file's rows read, the rows read of the rows counted and the counts so far, live.
 * No live region: the events come twice a second; the bar's value is there when asked for.
 */
export function ImportProgress({ news }: { news: ImportNews | null }) {
  const { t, i18n } = useTranslation();
  if (news?.action !== 'import-progress')
    return (
      <Stack spacing={1.5}>
        <StageBar label={t('contactLists.import.sending')} share={news ? shareOf(news.received, news.total) : null} />
      </Stack>
    );
  const count = (value: number) => new Intl.NumberFormat(intlLocaleOf(i18n.language)).format(value);
  const counts = [
    t('contactLists.import.imported', { count: news.imported }),
    t('contactLists.import.duplicatesInFile', { count: news.duplicatesInFile }),
    t('contactLists.import.duplicatesInList', { count: news.duplicatesInList }),
    t('contactLists.import.invalid', { count: news.invalidCount }),
  ];
  return (
    <Stack spacing={1.5}>
      <StageBar label={t('contactLists.import.running')} share={shareOf(news.processed, news.total) ?? 0} />
      <Typography variant="body2" color="text.secondary">
        {news.total > 0
          ? t('contactLists.import.rowsOfTotal', {
              count: news.total,
              processed: count(news.processed),
              total: count(news.total),
            })
          : t('contactLists.import.processed', { count: news.processed })}
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
