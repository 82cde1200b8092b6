import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { IntegrationSelect, PromptSelect } from '../../../components/automation-choices';
import type { ConnectionForm } from '../lib/use-connection-form';
import { ConnectionDateField } from './date-fields';
import { ConnectionNumberField, ConnectionTextField, QueueSelect, useFieldError } from './form-fields';
import { GreetingMediaField } from './greeting-media-field';

const row = { direction: { xs: 'column', sm: 'row' }, spacing: 2 } as const;

interface MessagesTabProps {
  form: ConnectionForm;
  connectionId: number | null;
  greetingMedia: string | null;
  /** Another company's connection (super user): its media upload is that company's route. */
  foreign?: boolean;
}

/** Greeting (with its media), completion, out-of-hours and collective vacation messages. */
export function MessagesTab({ form, connectionId, greetingMedia, foreign = false }: MessagesTabProps) {
  return (
    <Stack spacing={2}>
      <ConnectionTextField form={form} field="greetingMessage" multiline minRows={3} />
      {foreign ? null : <GreetingMediaField connectionId={connectionId} current={greetingMedia} />}
      <ConnectionTextField form={form} field="complationMessage" multiline minRows={3} />
      <ConnectionTextField form={form} field="outOfHoursMessage" multiline minRows={3} />
      <ConnectionTextField form={form} field="collectiveVacationMessage" multiline minRows={2} />
      <Stack {...row}>
        <ConnectionDateField form={form} field="collectiveVacationStart" />
        <ConnectionDateField form={form} field="collectiveVacationEnd" />
      </Stack>
    </Stack>
  );
}

/** The chatbot's limits, ticket expiry and inactivity, and the timed redirect to another queue. */
export function ChatbotTab({
  form,
  queues,
}: {
  form: ConnectionForm;
  queues: readonly { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Stack {...row}>
        <ConnectionNumberField form={form} field="maxUseBotQueues" />
        <ConnectionNumberField form={form} field="timeUseBotQueues" />
      </Stack>
      <Stack {...row}>
        <ConnectionNumberField form={form} field="expiresTicket" />
        <TextField
          select
          size="small"
          fullWidth
          name="whenExpiresTicket"
          label={t('connections.modal.fields.whenExpiresTicket')}
          value={form.values.whenExpiresTicket}
          onChange={(event) => form.setField('whenExpiresTicket', event.target.value === '1' ? '1' : '0')}
        >
          <MenuItem value="0">{t('connections.modal.fields.whenExpires0')}</MenuItem>
          <MenuItem value="1">{t('connections.modal.fields.whenExpires1')}</MenuItem>
        </TextField>
      </Stack>
      <ConnectionTextField form={form} field="expiresInactiveMessage" multiline minRows={2} />
      <Stack {...row}>
        <ConnectionNumberField form={form} field="timeInactiveMessage" />
        <ConnectionNumberField form={form} field="timeCreateNewTicket" />
      </Stack>
      <ConnectionTextField form={form} field="inactiveMessage" multiline minRows={2} />
      <Stack {...row}>
        <ConnectionNumberField form={form} field="timeSendQueue" />
        <QueueSelect form={form} field="sendIdQueue" queues={queues} />
      </Stack>
    </Stack>
  );
}

/** NPS: the rating message, its expiry and how many times it is sent. */
export function AssessmentsTab({ form }: { form: ConnectionForm }) {
  return (
    <Stack spacing={2}>
      <ConnectionTextField form={form} field="ratingMessage" multiline minRows={3} />
      <Stack {...row}>
        <ConnectionNumberField form={form} field="expiresTicketNPS" />
        <ConnectionNumberField form={form} field="maxUseBotQueuesNPS" />
      </Stack>
    </Stack>
  );
}

/** What the company's plan offers on the integrations tab: integrations (useIntegrations), prompts (useOpenAi). */
const integrationFields = ['integrationId', 'promptId'] as const;

export interface IntegrationFeatures {
  integrations: boolean;
  prompts: boolean;
}

/**
 * Spec 2 connection modal, "Integrações": the queue integration or the prompt that answers the
 * connection's new conversations, each chosen from the company's own (or cleared); each only when
 * the plan offers it.
 */
export function IntegrationsTab({ form, features }: { form: ConnectionForm; features: IntegrationFeatures }) {
  const { t } = useTranslation();
  const errorOf = useFieldError(form);
  const offered = integrationFields.filter((field) => features[field === 'integrationId' ? 'integrations' : 'prompts']);
  return (
    <Stack spacing={3} sx={{ pt: 1 }}>
      {offered.map((field) => {
        const Select = field === 'integrationId' ? IntegrationSelect : PromptSelect;
        return (
          <Select
            key={field}
            name={field}
            label={t(`connections.modal.fields.${field}`)}
            hint={t(`connections.modal.integrationHints.${field}`)}
            error={errorOf(field)}
            value={form.values[field]}
            onChange={(id) => form.setField(field, id)}
          />
        );
      })}
    </Stack>
  );
}
