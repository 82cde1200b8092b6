import { chatbotTargetField } from '@chatdesk/contracts';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { IntegrationSelect } from '../../../../components/automation-choices';
import { FormTextField } from '../../../../components/form-text-field';
import type { FormState } from '../../../../lib/form-state';
import { useOptionTargets } from '../../api/get-option-targets';
import type { ChatbotOptionFormValues } from '../../lib/chatbot-option-form';

type TargetField = (typeof chatbotTargetField)[keyof typeof chatbotTargetField];

interface OptionTargetFieldProps {
  form: FormState<ChatbotOptionFormValues>;
  queues: { id: number; name: string }[];
  errorText: (field: TargetField) => string | undefined;
}

/** The field the chosen type needs: a queue, an attendant, a file list or an integration (nothing for text). */
export function OptionTargetField({ form, queues, errorText }: OptionTargetFieldProps) {
  const { t } = useTranslation();
  const targets = useOptionTargets();
  const type = form.values.queueType;
  if (type === 'integration') {
    const chosen = form.values.optIntegrationId;
    return (
      <IntegrationSelect
        name="optIntegrationId"
        label={t('automationAdmin.choices.integration')}
        value={chosen === '' ? null : chosen}
        onChange={(integrationId) => form.setField('optIntegrationId', integrationId ?? '')}
        error={errorText('optIntegrationId')}
        required
      />
    );
  }
  if (type !== 'queue' && type !== 'attendent' && type !== 'file') return null;
  const field = chatbotTargetField[type];
  const choices =
    type === 'queue' ? queues : type === 'attendent' ? (targets.data?.users ?? []) : (targets.data?.fileLists ?? []);
  const value = form.values[field];

  return (
    <FormTextField
      select
      name={field}
      label={t(`automationAdmin.options.fields.${field}`)}
      value={choices.some((choice) => choice.id === value) ? value : ''}
      onValueChange={(next) => form.setField(field, next === '' ? '' : Number(next))}
      error={errorText(field)}
      hint={
        type === 'file' && targets.isSuccess && choices.length === 0
          ? t('automationAdmin.options.noFileLists')
          : undefined
      }
      required
      fullWidth
      size="small"
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
