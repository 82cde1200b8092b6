import {
  type CampaignSettings,
  campaignGreaterIntervalChoices,
  campaignLongerIntervalAfterChoices,
  campaignMessageIntervalChoices,
  campaignMessageIntervalLabelSeconds,
  campaignSettings,
} from '@chatdesk/contracts';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../../components/switch-field';
import { TimeOfDayField } from '../../../components/time-of-day-field';
import { toast } from '../../../lib/toast';
import { campaignSettingsQuery, useSaveCampaignSettings } from '../api/campaign-settings';
import { CampaignVariablesField } from './campaign-variables-field';
import { CampaignsGate } from './campaigns-gate';

type IntervalField = 'messageInterval' | 'longerIntervalAfter' | 'greaterInterval';

/** /campaigns-config (spec 3 §2): the pacing of sends, the sending window and the custom variables. */
export function CampaignSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery(campaignSettingsQuery);
  return (
    <CampaignsGate>
      {(timeZone) => (
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('campaigns.settings.title')}
          </Typography>
          {settings.isError ? <Typography color="error">{t('campaigns.loadError')}</Typography> : null}
          {settings.data ? <SettingsForm initial={settings.data} timeZone={timeZone} /> : <LinearProgress />}
        </Stack>
      )}
    </CampaignsGate>
  );
}

/** Spec 3 §9 labels: '0' reads "no interval"; the message interval's 60 and 70 read 40 s and 60 s. */
function useChoiceLabel() {
  const { t } = useTranslation();
  return (field: IntervalField, value: number) => {
    if (value === 0)
      return field === 'longerIntervalAfter' ? t('campaigns.settings.notDefined') : t('campaigns.settings.noInterval');
    if (field === 'longerIntervalAfter') return t('campaigns.settings.messages', { value });
    const seconds = field === 'messageInterval' ? campaignMessageIntervalLabelSeconds(value) : value;
    return t('campaigns.settings.seconds', { value: seconds });
  };
}

const choicesOf: Record<IntervalField, readonly number[]> = {
  messageInterval: campaignMessageIntervalChoices,
  longerIntervalAfter: campaignLongerIntervalAfterChoices,
  greaterInterval: campaignGreaterIntervalChoices,
};

function SettingsForm({ initial, timeZone }: { initial: CampaignSettings; timeZone: string }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<{ endHour?: boolean; hours?: boolean; rows: Set<number> }>({
    rows: new Set(),
  });
  const save = useSaveCampaignSettings();
  const labelOf = useChoiceLabel();
  const set = <K extends keyof CampaignSettings>(field: K, value: CampaignSettings[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = campaignSettings.safeParse(values);
    if (!parsed.success) {
      const paths = parsed.error.issues.map((issue) => issue.path);
      const rows = new Set(paths.filter((path) => path[0] === 'variables').map((path) => Number(path[1] ?? -1)));
      // A list-level problem (a repeated key) marks every row.
      if (rows.has(-1)) for (let index = 0; index < values.variables.length; index++) rows.add(index);
      setProblems({ endHour: paths.some((path) => path[0] === 'endHour' || path[0] === 'startHour'), rows });
      return;
    }
    setProblems({ rows: new Set() });
    save.mutate(parsed.data, { onSuccess: () => toast.success(t('campaigns.settings.saved')) });
  };

  const intervalSelect = (field: IntervalField) => (
    <TextField
      select
      fullWidth
      size="small"
      label={t(`campaigns.settings.${field}`)}
      value={values[field]}
      onChange={(event) => set(field, Number(event.target.value))}
    >
      {choicesOf[field].map((value) => (
        <MenuItem key={value} value={value}>
          {labelOf(field, value)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" gutterBottom>
          {t('campaigns.settings.intervals')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>{intervalSelect('messageInterval')}</Grid>
          <Grid size={{ xs: 12, md: 4 }}>{intervalSelect('longerIntervalAfter')}</Grid>
          <Grid size={{ xs: 12, md: 4 }}>{intervalSelect('greaterInterval')}</Grid>
        </Grid>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1">{t('campaigns.settings.window')}</Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom data-testid="campaign-settings-time-zone">
          {t('campaigns.settings.timeZone', { zone: timeZone })}
        </Typography>
        <Grid container spacing={2} sx={{ alignItems: 'center' }}>
          {(['startHour', 'endHour'] as const).map((hour) => (
            <Grid key={hour} size={{ xs: 6, md: 3 }}>
              <TimeOfDayField
                fullWidth
                size="small"
                label={t(`campaigns.settings.${hour}`)}
                value={values[hour]}
                onValueChange={(value) => set(hour, value)}
                error={problems.endHour && (hour === 'endHour' ? t('campaigns.settings.endBeforeStart') : true)}
              />
            </Grid>
          ))}
          {(['sabado', 'domingo'] as const).map((day) => (
            <Grid key={day} size={{ xs: 12, sm: 6, md: 3 }}>
              <SwitchField
                name={day}
                label={t(`campaigns.settings.${day}`)}
                checked={values[day]}
                onChange={(checked) => set(day, checked)}
              />
            </Grid>
          ))}
        </Grid>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" gutterBottom>
          {t('campaigns.settings.variables')}
        </Typography>
        <CampaignVariablesField
          variables={values.variables}
          onChange={(variables) => set('variables', variables)}
          invalidRows={problems.rows}
        />
      </Paper>
      <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-end' }}>
        {t('campaigns.settings.save')}
      </Button>
    </Stack>
  );
}
