import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatDueDate } from '../lib/dates';
import { useSession } from '../lib/session';

/**
 * Stands in for /financeiro until the billing page exists: an expired company lands there and
 * must at least read why and whom to call (spec 1 §4).
 */
export function SubscriptionExpiredPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const dueDate = formatDueDate(user?.company?.dueDate, user?.company?.timezone);
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Alert severity="warning" variant="outlined">
        <AlertTitle>{t('subscription.title')}</AlertTitle>
        {dueDate ? t('subscription.expired', { date: dueDate }) : t('subscription.expiredNoDate')}
      </Alert>
    </Box>
  );
}
