import { campaignTicketStatuses } from '@chatdesk/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IdSelect } from '../../../components/id-select';
import type { FormState } from '../../../lib/form-state';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { campaignQueuesQuery, campaignUserSearchQuery, userSearchMinLength } from '../api/campaign-references';
import type { CampaignFormValues } from '../lib/campaign-form';

interface CampaignTicketFieldsProps {
  form: FormState<CampaignFormValues>;
  disabled: boolean;
  queueError: string | undefined;
}

/**
 * Spec 3 §2 ticket options: openTicket enabled or disabled; when enabled the ticket's user (searched
 * from 3 typed characters), queue and status; when disabled those three are disabled.
 */
export function CampaignTicketFields({ form, disabled, queueError }: CampaignTicketFieldsProps) {
  const { t } = useTranslation();
  const ticketOff = disabled || !form.values.openTicket;
  const queues = useQuery({ ...campaignQueuesQuery, enabled: !ticketOff });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ChoiceSelect
          label={t('campaigns.dialog.openTicket')}
          disabled={disabled}
          value={form.values.openTicket ? 'enabled' : 'disabled'}
          choices={['enabled', 'disabled']}
          textOf={(choice) => t(`campaigns.dialog.openTickets.${choice}`)}
          onChange={(choice) => form.setField('openTicket', choice === 'enabled')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ChoiceSelect
          label={t('campaigns.dialog.statusTicket')}
          disabled={ticketOff}
          value={form.values.statusTicket}
          choices={campaignTicketStatuses}
          textOf={(status) => t(`campaigns.dialog.statusTickets.${status}`)}
          onChange={(status) => form.setField('statusTicket', status)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <CampaignUserField form={form} disabled={ticketOff} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <IdSelect
          label={t('campaigns.dialog.queue')}
          value={form.values.queueId}
          options={queues.data}
          onChange={(value) => form.setField('queueId', value)}
          disabled={ticketOff}
          emptyLabel={t('campaigns.dialog.none')}
          error={queueError}
        />
      </Grid>
    </Grid>
  );
}

/** A select of fixed choices, each shown by its text. */
function ChoiceSelect<C extends string>(props: {
  label: string;
  disabled: boolean;
  value: C;
  choices: readonly C[];
  textOf: (choice: C) => string;
  onChange: (choice: C) => void;
}) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={props.label}
      disabled={props.disabled}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as C)}
    >
      {props.choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {props.textOf(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The ticket's user, searched by name from 3 typed characters, 500 ms after typing stops. */
function CampaignUserField({ form, disabled }: { form: FormState<CampaignFormValues>; disabled: boolean }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const short = search.length < userSearchMinLength;
  const users = useQuery({ ...campaignUserSearchQuery(search), enabled: !short && !disabled });
  return (
    <Autocomplete
      size="small"
      value={form.values.user}
      disabled={disabled}
      options={short ? [] : (users.data ?? [])}
      loading={users.isFetching}
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      onChange={(_, user) => form.setField('user', user)}
      noOptionsText={short ? t('campaigns.dialog.userHint') : t('campaigns.dialog.noUsers')}
      renderInput={(params) => (
        <TextField {...params} label={t('campaigns.dialog.user')} helperText={t('campaigns.dialog.userHint')} />
      )}
    />
  );
}
