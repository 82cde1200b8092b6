import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { IntegrationNote } from './fields/integration-note';
import { SettingsGrid } from './fields/settings-grid';
import { typebotDefaults, typebotLanguages, typebotNodeSettings } from './lib/integration-forms';
import { useNodeValidation } from './lib/use-node-validation';
import { useTextValues } from './lib/use-text-values';
import { NodeDialogFrame } from './node-dialog-frame';
import type { NodeFormProps } from './node-form.types';

const fields = [
  'name',
  'language',
  'urlN8N',
  'typebotSlug',
  'typebotExpires',
  'typebotDelayMessage',
  'typebotKeywordFinish',
  'typebotKeywordRestart',
  'typebotUnknownMessage',
  'typebotRestartMessage',
] as const;
type TypebotField = (typeof fields)[number];
const numeric: readonly TypebotField[] = ['typebotExpires', 'typebotDelayMessage'];
const required: readonly TypebotField[] = ['name', 'urlN8N', 'typebotSlug'];
const wide: readonly TypebotField[] = ['urlN8N', 'typebotSlug', 'typebotUnknownMessage', 'typebotRestartMessage'];

/** Spec 3 §3 "Typebot node integration" and §5: name 2 to 50, name, URL and slug required; delay 1000 ms, expiry 1. */
export function TypebotNodeForm({ mode, data, onSubmit, onClose }: NodeFormProps<'typebot'>) {
  const { t } = useTranslation();
  const stored = data?.typebotIntegration ?? {};
  const validation = useNodeValidation();
  const form = useTextValues(fields, stored, typebotDefaults, validation);

  const submit = () => {
    const parsed = validation.check(typebotNodeSettings, form.values);
    if (parsed) onSubmit({ typebotIntegration: parsed });
  };

  return (
    <NodeDialogFrame type="typebot" mode={mode} onSubmit={submit} onCancel={onClose}>
      <IntegrationNote />
      <SettingsGrid>
        {fields.map((field) => (
          <FormTextField
            key={field}
            {...form.bind(field)}
            label={t(`flowNodes.typebot.${field}`)}
            required={required.includes(field)}
            type={numeric.includes(field) ? 'number' : 'text'}
            className={wide.includes(field) ? 'wide' : undefined}
            select={field === 'language'}
            autoFocus={field === 'name'}
          >
            {field === 'language'
              ? typebotLanguages.map((language) => (
                  <MenuItem key={language} value={language}>
                    {t(`flowNodes.typebot.languages.${language}`)}
                  </MenuItem>
                ))
              : undefined}
          </FormTextField>
        ))}
      </SettingsGrid>
    </NodeDialogFrame>
  );
}
