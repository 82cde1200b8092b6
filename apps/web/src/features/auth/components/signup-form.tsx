import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type FieldErrors, validateForm } from '../../../lib/form-validation';
import { maskPhone, phoneMask } from '../../../lib/phone-mask';
import { toast } from '../../../lib/toast';
import { type SignupForm as SignupValues, signupFormSchema, useSignup } from '../api/signup';
import { PasswordField } from './password-field';
import { PlanSelect } from './plan-select';

const emptyForm: SignupValues = { companyName: '', name: '', email: '', phone: '', password: '', planId: 0 };

/** The /signup form: a new company, its first admin and a plan (spec 1 §5 validation texts). */
export function SignupForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signup = useSignup();
  const [values, setValues] = useState<SignupValues>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors<SignupValues>>({});

  const set = <K extends keyof SignupValues>(field: K, value: SignupValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const fieldError = (field: keyof SignupValues) => {
    const error = errors[field];
    return error ? t(`validation.${error}`) : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signup.isPending) return;
    const result = validateForm(signupFormSchema, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    signup.mutate(result.data, {
      onSuccess: () => {
        toast.success(t('auth.signup.doneToast'), 'signup-done');
        void navigate('/login', { replace: true });
      },
    });
  };

  const text = (field: 'companyName' | 'name' | 'email', autoComplete: string, type = 'text') => (
    <TextField
      name={field}
      type={type}
      label={t(`auth.signup.${field}`)}
      value={values[field]}
      onChange={(event) => set(field, field === 'email' ? event.target.value.toLowerCase() : event.target.value)}
      error={Boolean(errors[field])}
      helperText={fieldError(field)}
      autoComplete={autoComplete}
      required
      fullWidth
      slotProps={{ htmlInput: { maxLength: field === 'email' ? 254 : 50 } }}
    />
  );

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-labelledby="signup-title">
      {text('companyName', 'organization')}
      {text('name', 'name')}
      {text('email', 'email', 'email')}
      <TextField
        name="phone"
        type="tel"
        label={t('auth.signup.phone')}
        placeholder={phoneMask}
        value={values.phone}
        onChange={(event) => set('phone', maskPhone(event.target.value))}
        error={Boolean(errors.phone)}
        helperText={fieldError('phone')}
        autoComplete="tel-national"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: phoneMask.length } }}
      />
      <PasswordField
        name="password"
        label={t('auth.signup.password')}
        value={values.password}
        onChange={(password) => set('password', password)}
        error={fieldError('password')}
        autoComplete="new-password"
      />
      <PlanSelect
        value={values.planId || undefined}
        onChange={(planId) => set('planId', planId)}
        error={fieldError('planId')}
      />
      <Button type="submit" variant="contained" size="large" loading={signup.isPending} fullWidth>
        {t('auth.signup.submit')}
      </Button>
    </Stack>
  );
}
