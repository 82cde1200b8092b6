import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { type FieldErrors, validateForm } from '../../../lib/form-validation';
import type { SessionUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { type ProfileForm, profileFormSchema, useUpdateProfile } from '../api/update-profile';

/**
 * The avatar menu's 'profile': the signed-in user edits their own name, e-mail, password and
 * theme/menu defaults (PUT /users/{id}). Profile, queues and permissions stay in the users page.
 */
export function ProfileDialog({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(user.id);
  const [values, setValues] = useState<ProfileForm>({
    name: user.name,
    email: user.email,
    password: '',
    defaultTheme: user.defaultTheme,
    defaultMenu: user.defaultMenu,
  });
  const [errors, setErrors] = useState<FieldErrors<ProfileForm>>({});

  const set = <K extends keyof ProfileForm>(field: K, value: ProfileForm[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const fieldError = (field: keyof ProfileForm) => {
    const error = errors[field];
    return error ? t(`validation.${error}`) : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateForm(profileFormSchema, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    update.mutate(result.data, {
      onSuccess: () => {
        toast.success(t('shell.profile.saved'), 'profile-saved');
        onClose();
      },
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="profile-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="profile-title">{t('shell.profile.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              name="name"
              label={t('shell.profile.name')}
              value={values.name}
              onValueChange={(name) => set('name', name)}
              error={fieldError('name')}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: 50 } }}
            />
            <FormTextField
              name="email"
              type="email"
              label={t('shell.profile.email')}
              value={values.email}
              onValueChange={(email) => set('email', email.toLowerCase())}
              error={fieldError('email')}
              required
              slotProps={{ htmlInput: { maxLength: 254 } }}
            />
            <FormTextField
              name="password"
              type="password"
              label={t('shell.profile.password')}
              value={values.password}
              onValueChange={(password) => set('password', password)}
              error={fieldError('password')}
              hint={t('shell.profile.passwordHint')}
              autoComplete="new-password"
              slotProps={{ htmlInput: { maxLength: 50 } }}
            />
            <TextField
              select
              name="defaultTheme"
              label={t('shell.profile.defaultTheme')}
              value={values.defaultTheme}
              onChange={(event) => set('defaultTheme', event.target.value === 'dark' ? 'dark' : 'light')}
            >
              <MenuItem value="light">{t('shell.profile.themes.light')}</MenuItem>
              <MenuItem value="dark">{t('shell.profile.themes.dark')}</MenuItem>
            </TextField>
            <TextField
              select
              name="defaultMenu"
              label={t('shell.profile.defaultMenu')}
              value={values.defaultMenu}
              onChange={(event) => set('defaultMenu', event.target.value === 'closed' ? 'closed' : 'open')}
            >
              <MenuItem value="open">{t('shell.profile.menus.open')}</MenuItem>
              <MenuItem value="closed">{t('shell.profile.menus.closed')}</MenuItem>
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('shell.profile.cancel')}</Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t('shell.profile.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
