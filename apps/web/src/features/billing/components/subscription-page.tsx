import type { Invoice } from '@chatdesk/contracts';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDueDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { toast, toastError } from '../../../lib/toast';
import { findOldestUnpaidInvoice } from '../api/find-unpaid-invoice';
import { licenceDaysLeft } from '../lib/licence';
import { CheckoutDialog } from './checkout-dialog';

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/**
 * /subscription, 'Assinatura' (read-only, spec 2 §2): the licence period (counted in calendar days
 * of the company's time zone; an expired licence says when it ended), the billing e-mail and
 * 'Assine Agora!', which opens the checkout of the oldest unpaid invoice.
 */
export function SubscriptionPage({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [looking, setLooking] = useState(false);
  const company = user?.company;
  const daysLeft = licenceDaysLeft(company?.dueDate, now, company?.timezone);
  // The session's company carries its e-mail once the server sends it; until then the admin's own.
  const billingEmail = textOf(company?.email) ?? user?.email ?? '-';
  const licence =
    daysLeft === null
      ? '-'
      : daysLeft < 0
        ? t('platform.subscription.licenceExpired', { date: formatDueDate(company?.dueDate, company?.timezone) })
        : daysLeft === 0
          ? t('platform.subscription.licenceToday')
          : t('platform.subscription.licenceDays', { count: daysLeft });

  const subscribe = async () => {
    if (!user) return;
    setLooking(true);
    try {
      const invoice = await findOldestUnpaidInvoice(user.companyId);
      if (invoice) setPaying(invoice);
      else toast.info(t('platform.subscription.noOpenInvoice'));
    } catch (error) {
      toastError(error);
    } finally {
      setLooking(false);
    }
  };

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
          <Button variant="contained" onClick={() => void subscribe()} loading={looking}>
            {t('platform.subscription.subscribe')}
          </Button>
        </Stack>
      </Paper>
      {paying ? <CheckoutDialog invoice={paying} onClose={() => setPaying(null)} /> : null}
    </Stack>
  );
}
