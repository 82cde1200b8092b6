import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type FieldErrors, validateForm } from '../../../lib/form-validation';
import { usePublicSetting } from '../../../lib/public-settings';
import { type LoginInput, loginInputSchema, useLogin } from '../api/login';
import { passwordScore, passwordStrength } from '../utils/password-strength';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-links';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SupportChatButton } from './support-chat-button';

/**
 * /login (spec 1 §2): e-mail (lowercased as typed) and password with its strength indicator;
 * a weak password asks for confirmation before signing in. `validLanding` is where a valid
 * subscription lands (/tickets once that page exists).
 */
export function LoginPage({ validLanding = '/tickets' }: { validLanding?: string }) {
  const { t } = useTranslation();
  const login = useLogin({ validLanding });
  const allowSignup = usePublicSetting('allowSignup').value === 'enabled';
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginInput>>({});
  const [weakCredentials, setWeakCredentials] = useState<LoginInput | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const result = validateForm(loginInputSchema, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    if (passwordStrength(passwordScore(result.data.password)) === 'weak') setWeakCredentials(result.data);
    else login.mutate(result.data);
  };

  const proceedWithWeakPassword = () => {
    if (weakCredentials) login.mutate(weakCredentials);
    setWeakCredentials(null);
  };

  const fieldError = (field: keyof LoginInput) => {
    const error = errors[field];
    return error ? t(`validation.${error}`) : undefined;
  };

  return (
    <AuthLayout title={t('auth.login.title')} titleId="login-title">
      <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-labelledby="login-title">
        <TextField
          name="email"
          type="email"
          label={t('auth.login.email')}
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value.toLowerCase() })}
          error={Boolean(errors.email)}
          helperText={fieldError('email')}
          autoComplete="email"
          autoFocus
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 254, autoCapitalize: 'none' } }}
        />
        <PasswordField
          name="password"
          label={t('auth.login.password')}
          value={values.password}
          onChange={(password) => setValues({ ...values, password })}
          error={fieldError('password')}
          autoComplete="current-password"
          maxLength={200}
        />
        <PasswordStrengthMeter password={values.password} />
        <Button type="submit" variant="contained" size="large" loading={login.isPending} fullWidth>
          {t(login.isPending ? 'auth.login.submitting' : 'auth.login.submit')}
        </Button>
      </Stack>
      <Stack
        direction="row"
        sx={{ justifyContent: allowSignup ? 'space-between' : 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <AuthLink to="/forgot-password">{t('auth.login.forgotPassword')}</AuthLink>
        {allowSignup ? <AuthLink to="/signup">{t('auth.login.signup')}</AuthLink> : null}
      </Stack>
      <SupportChatButton />
      {/* Spec 1 §5: 'Senha com segurança baixa', shown on submit with a weak password; the user may go on. */}
      <ConfirmDialog
        open={weakCredentials !== null}
        title={t('auth.weakPassword.title')}
        text={t('auth.weakPassword.text')}
        confirmLabel={t('auth.weakPassword.proceed')}
        cancelLabel={t('auth.weakPassword.cancel')}
        focusConfirm
        onCancel={() => setWeakCredentials(null)}
        onConfirm={proceedWithWeakPassword}
      />
    </AuthLayout>
  );
}
