import { promptVoices } from '@chatdesk/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../components/choice-select';
import { FormTextField } from '../../../components/form-text-field';
import { SecretField } from '../../../components/secret-field';
import { type PromptFormValues, speaks } from '../lib/prompt-form';
import { voiceLabel } from '../lib/voices';

interface PromptVoiceFieldsProps {
  values: PromptFormValues;
  storedVoiceKey: boolean;
  set: <K extends keyof PromptFormValues>(field: K, value: PromptFormValues[K]) => void;
  errorText: (field: keyof PromptFormValues) => string | undefined;
  reveal: () => Promise<string | null>;
}

/** The voice ('Texto' or a neural voice), and for a voice its speech key and region (spec 3 §3, §9). */
export function PromptVoiceFields({ values, storedVoiceKey, set, errorText, reveal }: PromptVoiceFieldsProps) {
  const { t } = useTranslation();
  const label = (voice: PromptFormValues['voice']) => {
    const { key, name } = voiceLabel(voice);
    return t(`prompts.voices.${key}`, { name });
  };
  return (
    <>
      <ChoiceSelect
        name="voice"
        label={t('prompts.dialog.voice')}
        value={values.voice}
        choices={promptVoices.map((voice) => ({ value: voice, label: label(voice) }))}
        onChange={(voice) => set('voice', voice)}
      />
      {speaks(values) ? (
        <>
          <SecretField
            name="voiceKey"
            label={t('prompts.dialog.voiceKey')}
            stored={storedVoiceKey}
            edit={values.voiceKey}
            onEdit={(edit) => set('voiceKey', edit)}
            reveal={reveal}
            error={errorText('voiceKey')}
          />
          <FormTextField
            name="voiceRegion"
            label={t('prompts.dialog.voiceRegion')}
            value={values.voiceRegion}
            onValueChange={(value) => set('voiceRegion', value)}
            error={errorText('voiceRegion')}
            hint={t('prompts.dialog.voiceRegionHint')}
            fullWidth
            size="small"
          />
        </>
      ) : null}
    </>
  );
}
