import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { type PublicPlan, usePublicPlans } from '../api/get-public-plans';

function usePlanLabel() {
  const { t, i18n } = useTranslation();
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'BRL' });
  return (plan: PublicPlan) =>
    t('auth.signup.planOption', {
      name: plan.name,
      users: plan.users,
      connections: plan.connections,
      queues: plan.queues,
      price: money.format(Number(plan.amount)),
    });
}

/** The plan choice of /signup: the public plans with price and limits (GET /plans/list). */
export function PlanSelect({
  value,
  onChange,
  error,
}: {
  value: number | undefined;
  onChange: (planId: number) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const plans = usePublicPlans();
  const label = usePlanLabel();
  const options = plans.data ?? [];
  const unavailable = !plans.isPending && options.length === 0;
  const helperText =
    error ?? (plans.isPending ? t('common.loading') : unavailable ? t('auth.signup.noPlans') : undefined);

  return (
    <TextField
      select
      name="planId"
      label={t('auth.signup.plan')}
      value={value ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
      error={Boolean(error) || unavailable}
      helperText={helperText}
      disabled={options.length === 0}
      required
      fullWidth
    >
      {options.map((plan) => (
        <MenuItem key={plan.id} value={plan.id}>
          {label(plan)}
        </MenuItem>
      ))}
    </TextField>
  );
}
