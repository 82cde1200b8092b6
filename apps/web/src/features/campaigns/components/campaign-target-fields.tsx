import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IdSelect } from '../../../components/id-select';
import type { FormState } from '../../../lib/form-state';
import { campaignConnectionsQuery, campaignContactListsQuery, campaignTagsQuery } from '../api/campaign-references';
import type { CampaignFormValues } from '../lib/campaign-form';

interface CampaignTargetFieldsProps {
  form: FormState<CampaignFormValues>;
  disabled: boolean;
  timeZone: string;
  errorOf: (field: 'name' | 'whatsappId' | 'contactListId' | 'scheduledAt') => string | undefined;
}

/** Spec 3 §2: name, connection, a contact list or a tag's contacts, the scheduled time and the confirmation switch. */
export function CampaignTargetFields({ form, disabled, timeZone, errorOf }: CampaignTargetFieldsProps) {
  const { t } = useTranslation();
  const byList = form.values.recipients === 'list';
  const connections = useQuery(campaignConnectionsQuery);
  const lists = useQuery({ ...campaignContactListsQuery, enabled: byList });
  const tags = useQuery({ ...campaignTagsQuery, enabled: !byList });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          label={t('campaigns.dialog.name')}
          size="small"
          required
          fullWidth
          disabled={disabled}
          value={form.values.name}
          onChange={(event) => form.setField('name', event.target.value)}
          error={Boolean(errorOf('name'))}
          helperText={errorOf('name')}
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <IdSelect
          label={t('campaigns.dialog.whatsapp')}
          required
          value={form.values.whatsappId}
          options={connections.data}
          onChange={(value) => form.setField('whatsappId', value)}
          disabled={disabled}
          error={errorOf('whatsappId')}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <RadioGroup
          row
          aria-label={t('campaigns.dialog.recipients')}
          value={form.values.recipients}
          onChange={(_, value) => form.setField('recipients', value as CampaignFormValues['recipients'])}
        >
          <FormControlLabel
            value="list"
            disabled={disabled}
            control={<Radio size="small" />}
            label={t('campaigns.dialog.byList')}
          />
          <FormControlLabel
            value="tag"
            disabled={disabled}
            control={<Radio size="small" />}
            label={t('campaigns.dialog.byTag')}
          />
        </RadioGroup>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <IdSelect
          key={form.values.recipients}
          label={t(byList ? 'campaigns.dialog.contactList' : 'campaigns.dialog.tagList')}
          required
          value={byList ? form.values.contactListId : form.values.tagListId}
          options={byList ? lists.data : tags.data}
          onChange={(value) => form.setField(byList ? 'contactListId' : 'tagListId', value)}
          disabled={disabled}
          error={errorOf('contactListId')}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          label={t('campaigns.dialog.scheduledAt')}
          type="datetime-local"
          size="small"
          fullWidth
          disabled={disabled}
          value={form.values.scheduledAt}
          onChange={(event) => form.setField('scheduledAt', event.target.value)}
          error={Boolean(errorOf('scheduledAt'))}
          helperText={errorOf('scheduledAt') ?? t('campaigns.dialog.scheduledHint', { zone: timeZone })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormControlLabel
          control={
            <Switch
              checked={form.values.confirmation}
              disabled={disabled}
              onChange={(_, checked) => form.setField('confirmation', checked)}
            />
          }
          label={t('campaigns.dialog.confirmation')}
        />
      </Grid>
    </Grid>
  );
}
