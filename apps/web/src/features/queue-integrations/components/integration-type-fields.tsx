import { type QueueIntegrationAnswer, queueIntegrationLanguages } from '@chatdesk/contracts';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../components/choice-select';
import type { FlowPicker } from '../../../components/flow-picker';
import { FormTextField } from '../../../components/form-text-field';
import { SecretField } from '../../../components/secret-field';
import { type IntegrationFormValues, randomSecret } from '../lib/integration-form';
import { DialogflowSessionTest } from './dialogflow-session-test';

type TextFieldName = {
  [K in keyof IntegrationFormValues]: IntegrationFormValues[K] extends string ? K : never;
}[keyof IntegrationFormValues];

interface IntegrationTypeFieldsProps {
  values: IntegrationFormValues;
  /** The integration being edited (its `has*` flags say which secrets are stored); null for a new one. */
  stored: QueueIntegrationAnswer | null;
  set: <K extends keyof IntegrationFormValues>(field: K, value: IntegrationFormValues[K]) => void;
  errorText: (field: keyof IntegrationFormValues) => string | undefined;
  reveal: (field: 'jsonContent' | 'webhookSecret') => Promise<string | null>;
  FlowSelect: FlowPicker;
}

interface TextOptions {
  label?: string;
  required?: boolean;
  hint?: string;
  multiline?: boolean;
  inputMode?: 'numeric';
}

const typebotTexts = ['typebotKeywordFinish', 'typebotKeywordRestart'] as const;
const typebotMessages = ['typebotRestartMessage', 'typebotUnknownMessage'] as const;

/** The chosen type's own fields (spec 3 §3 Queue integration), and only those. */
export function IntegrationTypeFields({
  values,
  stored,
  set,
  errorText,
  reveal,
  FlowSelect,
}: IntegrationTypeFieldsProps) {
  const { t } = useTranslation();
  const text = (field: TextFieldName, extra: TextOptions = {}) => (
    <FormTextField
      key={field}
      name={field}
      label={extra.label ?? t(`queueIntegrations.dialog.${field as Exclude<TextFieldName, 'urlN8N'>}`)}
      value={values[field] as string}
      onValueChange={(value) => set(field, value as never)}
      error={errorText(field)}
      hint={extra.hint}
      required={extra.required}
      multiline={extra.multiline}
      minRows={extra.multiline ? 2 : undefined}
      slotProps={extra.inputMode ? { htmlInput: { inputMode: extra.inputMode } } : undefined}
      fullWidth
      size="small"
    />
  );

  switch (values.type) {
    case 'dialogflow':
      return (
        <>
          {text('projectName', { required: true })}
          <ChoiceSelect
            name="language"
            label={t('queueIntegrations.dialog.language')}
            value={values.language}
            choices={queueIntegrationLanguages.map((language) => ({
              value: language,
              label: t(`queueIntegrations.languages.${language}`),
            }))}
            onChange={(language) => set('language', language)}
          />
          <SecretField
            name="jsonContent"
            label={t('queueIntegrations.dialog.jsonContent')}
            hint={t('queueIntegrations.dialog.jsonContentHint')}
            stored={stored?.hasJsonContent ?? false}
            edit={values.jsonContent}
            onEdit={(edit) => set('jsonContent', edit)}
            reveal={() => reveal('jsonContent')}
            error={errorText('jsonContent')}
            multiline
          />
          <DialogflowSessionTest values={values} storedId={stored?.hasJsonContent ? stored.id : null} />
        </>
      );
    case 'n8n':
    case 'webhook':
      return (
        <>
          {text('urlN8N', {
            label: t('queueIntegrations.dialog.url'),
            required: true,
            hint: t('queueIntegrations.dialog.n8nUrlHint'),
          })}
          <SecretField
            name="webhookSecret"
            label={t('queueIntegrations.dialog.webhookSecret')}
            hint={t('queueIntegrations.dialog.webhookSecretHint')}
            stored={stored?.hasWebhookSecret ?? false}
            edit={values.webhookSecret}
            onEdit={(edit) => set('webhookSecret', edit)}
            reveal={() => reveal('webhookSecret')}
            error={errorText('webhookSecret')}
            extraActions={
              <Button onClick={() => set('webhookSecret', { kind: 'replace', value: randomSecret() })}>
                {t('queueIntegrations.dialog.generateSecret')}
              </Button>
            }
          />
        </>
      );
    case 'typebot':
      return (
        <>
          {text('urlN8N', { label: t('queueIntegrations.dialog.typebotUrl'), required: true })}
          {text('typebotSlug', { required: true })}
          {text('typebotDelayMessage', { inputMode: 'numeric' })}
          {text('typebotExpires', { inputMode: 'numeric', hint: t('queueIntegrations.dialog.typebotExpiresHint') })}
          {typebotTexts.map((field) => text(field))}
          {typebotMessages.map((field) => text(field, { multiline: true }))}
        </>
      );
    case 'flowbuilder':
      return (
        <FlowSelect
          name="flowId"
          label={t('queueIntegrations.dialog.flow')}
          value={values.flowId}
          onChange={(flowId) => set('flowId', flowId)}
          error={errorText('flowId')}
          required
        />
      );
  }
}
