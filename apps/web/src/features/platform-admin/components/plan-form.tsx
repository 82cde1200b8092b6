import { type Plan, type PlanFlags, planFeatures } from '@chatdesk/contracts';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatePlan } from '../api/create-plan';
import { useUpdatePlan } from '../api/update-plan';
import {
  emptyPlanForm,
  type PlanField,
  type PlanFieldError,
  type PlanFormValues,
  planToForm,
  validatePlanForm,
} from '../lib/plan-form';
import { FormActions } from './form-actions';

const numberFields = ['users', 'connections', 'queues'] as const;
const switches: readonly (keyof PlanFlags | 'isPublic')[] = ['isPublic', ...planFeatures];

/** Create or edit a plan (spec 2 §3 Plan). Remount with a new `key` to load another plan. */
export function PlanForm({ plan, onDone, onDelete }: { plan: Plan | null; onDone: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const [values, setValues] = useState<PlanFormValues>(() => (plan ? planToForm(plan) : emptyPlanForm));
  const [errors, setErrors] = useState<Partial<Record<PlanField, PlanFieldError>>>({});
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validatePlanForm(values);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    if (plan) update.mutate({ id: plan.id, ...result.data }, { onSuccess: onDone });
    else create.mutate(result.data, { onSuccess: onDone });
  };

  const text = (field: Exclude<PlanField, keyof PlanFlags | 'isPublic'>, extra: { type?: string } = {}) => (
    <TextField
      name={field}
      label={t(`platform.plans.fields.${field}`)}
      value={values[field]}
      onChange={(event) => setValues({ ...values, [field]: event.target.value })}
      error={Boolean(errors[field])}
      helperText={errors[field] ? t(`platform.common.${errors[field]}`) : undefined}
      required
      fullWidth
      size="small"
      slotProps={{
        htmlInput: { maxLength: field === 'name' ? 100 : 20, inputMode: field === 'name' ? 'text' : 'decimal' },
      }}
      {...extra}
    />
  );

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={t('platform.plans.title')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>{text('name')}</Grid>
        <Grid size={{ xs: 12, sm: 6, md: 2 }}>{text('amount')}</Grid>
        {numberFields.map((field) => (
          <Grid key={field} size={{ xs: 12, sm: 6, md: 2 }}>
            {text(field, { type: 'number' })}
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={1}>
        {switches.map((flag) => (
          <Grid key={flag} size={{ xs: 12, sm: 6, md: 3, lg: 2 }}>
            <FormControlLabel
              label={t(`platform.plans.fields.${flag}`)}
              control={
                <Switch
                  name={flag}
                  checked={values[flag]}
                  onChange={(event) => setValues({ ...values, [flag]: event.target.checked })}
                />
              }
            />
          </Grid>
        ))}
      </Grid>
      <FormActions pending={pending} onClear={onDone} onDelete={plan ? onDelete : undefined} />
    </Stack>
  );
}
