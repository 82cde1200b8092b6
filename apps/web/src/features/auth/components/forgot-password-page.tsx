import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, validateForm } from '../../../lib/form-validation';
import { toast } from '../../../lib/toast';
import { type ForgotPasswordInput, forgotPasswordInputSchema, useRequestPasswordReset } from '../api/forgot-password';
import { useSendState } from '../hooks/use-send-state';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-links';
import { SendButton } from './send-button';

/** /forgot-password (spec 1 §2): sends a reset link; the answer never says whether the account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const { state, run } = useSendState();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<ForgotPasswordInput>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateForm(forgotPasswordInputSchema, { email });
    setErrors(result.errors ?? {});
    if (!result.data) return;
    const { data } = result;
    if (await run(() => request.mutateAsync(data))) toast.success(t('auth.forgot.sentToast'), 'forgot-sent');
  };

  return (
    <AuthLayout title={t('auth.forgot.title')} titleId="forgot-title">
      <Typography color="text.secondary" variant="body2" sx={{ textAlign: 'center' }}>
        {t('auth.forgot.text')}
      </Typography>
      <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-labelledby="forgot-title">
        <TextField
          name="email"
          type="email"
          label={t('auth.login.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value.toLowerCase())}
          error={Boolean(errors.email)}
          helperText={errors.email ? t(`validation.${errors.email}`) : undefined}
          autoComplete="email"
          autoFocus
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 254, autoCapitalize: 'none' } }}
        />
        <SendButton state={state} idleLabel={t('auth.forgot.submit')} />
      </Stack>
      <Stack sx={{ alignItems: 'center' }}>
        <AuthLink to="/login">{t('auth.backToLogin')}</AuthLink>
      </Stack>
    </AuthLayout>
  );
}
