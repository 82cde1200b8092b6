import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ConnectionField, ConnectionFormValues } from '../lib/connection-form';
import type { ConnectionForm } from '../lib/use-connection-form';

type TextField_ = {
  [K in ConnectionField]: ConnectionFormValues[K] extends string ? K : never;
}[ConnectionField];
type BooleanField = { [K in ConnectionField]: ConnectionFormValues[K] extends boolean ? K : never }[ConnectionField];
type QueueField = 'sendIdQueue' | 'queueIdImportMessages';

/** The translated error of `field`, if any. */
export function useFieldError(form: ConnectionForm) {
  const { t } = useTranslation();
  return (field: ConnectionField) => {
    const code = form.errors[field];
    return code ? t(`connections.modal.errors.${code}`) : undefined;
  };
}

/** A text (or number, date, multiline) field of the connection form with its label and error. */
export function ConnectionTextField({
  form,
  field,
  ...props
}: { form: ConnectionForm; field: TextField_ } & Omit<TextFieldProps, 'value' | 'onChange' | 'error'>) {
  const { t } = useTranslation();
  const error = useFieldError(form)(field);
  return (
    <TextField
      name={field}
      label={t(`connections.modal.fields.${field}`)}
      value={form.values[field]}
      onChange={(event) => form.setField(field, event.target.value as ConnectionFormValues[typeof field])}
      error={Boolean(error)}
      helperText={error ?? props.helperText}
      fullWidth
      size="small"
      {...props}
    />
  );
}

/** A number of minutes or times: a whole number (the API refuses anything else). */
export function ConnectionNumberField(props: { form: ConnectionForm; field: TextField_ }) {
  return <ConnectionTextField {...props} type="number" slotProps={{ htmlInput: { min: 0, step: 1 } }} />;
}

export function ConnectionSwitch({ form, field }: { form: ConnectionForm; field: BooleanField }) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      control={
        <Switch
          name={field}
          checked={form.values[field]}
          onChange={(event) => form.setField(field, event.target.checked)}
        />
      }
      label={t(`connections.modal.fields.${field}`)}
    />
  );
}

/** A single queue (or none) of the company. */
export function QueueSelect({
  form,
  field,
  queues,
}: {
  form: ConnectionForm;
  field: QueueField;
  queues: readonly { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const error = useFieldError(form)(field);
  return (
    <TextField
      select
      name={field}
      label={t(`connections.modal.fields.${field}`)}
      value={form.values[field] === null ? '' : String(form.values[field])}
      onChange={(event) => form.setField(field, event.target.value === '' ? null : Number(event.target.value))}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      size="small"
    >
      <MenuItem value="">{t('connections.modal.fields.none')}</MenuItem>
      {queues.map((queue) => (
        <MenuItem key={queue.id} value={String(queue.id)}>
          {queue.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
