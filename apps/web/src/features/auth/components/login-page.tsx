import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLogo } from '../../../components/app-logo';
import { LanguageMenu } from '../../../components/language-menu';
import { ThemeToggle } from '../../../components/theme-toggle';
import { type LoginInput, loginInputSchema, useLogin } from '../api/login';

type FieldErrors = Partial<Record<keyof LoginInput, 'required' | 'invalidEmail'>>;

function validate(values: LoginInput): { data: LoginInput } | { errors: FieldErrors } {
  const parsed = loginInputSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginInput;
    errors[field] ??= issue.message === 'required' ? 'required' : 'invalidEmail';
  }
  return { errors };
}

export function LoginPage() {
  const { t } = useTranslation();
  const login = useLogin();
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [showPassword, setShowPassword] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(values);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    login.mutate(result.data);
  };

  const fieldError = (field: keyof LoginInput) => {
    const error = errors[field];
    return error ? t(`auth.validation.${error}`) : undefined;
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ position: 'fixed', top: 8, right: 8 }}>
        <LanguageMenu />
        <ThemeToggle />
      </Stack>
      <Paper component="main" elevation={3} sx={{ width: '100%', maxWidth: 400, p: 4 }}>
        <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-labelledby="login-title">
          <AppLogo size="large" />
          <Typography id="login-title" variant="h5" component="h1" sx={{ textAlign: 'center' }}>
            {t('auth.login.title')}
          </Typography>
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
            slotProps={{ htmlInput: { maxLength: 255, autoCapitalize: 'none' } }}
          />
          <TextField
            name="password"
            type={showPassword ? 'text' : 'password'}
            label={t('auth.login.password')}
            value={values.password}
            onChange={(event) => setValues({ ...values, password: event.target.value })}
            error={Boolean(errors.password)}
            helperText={fieldError('password')}
            autoComplete="current-password"
            required
            fullWidth
            slotProps={{
              htmlInput: { maxLength: 255 },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      edge="end"
                      onClick={() => setShowPassword((shown) => !shown)}
                      aria-label={t(showPassword ? 'auth.login.hidePassword' : 'auth.login.showPassword')}
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button type="submit" variant="contained" size="large" loading={login.isPending} fullWidth>
            {t(login.isPending ? 'auth.login.submitting' : 'auth.login.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
