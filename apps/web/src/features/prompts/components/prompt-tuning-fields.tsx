import { promptLimits } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import type { PromptFormValues } from '../lib/prompt-form';

interface PromptTuningFieldsProps {
  values: PromptFormValues;
  set: <K extends keyof PromptFormValues>(field: K, value: PromptFormValues[K]) => void;
  errorText: (field: keyof PromptFormValues) => string | undefined;
}

/** Max tokens, temperature (0 to 2) and how many past messages the model reads. */
export function PromptTuningFields({ values, set, errorText }: PromptTuningFieldsProps) {
  const { t } = useTranslation();
  const number = (field: 'maxTokens' | 'maxMessages') => (
    <FormTextField
      name={field}
      label={t(`prompts.dialog.${field}`)}
      value={values[field]}
      onValueChange={(value) => set(field, value)}
      error={errorText(field)}
      hint={t(`prompts.dialog.${field}Hint`)}
      required
      fullWidth
      size="small"
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      {number('maxTokens')}
      <FormControl fullWidth>
        <FormLabel id="prompt-temperature-label" sx={{ fontSize: 12 }}>
          {t('prompts.dialog.temperature')}: {values.temperature.toFixed(1)}
        </FormLabel>
        <Box sx={{ px: 1 }}>
          <Slider
            name="temperature"
            aria-labelledby="prompt-temperature-label"
            value={values.temperature}
            min={0}
            max={promptLimits.temperatureMax}
            step={0.1}
            size="small"
            valueLabelDisplay="auto"
            onChange={(_, value) => set('temperature', value as number)}
          />
        </Box>
      </FormControl>
      {number('maxMessages')}
    </Stack>
  );
}
