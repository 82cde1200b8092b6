import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { flowQueuesQuery } from './api/get-queues';
import { IntegrationNote } from './fields/integration-note';
import { SettingsGrid } from './fields/settings-grid';
import { openAiDefaults, openAiNodeSettings, openAiVoices } from './lib/integration-forms';
import { useNodeValidation } from './lib/use-node-validation';
import { useTextValues } from './lib/use-text-values';
import { NodeDialogFrame } from './node-dialog-frame';
import type { NodeFormProps } from './node-form.types';

const textFields = [
  'name',
  'prompt',
  'voice',
  'voiceKey',
  'voiceRegion',
  'maxTokens',
  'temperature',
  'apiKey',
  'maxMessages',
] as const;
type OpenAiField = (typeof textFields)[number];

/** Voice names without their locale and kind: 'pt-BR-FranciscaNeural' reads 'Francisca'. */
const voiceLabel = (voice: string) => voice.replace(/^pt-BR-/, '').replace(/Neural$/, '');

/** Spec 3 §3 "OpenAI node integration" and §5: name, apiKey and prompt required; maxTokens 100, temperature 1, maxMessages 10. */
export function OpenAiNodeForm({ mode, data, onSubmit, onClose }: NodeFormProps<'openai'>) {
  const { t } = useTranslation();
  const stored = data?.typebotIntegration ?? {};
  const validation = useNodeValidation();
  const form = useTextValues(textFields, stored, openAiDefaults, validation);
  const [queueId, setQueueId] = useState<number | ''>(typeof stored.queueId === 'number' ? stored.queueId : '');
  const [showKey, setShowKey] = useState(false);
  const queues = useQuery(flowQueuesQuery);
  const speaks = form.values.voice !== 'texto';

  const submit = () => {
    const parsed = validation.check(openAiNodeSettings, { ...form.values, queueId: queueId === '' ? null : queueId });
    if (parsed) onSubmit({ typebotIntegration: parsed });
  };

  const number = (field: OpenAiField, step: number) => ({
    ...form.bind(field),
    type: 'number',
    label: t(`flowNodes.openai.${field}`),
    slotProps: { htmlInput: { step, min: 0 } },
  });

  return (
    <NodeDialogFrame type="openai" mode={mode} onSubmit={submit} onCancel={onClose}>
      <IntegrationNote />
      <SettingsGrid>
        <FormTextField {...form.bind('name')} label={t('flowNodes.openai.name')} required autoFocus className="wide" />
        <FormTextField
          {...form.bind('apiKey')}
          label={t('flowNodes.openai.apiKey')}
          required
          className="wide"
          type={showKey ? 'text' : 'password'}
          autoComplete="off"
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showKey ? t('flowNodes.actions.hideKey') : t('flowNodes.actions.showKey')}
                    onClick={() => setShowKey((shown) => !shown)}
                    edge="end"
                  >
                    {showKey ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <FormTextField
          {...form.bind('prompt')}
          label={t('flowNodes.openai.prompt')}
          required
          multiline
          minRows={5}
          className="wide"
        />
        <FormTextField {...form.bind('voice')} label={t('flowNodes.openai.voice')} select>
          {openAiVoices.map((voice) => (
            <MenuItem key={voice} value={voice}>
              {voice === 'texto' ? t('flowNodes.openai.voiceText') : voiceLabel(voice)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          select
          label={t('flowNodes.openai.queue')}
          value={queues.data?.some((queue) => queue.id === queueId) ? queueId : ''}
          onValueChange={(value) => setQueueId(value === '' ? '' : Number(value))}
          disabled={queues.isPending}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('flowNodes.openai.noQueue')}</MenuItem>
          {(queues.data ?? []).map((queue) => (
            <MenuItem key={queue.id} value={queue.id}>
              {queue.name}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField {...form.bind('voiceKey')} label={t('flowNodes.openai.voiceKey')} disabled={!speaks} />
        <FormTextField {...form.bind('voiceRegion')} label={t('flowNodes.openai.voiceRegion')} disabled={!speaks} />
        <FormTextField {...number('maxTokens', 1)} />
        <FormTextField {...number('temperature', 0.1)} />
        <FormTextField {...number('maxMessages', 1)} />
      </SettingsGrid>
    </NodeDialogFrame>
  );
}
