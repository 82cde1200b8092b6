import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { queueErrorKey } from '../lib/queue-error-key';
import { type QueueFormValues, rotationMinutes } from '../lib/queue-form';
import { ColorField } from './color-field';
import type { QueueForm } from './queue-form-types';

/** The 'queue data' tab: name, colour, order, greeting, close-ticket and queue rotation. */
interface QueueDataFieldsProps {
  form: QueueForm;
  /** The server's refusal of the colour (ERR_QUEUE_COLOR_ALREADY_EXISTS), translated. */
  colorError: string | undefined;
  onColorChange: () => void;
}

export function QueueDataFields({ form, colorError, onColorChange }: QueueDataFieldsProps) {
  const { t } = useTranslation();
  const { values, errors, setField } = form;
  const errorText = (field: keyof QueueFormValues) => {
    const kind = errors[field];
    return kind ? t(`admin.queues.validation.${queueErrorKey(kind)}`) : undefined;
  };
  const changeColor = (color: string) => {
    setField('color', color);
    onColorChange();
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          name="name"
          label={t('admin.queues.dialog.fields.name')}
          value={values.name}
          onChange={(event) => setField('name', event.target.value)}
          error={Boolean(errors.name)}
          helperText={errorText('name')}
          required
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <ColorField value={values.color} onChange={changeColor} error={errorText('color') ?? colorError} />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <TextField
          name="orderQueue"
          type="number"
          label={t('admin.queues.dialog.fields.orderQueue')}
          value={values.orderQueue}
          onChange={(event) => setField('orderQueue', event.target.value)}
          error={Boolean(errors.orderQueue)}
          helperText={errorText('orderQueue')}
          fullWidth
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormControlLabel
          label={t('admin.queues.dialog.fields.closeTicket')}
          control={
            <Switch
              name="closeTicket"
              checked={values.closeTicket}
              onChange={(event) => setField('closeTicket', event.target.checked)}
            />
          }
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormControlLabel
          label={t('admin.queues.dialog.fields.rotate')}
          control={
            <Switch
              name="ativarRoteador"
              checked={values.ativarRoteador}
              onChange={(event) => setField('ativarRoteador', event.target.checked)}
            />
          }
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          select
          name="tempoRoteador"
          label={t('admin.queues.dialog.fields.timeRotate')}
          value={values.tempoRoteador}
          onChange={(event) =>
            setField('tempoRoteador', Number(event.target.value) as QueueFormValues['tempoRoteador'])
          }
          disabled={!values.ativarRoteador}
          error={Boolean(errors.tempoRoteador)}
          helperText={errorText('tempoRoteador')}
          fullWidth
        >
          {rotationMinutes.map((minutes) => (
            <MenuItem key={minutes} value={minutes}>
              {t('admin.queues.dialog.minutes', { count: minutes })}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={12}>
        <TextField
          name="greetingMessage"
          label={t('admin.queues.dialog.fields.greetingMessage')}
          value={values.greetingMessage}
          onChange={(event) => setField('greetingMessage', event.target.value)}
          error={Boolean(errors.greetingMessage)}
          helperText={errorText('greetingMessage')}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      </Grid>
    </Grid>
  );
}
