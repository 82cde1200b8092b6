import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { licenceDaysLeft } from '../lib/licence';

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/**
 * /subscription, 'Assinatura' (read-only, spec 2 §2): the licence period, the billing e-mail and
 * 'Assine Agora!'. Checkout is not built yet, so the button opens the invoices (/financeiro).
 */
export function SubscriptionPage({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const daysLeft = licenceDaysLeft(user?.company?.dueDate, now);
  // The session's company carries its e-mail once the server sends it; until then the admin's own.
  const billingEmail = textOf(user?.company?.email) ?? user?.email ?? '-';
  const licence =
    daysLeft === null
      ? '-'
      : daysLeft === 0
        ? t('platform.subscription.licenceToday')
        : t('platform.subscription.licenceDays', { count: daysLeft });

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="h5" component="h1">
        {t('platform.subscription.title')}
      </Typography>
      <Paper variant="outlined">
        <List>
          <ListItem>
            <ListItemText primary={t('platform.subscription.licence')} secondary={licence} />
          </ListItem>
          <ListItem>
            <ListItemText primary={t('platform.subscription.billingEmail')} secondary={billingEmail} />
          </ListItem>
        </List>
        <Stack sx={{ p: 2, pt: 0, alignItems: 'flex-start' }}>
          <Tooltip title={t('platform.subscription.subscribeHint')} describeChild>
            <Button component={Link} to="/financeiro" variant="contained">
              {t('platform.subscription.subscribe')}
            </Button>
          </Tooltip>
        </Stack>
      </Paper>
    </Stack>
  );
}
