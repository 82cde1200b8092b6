import { type Company, recurrences } from '@chatdesk/contracts';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateField } from '../../../components/calendar-date-field';
import { maskPhone, phoneDigits } from '../../../lib/phone-mask';
import { useCreateCompany } from '../api/create-company';
import { usePlans } from '../api/get-plans';
import { useUpdateCompany } from '../api/update-company';
import {
  type CompanyField,
  type CompanyFormErrors,
  type CompanyFormValues,
  companyToForm,
  emptyCompanyForm,
  validateCompanyChanges,
  validateNewCompany,
} from '../lib/company-form';
import { FormActions } from './form-actions';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Create or edit a company (spec 2 §3 Company). Remount with a new `key` to load another company. */
export function CompanyForm({
  company,
  onDone,
  onDelete,
}: {
  company: Company | null;
  onDone: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const plans = usePlans();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const [values, setValues] = useState<CompanyFormValues>(() => (company ? companyToForm(company) : emptyCompanyForm));
  const [errors, setErrors] = useState<CompanyFormErrors>({});
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (company) {
      const result = validateCompanyChanges(values);
      if ('errors' in result) return setErrors(result.errors);
      setErrors({});
      update.mutate({ id: company.id, ...result.data }, { onSuccess: onDone });
      return;
    }
    const result = validateNewCompany(values);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    create.mutate(result.data, { onSuccess: onDone });
  };

  const set = <K extends CompanyField>(field: K, value: CompanyFormValues[K]) =>
    setValues({ ...values, [field]: value });

  const field = (name: CompanyField, props: TextFieldProps = {}) => {
    const error = errors[name];
    return (
      <TextField
        name={name}
        label={t(`platform.companies.fields.${name === 'planId' ? 'plan' : name}`)}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        error={Boolean(error)}
        fullWidth
        size="small"
        {...props}
        helperText={error ? t(error) : props.helperText}
      />
    );
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={t('platform.companies.title')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          {field('name', { required: true, slotProps: { htmlInput: { maxLength: 50 } } })}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {field('email', {
            type: 'email',
            required: true,
            // Editing, the e-mail is only the billing and contact address; creating, it is also the admin's login.
            helperText: company ? t('platform.companies.emailBillingHint') : undefined,
            slotProps: { htmlInput: { maxLength: 254 } },
          })}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {field('password', {
            type: 'password',
            required: !company,
            autoComplete: 'new-password',
            helperText: t(company ? 'platform.companies.passwordKeepHint' : 'platform.companies.passwordHint'),
            slotProps: { htmlInput: { maxLength: 50 } },
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          {field('phone', {
            type: 'tel',
            value: maskPhone(values.phone),
            onChange: (event) => set('phone', phoneDigits(event.target.value)),
            placeholder: '(99) 99999-9999',
            slotProps: { htmlInput: { inputMode: 'tel' } },
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          {field('planId', {
            select: true,
            required: true,
            slotProps: nativeSelect,
            children: [
              <option key="" value="" disabled>
                {' '}
              </option>,
              ...(plans.data ?? []).map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {plan.name}
                </option>
              )),
            ],
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          {field('status', {
            select: true,
            value: String(values.status),
            onChange: (event) => set('status', event.target.value === 'true'),
            slotProps: nativeSelect,
            children: [
              <option key="true" value="true">
                {t('platform.common.yes')}
              </option>,
              <option key="false" value="false">
                {t('platform.common.no')}
              </option>,
            ],
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          {field('document', { slotProps: { htmlInput: { maxLength: 30 } } })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <CalendarDateField
            name="dueDate"
            label={t('platform.companies.fields.dueDate')}
            value={values.dueDate}
            onValueChange={(value) => set('dueDate', value)}
            error={Boolean(errors.dueDate)}
            helperText={errors.dueDate ? t(errors.dueDate) : undefined}
            fullWidth
            size="small"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          {field('recurrence', {
            select: true,
            slotProps: nativeSelect,
            children: recurrences.map((recurrence) => (
              <option key={recurrence} value={recurrence}>
                {t(`platform.companies.recurrences.${recurrence}`)}
              </option>
            )),
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          {field('numberAttendants', { type: 'number', slotProps: { htmlInput: { min: 1 } } })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          {field('numberConections', { type: 'number', slotProps: { htmlInput: { min: 1 } } })}
        </Grid>
      </Grid>
      <FormActions pending={pending} onClear={onDone} onDelete={company ? onDelete : undefined} />
    </Stack>
  );
}
