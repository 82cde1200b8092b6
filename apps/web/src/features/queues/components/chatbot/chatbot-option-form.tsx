import {
  type ChatbotOptionType,
  type ChatbotUpdateInput,
  chatbotOptionTypes,
  chatbotUpdateBody,
} from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bindTextFields, FormTextField } from '../../../../components/form-text-field';
import { SwitchField } from '../../../../components/switch-field';
import { useFormState } from '../../../../lib/form-state';
import type { ValidationCode } from '../../../../lib/form-validation';
import { usePlanAllows } from '../../../../lib/permissions';
import { type ChatbotOptionFormValues, integrationTargetErrors, optionInputOf } from '../../lib/chatbot-option-form';
import { OptionTargetField } from './option-target-field';

const errorKey = (code: ValidationCode) =>
  code === 'required' || code === 'tooShort' || code === 'tooLong' ? code : 'invalid';

interface ChatbotOptionFormProps {
  initial: ChatbotOptionFormValues;
  /** The queues an option of type queue may lead to. */
  queues: { id: number; name: string }[];
  saving: boolean;
  onSave: (input: ChatbotUpdateInput) => void;
  onCancel: () => void;
}

/** One option in edit mode: title, message, type with its target, close-ticket (spec 2 §3, §5). */
export function ChatbotOptionForm({ initial, queues, saving, onSave, onCancel }: ChatbotOptionFormProps) {
  const { t } = useTranslation();
  const form = useFormState(initial);
  const { values, errors, setField } = form;
  const errorText = (field: keyof ChatbotOptionFormValues) => {
    const code = errors[field];
    return code ? t(`automationAdmin.options.validation.${errorKey(code)}`) : undefined;
  };
  const text = bindTextFields(form, errorText);
  // Spec 3 §6: integrations are offered when the plan has useIntegrations (an option already of that type stays shown).
  const integrations = usePlanAllows('useIntegrations');
  const types = chatbotOptionTypes.filter(
    (type) => type !== 'integration' || integrations || initial.queueType === 'integration',
  );
  const save = () => {
    const input = optionInputOf(values);
    if (form.validate(chatbotUpdateBody, input, integrationTargetErrors(values)).ok) onSave(input);
  };

  return (
    <Box
      component="fieldset"
      data-testid="chatbot-option-form"
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        // Inside the queue dialog's form: Enter saves this option, never the whole queue.
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          save();
        }
      }}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            {...text('name')}
            label={t('automationAdmin.options.fields.name')}
            required
            autoFocus
            fullWidth
            size="small"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            select
            name="queueType"
            label={t('automationAdmin.options.fields.queueType')}
            value={values.queueType}
            onValueChange={(value) => setField('queueType', value as ChatbotOptionType)}
            fullWidth
            size="small"
          >
            {types.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`automationAdmin.options.types.${type}`)}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={12}>
          <FormTextField
            {...text('greetingMessage')}
            label={t('automationAdmin.options.fields.greetingMessage')}
            multiline
            minRows={2}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <OptionTargetField form={form} queues={queues} errorText={errorText} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SwitchField
            name="closeTicket"
            label={t('automationAdmin.options.fields.closeTicket')}
            checked={values.closeTicket}
            onChange={(checked) => setField('closeTicket', checked)}
          />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button size="small" onClick={onCancel} disabled={saving}>
          {t('automationAdmin.options.cancel')}
        </Button>
        <Button size="small" variant="contained" onClick={save} loading={saving}>
          {t('automationAdmin.options.save')}
        </Button>
      </Stack>
    </Box>
  );
}
