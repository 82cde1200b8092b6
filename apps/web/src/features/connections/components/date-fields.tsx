import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CalendarDateField } from '../../../components/calendar-date-field';
import { TimeOfDayField } from '../../../components/time-of-day-field';
import type { ConnectionForm } from '../lib/use-connection-form';
import { useFieldError } from './form-fields';

type DayField = 'collectiveVacationStart' | 'collectiveVacationEnd';
type MomentField = 'importOldMessages' | 'importRecentMessages';

/** A calendar day ('YYYY-MM-DD') typed in the app's language, not the browser's date input. */
export function ConnectionDateField({ form, field }: { form: ConnectionForm; field: DayField }) {
  const { t } = useTranslation();
  const error = useFieldError(form)(field);
  return (
    <CalendarDateField
      name={field}
      label={t(`connections.modal.fields.${field}`)}
      value={form.values[field]}
      onValueChange={(value) => form.setField(field, value)}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      size="small"
    />
  );
}

/**
 * A moment ('YYYY-MM-DDTHH:mm' on the browser's clock, as a datetime-local input would give) typed
 * as a day and an HH:mm time in the app's language. A day without a time starts at 00:00.
 */
export function ConnectionDateTimeField({ form, field }: { form: ConnectionForm; field: MomentField }) {
  const { t } = useTranslation();
  const error = useFieldError(form)(field);
  const [day = '', time = ''] = form.values[field].split('T');
  const label = t(`connections.modal.fields.${field}`);
  const set = (nextDay: string, nextTime: string) =>
    form.setField(field, nextDay || nextTime ? `${nextDay}T${nextTime}` : '');
  return (
    <Stack direction="row" spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <CalendarDateField
        name={field}
        label={label}
        value={day}
        onValueChange={(value) => set(value, value && !time ? '00:00' : time)}
        error={Boolean(error)}
        helperText={error}
        fullWidth
        size="small"
      />
      <TimeOfDayField
        label={t('dates.time')}
        ariaLabel={`${t('dates.time')} (${label})`}
        value={time}
        onValueChange={(value) => set(day, value)}
        error={Boolean(error)}
        size="small"
        sx={{ width: 96, flexShrink: 0 }}
      />
    </Stack>
  );
}
