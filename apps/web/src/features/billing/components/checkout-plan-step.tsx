import { customPlanPricing, type PublicPlan } from '@chatdesk/contracts';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format';
import type { CheckoutStepProps } from './checkout-details-step';

/** A count of the custom plan: never below the minimum (3), whatever is typed. */
function CountField({
  name,
  label,
  value,
  error,
  onChange,
}: {
  name: 'users' | 'connections';
  label: string;
  value: number;
  error?: string;
  onChange: (value: number) => void;
}) {
  return (
    <TextField
      name={name}
      label={label}
      type="number"
      value={Number.isFinite(value) ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
      onBlur={() => {
        if (!Number.isFinite(value) || value < customPlanPricing.minimum) onChange(customPlanPricing.minimum);
      }}
      error={Boolean(error)}
      helperText={error}
      size="small"
      sx={{ width: { xs: '100%', sm: 160 } }}
      slotProps={{ htmlInput: { min: customPlanPricing.minimum, step: 1 } }}
    />
  );
}

/**
 * Step 1, Personalizar: a public plan (name, users, connections, queues, price) or 'Personalizado'
 * with at least 3 users and 3 connections; `estimate` is the period's price the browser expects.
 */
export function CheckoutPlanStep({
  values,
  errors,
  onChange,
  plans,
  estimate,
}: CheckoutStepProps & { plans: readonly PublicPlan[]; estimate: number }) {
  const { t, i18n } = useTranslation();
  const errorText = (field: 'users' | 'connections') =>
    errors[field] ? t(`platform.checkout.errors.${errors[field]}`, { count: customPlanPricing.minimum }) : undefined;
  return (
    <Stack spacing={2}>
      <RadioGroup
        name="plan"
        aria-label={t('platform.checkout.fields.plan')}
        value={values.plan}
        onChange={(event) => onChange('plan', event.target.value)}
      >
        {plans.map((plan) => (
          <FormControlLabel
            key={plan.id}
            value={String(plan.id)}
            control={<Radio />}
            label={
              <Stack>
                <Typography>{`${plan.name} — ${formatMoney(plan.amount, i18n.language)}`}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('platform.checkout.planLimits', {
                    users: plan.users,
                    connections: plan.connections,
                    queues: plan.queues,
                  })}
                </Typography>
              </Stack>
            }
          />
        ))}
        <FormControlLabel value="custom" control={<Radio />} label={t('platform.checkout.customPlan')} />
      </RadioGroup>
      {values.plan === 'custom' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {(['users', 'connections'] as const).map((name) => (
            <CountField
              key={name}
              name={name}
              label={t(`platform.checkout.fields.${name}`)}
              value={values[name]}
              error={errorText(name)}
              onChange={(next) => onChange(name, next)}
            />
          ))}
        </Stack>
      ) : null}
      <Typography data-testid="checkout-estimate">
        {t('platform.checkout.estimate', { price: formatMoney(estimate, i18n.language) })}
      </Typography>
    </Stack>
  );
}
