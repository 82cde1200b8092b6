import type { PublicPlan } from '@chatdesk/contracts';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CheckoutValues } from '../lib/checkout-form';
import { formatMoney } from '../lib/format';

/** Step 2, Revisar: what the checkout will send, with the estimated price; PAGAR sends it. */
export function CheckoutReviewStep({
  values,
  plans,
  estimate,
}: {
  values: CheckoutValues;
  plans: readonly PublicPlan[];
  estimate: number;
}) {
  const { t, i18n } = useTranslation();
  const plan = plans.find((candidate) => String(candidate.id) === values.plan);
  const planText = plan
    ? plan.name
    : t('platform.checkout.customSummary', { users: values.users, connections: values.connections });
  const address = [values.address2, values.city, values.state, values.country].join(', ');
  const rows = [
    [t('platform.checkout.fields.firstName'), values.firstName],
    [t('platform.checkout.fields.zipcode'), values.zipcode],
    [t('platform.checkout.address'), address],
    [t('platform.checkout.fields.plan'), planText],
    [t('platform.checkout.total'), formatMoney(estimate, i18n.language)],
  ];
  return (
    <>
      <List dense disablePadding>
        {rows.map(([label, value]) => (
          <ListItem key={label} disableGutters>
            <ListItemText
              primary={value}
              secondary={label}
              slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
            />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary">
        {t('platform.checkout.estimateNote')}
      </Typography>
    </>
  );
}
