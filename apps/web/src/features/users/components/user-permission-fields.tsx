import { type UserPermissionFlag, userPermissionFlags } from '@chatdesk/contracts';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FormState } from '../../../lib/form-state';
import type { UserFormValues } from '../lib/user-form';

/** The permissions tab (spec 1 §6): each flag enabled or disabled; allowGroup is a boolean. */
export function UserPermissionFields({ form }: { form: FormState<UserFormValues> }) {
  const { t } = useTranslation();
  const { values, setField } = form;
  const flagSelect = (field: UserPermissionFlag) => (
    <Grid key={field} size={{ xs: 12, sm: 6 }}>
      <TextField
        select
        name={field}
        label={t(`admin.users.modal.permissions.${field}`)}
        value={values[field]}
        onChange={(event) => setField(field, event.target.value as UserFormValues[UserPermissionFlag])}
        fullWidth
      >
        <MenuItem value="enabled">{t('admin.common.enabled')}</MenuItem>
        <MenuItem value="disabled">{t('admin.common.disabled')}</MenuItem>
      </TextField>
    </Grid>
  );

  return (
    <Grid container spacing={2}>
      {flagSelect('allTicket')}
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          name="allowGroup"
          label={t('admin.users.modal.permissions.allowGroup')}
          value={values.allowGroup ? 'true' : 'false'}
          onChange={(event) => setField('allowGroup', event.target.value === 'true')}
          fullWidth
        >
          <MenuItem value="true">{t('admin.common.enabled')}</MenuItem>
          <MenuItem value="false">{t('admin.common.disabled')}</MenuItem>
        </TextField>
      </Grid>
      {userPermissionFlags.filter((field) => field !== 'allTicket').map(flagSelect)}
    </Grid>
  );
}
