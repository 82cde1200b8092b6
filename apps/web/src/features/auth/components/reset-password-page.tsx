import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { type FieldErrors, validateForm } from '../../../lib/form-validation';
import { toast } from '../../../lib/toast';
import { type ResetPasswordForm, resetPasswordFormSchema, useResetPassword } from '../api/reset-password';
import { useSendState } from '../hooks/use-send-state';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-links';
import { PasswordField } from './password-field';
import { SendButton } from './send-button';

/**
 * /reset-password?token=... (spec 1 §2): new password and its confirmation; a mismatch says
 * 'As senhas não coincidem' and sends nothing. After the sent state, back to /login.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const { state, run } = useSendState();
  const [values, setValues] = useState<ResetPasswordForm>({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<ResetPasswordForm>>({});
  const [done, setDone] = useState(false);

  if (done && state === 'idle') return <Navigate to="/login" replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateForm(resetPasswordFormSchema, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    const { newPassword } = result.data;
    if (await run(() => reset.mutateAsync({ token, newPassword }))) {
      toast.success(t('auth.reset.doneToast'), 'reset-done');
      setDone(true);
    }
  };

  const fieldError = (field: keyof ResetPasswordForm) => {
    const error = errors[field];
    return error ? t(`validation.${error}`) : undefined;
  };

  return (
    <AuthLayout title={t('auth.reset.title')} titleId="reset-title">
      {token ? (
        <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-labelledby="reset-title">
          <PasswordField
            name="newPassword"
            label={t('auth.reset.newPassword')}
            value={values.newPassword}
            onChange={(newPassword) => setValues({ ...values, newPassword })}
            error={fieldError('newPassword')}
            autoComplete="new-password"
          />
          <PasswordField
            name="confirmPassword"
            label={t('auth.reset.confirmPassword')}
            value={values.confirmPassword}
            onChange={(confirmPassword) => setValues({ ...values, confirmPassword })}
            error={fieldError('confirmPassword')}
            autoComplete="new-password"
          />
          <SendButton state={state} idleLabel={t('auth.reset.submit')} />
        </Stack>
      ) : (
        <Alert severity="error">{t('auth.reset.missingToken')}</Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <AuthLink to="/login">{t('auth.backToLogin')}</AuthLink>
        <AuthLink to="/forgot-password">{t('auth.reset.requestNew')}</AuthLink>
      </Stack>
    </AuthLayout>
  );
}
