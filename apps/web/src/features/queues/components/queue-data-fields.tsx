import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { IntegrationSelect } from '../../../components/automation-choices';
import { bindTextFields, FormTextField } from '../../../components/form-text-field';
import { SwitchField } from '../../../components/switch-field';
import type { FormState } from '../../../lib/form-state';
import { useQueueErrorText } from '../lib/queue-error-text';
import { type QueueFormValues, rotationMinutes } from '../lib/queue-form';
import { ColorField } from './color-field';
import { QueuePrompt } from './queue-prompt';

/** The 'queue data' tab: name, colour, order, greeting, close-ticket, queue rotation, the integration and the prompt. */
interface QueueDataFieldsProps {
  form: FormState<QueueFormValues>;
  /** The saved queue's id (its prompt is shown); null while adding one. */
  queueId: number | null;
  /** What the company's plan offers: integrations (useIntegrations) and prompts (useOpenAi). */
  features: { integrations: boolean; prompts: boolean };
  /** The server's refusal of the colour (ERR_QUEUE_COLOR_ALREADY_EXISTS), translated. */
  colorError: string | undefined;
  onColorChange: () => void;
}

export function QueueDataFields({ form, queueId, features, colorError, onColorChange }: QueueDataFieldsProps) {
  const { t } = useTranslation();
  const { values, errors, setField } = form;
  const errorText = useQueueErrorText(errors);
  const text = bindTextFields(form, errorText);
  const changeColor = (color: string) => {
    setField('color', color);
    onColorChange();
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          {...text('name')}
          label={t('admin.queues.dialog.fields.name')}
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
        <FormTextField
          {...text('orderQueue')}
          type="number"
          label={t('admin.queues.dialog.fields.orderQueue')}
          fullWidth
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SwitchField
          name="closeTicket"
          label={t('admin.queues.dialog.fields.closeTicket')}
          checked={values.closeTicket}
          onChange={(checked) => setField('closeTicket', checked)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SwitchField
          name="ativarRoteador"
          label={t('admin.queues.dialog.fields.rotate')}
          checked={values.ativarRoteador}
          onChange={(checked) => setField('ativarRoteador', checked)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          select
          name="tempoRoteador"
          label={t('admin.queues.dialog.fields.timeRotate')}
          value={values.tempoRoteador}
          onValueChange={(value) => setField('tempoRoteador', Number(value) as QueueFormValues['tempoRoteador'])}
          disabled={!values.ativarRoteador}
          error={errorText('tempoRoteador')}
          fullWidth
        >
          {rotationMinutes.map((minutes) => (
            <MenuItem key={minutes} value={minutes}>
              {t('admin.queues.dialog.minutes', { count: minutes })}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      {features.integrations ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <IntegrationSelect
            name="integrationId"
            label={t('automationAdmin.choices.integration')}
            value={values.integrationId}
            onChange={(integrationId) => setField('integrationId', integrationId)}
            error={errorText('integrationId')}
          />
        </Grid>
      ) : null}
      {features.prompts && queueId !== null ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <QueuePrompt queueId={queueId} />
        </Grid>
      ) : null}
      <Grid size={12}>
        <FormTextField
          {...text('greetingMessage')}
          label={t('admin.queues.dialog.fields.greetingMessage')}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      </Grid>
    </Grid>
  );
}
