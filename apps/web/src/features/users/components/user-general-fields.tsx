import type { QueueRef } from '@chatdesk/contracts';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { bindTextFields, FormTextField } from '../../../components/form-text-field';
import { TimeOfDayField } from '../../../components/time-of-day-field';
import type { FormState } from '../../../lib/form-state';
import type { ConnectionOption } from '../api/get-connection-options';
import { type UserFormValues, userErrorKey } from '../lib/user-form';

interface UserGeneralFieldsProps {
  form: FormState<UserFormValues>;
  isNew: boolean;
  /** Profile, queues, connection and work hours: only for holders of user-modal:editProfile. */
  isAdmin: boolean;
  queues: readonly QueueRef[];
  /** The company's connections, offered as the user's default one. */
  connections: readonly ConnectionOption[];
}

export function UserGeneralFields({ form, isNew, isAdmin, queues, connections }: UserGeneralFieldsProps) {
  const { t } = useTranslation();
  const { values, errors, setField } = form;
  const errorText = (field: keyof UserFormValues) => {
    const code = errors[field];
    return code ? t(`admin.users.validation.${userErrorKey(code, field)}`) : undefined;
  };
  const text = bindTextFields(form, errorText);

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField {...text('name')} label={t('admin.users.modal.fields.name')} required autoFocus fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          {...text('password')}
          type="password"
          label={t('admin.users.modal.fields.password')}
          required={isNew}
          autoComplete="new-password"
          hint={isNew ? undefined : t('admin.users.modal.fields.passwordKeep')}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: isAdmin ? 6 : 12 }}>
        <FormTextField {...text('email')} type="email" label={t('admin.users.modal.fields.email')} required fullWidth />
      </Grid>
      {isAdmin ? (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              name="profile"
              label={t('admin.users.modal.fields.profile')}
              value={values.profile}
              onChange={(event) => setField('profile', event.target.value as UserFormValues['profile'])}
              fullWidth
            >
              <MenuItem value="admin">{t('admin.users.profiles.admin')}</MenuItem>
              <MenuItem value="user">{t('admin.users.profiles.user')}</MenuItem>
            </TextField>
          </Grid>
          <Grid size={12}>
            <TextField
              select
              name="queueIds"
              label={t('admin.users.modal.fields.queues')}
              value={values.queueIds}
              onChange={(event) => setField('queueIds', event.target.value as unknown as number[])}
              fullWidth
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (selected) => (
                    <>
                      {(selected as number[]).map((id) => {
                        const queue = queues.find((candidate) => candidate.id === id);
                        return (
                          <Chip
                            key={id}
                            size="small"
                            label={queue?.name ?? id}
                            sx={{ mr: 0.5, bgcolor: queue?.color, color: queue ? 'common.white' : undefined }}
                          />
                        );
                      })}
                    </>
                  ),
                },
              }}
            >
              {queues.map((queue) => (
                <MenuItem key={queue.id} value={queue.id}>
                  {queue.name}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              select
              name="whatsappId"
              label={t('admin.users.modal.fields.whatsapp')}
              // A connection deleted since is shown as none rather than as an unknown value.
              value={connections.some((connection) => connection.id === values.whatsappId) ? values.whatsappId : ''}
              onChange={(event) => {
                const id = event.target.value as number | '';
                setField('whatsappId', id === '' ? null : id);
              }}
              fullWidth
              helperText={connections.length === 0 ? t('admin.users.modal.fields.whatsappUnavailable') : undefined}
            >
              <MenuItem value="">
                <em>{t('admin.users.modal.fields.whatsappNone')}</em>
              </MenuItem>
              {connections.map((connection) => (
                <MenuItem key={connection.id} value={connection.id}>
                  {connection.name}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <TimeOfDayField {...text('startWork')} label={t('admin.users.modal.fields.startWork')} fullWidth />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <TimeOfDayField {...text('endWork')} label={t('admin.users.modal.fields.endWork')} fullWidth />
          </Grid>
        </>
      ) : null}
      <Grid size={12}>
        <FormTextField
          {...text('farewellMessage')}
          label={t('admin.users.modal.fields.farewellMessage')}
          multiline
          minRows={2}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          name="defaultTheme"
          label={t('admin.users.modal.fields.defaultTheme')}
          value={values.defaultTheme}
          onChange={(event) => setField('defaultTheme', event.target.value as UserFormValues['defaultTheme'])}
          fullWidth
        >
          <MenuItem value="light">{t('admin.users.modal.themes.light')}</MenuItem>
          <MenuItem value="dark">{t('admin.users.modal.themes.dark')}</MenuItem>
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          name="defaultMenu"
          label={t('admin.users.modal.fields.defaultMenu')}
          value={values.defaultMenu}
          onChange={(event) => setField('defaultMenu', event.target.value as UserFormValues['defaultMenu'])}
          fullWidth
        >
          <MenuItem value="open">{t('admin.users.modal.menus.open')}</MenuItem>
          <MenuItem value="closed">{t('admin.users.modal.menus.closed')}</MenuItem>
        </TextField>
      </Grid>
    </Grid>
  );
}
