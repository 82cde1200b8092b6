import { scheduleIntervalUnits, scheduleWeekendCodes } from '@chatdesk/contracts';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IdSelect } from '../../../components/id-select';
import type { FormState } from '../../../lib/form-state';
import { scheduleConnectionsQuery, scheduleQueuesQuery, scheduleUsersQuery } from '../api/schedule-references';
import type { ScheduleFormValues } from '../lib/schedule-form';

type Form = FormState<ScheduleFormValues>;

/** Spec 3 §4 codes and the names of their texts. */
const unitNames = { 1: 'days', 2: 'weeks', 3: 'months', 4: 'minutes' } as const;
const weekendNames = { 4: 'normal', 5: 'before', 6: 'after' } as const;

/** Spec 3 §3: connection, openTicket with its user, queue and status (disabled while openTicket is off). */
export function ScheduleTicketFields({ form, disabled }: { form: Form; disabled: boolean }) {
  const { t } = useTranslation();
  const connections = useQuery(scheduleConnectionsQuery);
  const users = useQuery({ ...scheduleUsersQuery, enabled: form.values.openTicket });
  const queues = useQuery({ ...scheduleQueuesQuery, enabled: form.values.openTicket });
  const ticketOff = disabled || !form.values.openTicket;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <IdSelect
          value={form.values.whatsappId}
          onChange={(value) => form.setField('whatsappId', value)}
          label={t('schedules.dialog.connection')}
          options={connections.data}
          disabled={disabled}
          emptyLabel={t('schedules.dialog.connectionAuto')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <ToggleField
          form={form}
          field="openTicket"
          label={t('schedules.dialog.openTicket')}
          disabled={disabled}
          kind="switch"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <IdSelect
          value={form.values.ticketUserId}
          onChange={(value) => form.setField('ticketUserId', value)}
          label={t('schedules.dialog.ticketUser')}
          options={users.data}
          disabled={ticketOff}
          emptyLabel={t('schedules.dialog.none')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <IdSelect
          value={form.values.queueId}
          onChange={(value) => form.setField('queueId', value)}
          label={t('schedules.dialog.queue')}
          options={queues.data}
          disabled={ticketOff}
          emptyLabel={t('schedules.dialog.none')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={t('schedules.dialog.statusTicket')}
          disabled={ticketOff}
          value={form.values.statusTicket}
          onChange={(event) => form.setField('statusTicket', event.target.value as 'open' | 'closed')}
        >
          {(['closed', 'open'] as const).map((status) => (
            <MenuItem key={status} value={status}>
              {t(`schedules.dialog.statusTickets.${status}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}

/** Spec 3 §4: recurrence unit, interval value, number of sends and the weekend code. */
export function ScheduleRecurrenceFields({ form, disabled }: { form: Form; disabled: boolean }) {
  const { t } = useTranslation();
  const number = (field: 'valorIntervalo' | 'enviarQuantasVezes', min: number) => (
    <TextField
      fullWidth
      size="small"
      type="number"
      label={t(`schedules.dialog.${field}`)}
      disabled={disabled}
      value={form.values[field]}
      onChange={(event) => form.setField(field, event.target.value)}
      slotProps={{ htmlInput: { min } }}
    />
  );
  return (
    <>
      <Typography variant="subtitle2">{t('schedules.dialog.recurrence')}</Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <CodeSelect
            form={form}
            field="intervalo"
            codes={scheduleIntervalUnits}
            textOf={(unit) => t(`schedules.dialog.units.${unitNames[unit]}`)}
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>{number('valorIntervalo', 0)}</Grid>
        <Grid size={{ xs: 6, md: 3 }}>{number('enviarQuantasVezes', 1)}</Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <CodeSelect
            form={form}
            field="tipoDias"
            codes={scheduleWeekendCodes}
            textOf={(code) => t(`schedules.dialog.weekendCodes.${weekendNames[code]}`)}
            disabled={disabled}
          />
        </Grid>
      </Grid>
    </>
  );
}

/** A select of one of the spec's numeric codes (recurrence unit, weekend code). */
function CodeSelect<F extends 'intervalo' | 'tipoDias'>({
  form,
  field,
  codes,
  textOf,
  disabled,
}: {
  form: Form;
  field: F;
  codes: readonly ScheduleFormValues[F][];
  textOf: (code: ScheduleFormValues[F]) => string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t(`schedules.dialog.${field}`)}
      disabled={disabled}
      value={form.values[field]}
      onChange={(event) => form.setField(field, Number(event.target.value) as ScheduleFormValues[F])}
    >
      {codes.map((code) => (
        <MenuItem key={code} value={code}>
          {textOf(code)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A yes/no field of the form: openTicket as a switch, assinar as a checkbox. */
export function ToggleField({
  form,
  field,
  label,
  disabled,
  kind,
}: {
  form: Form;
  field: 'openTicket' | 'assinar';
  label: string;
  disabled: boolean;
  kind: 'switch' | 'checkbox';
}) {
  const Control = kind === 'switch' ? Switch : Checkbox;
  return (
    <FormControlLabel
      control={
        <Control
          checked={form.values[field]}
          disabled={disabled}
          onChange={(_, checked) => form.setField(field, checked)}
        />
      }
      label={label}
    />
  );
}
