import { type PromptAnswer, promptCreateBody, promptUpdateBody } from '@chatdesk/contracts';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogFrame } from '../../../components/form-dialog-frame';
import { FormTextField } from '../../../components/form-text-field';
import { IdSelect } from '../../../components/id-select';
import { SecretField, useSecretReveal } from '../../../components/secret-field';
import { StoredRecordDialog } from '../../../components/stored-record-dialog';
import { validateWithCatalogue } from '../../../lib/schema-issues';
import { promptQueuesQuery, promptsKeys, usePrompt } from '../api/get-prompts';
import { getPromptSecrets, useSavePrompt } from '../api/save-prompt';
import {
  type PromptFormValues,
  type PromptTextKey,
  promptInputOf,
  promptTexts,
  promptValuesOf,
} from '../lib/prompt-form';
import { PromptTuningFields } from './prompt-tuning-fields';
import { PromptVoiceFields } from './prompt-voice-fields';

interface PromptDialogProps {
  /** The prompt to edit; null adds one. */
  promptId: number | null;
  onClose: () => void;
}

const titleId = 'prompt-dialog-title';
export type PromptErrors = Partial<Record<keyof PromptFormValues, PromptTextKey>>;

/** 'Adicionar prompt' / 'Editar prompt': the prompt as it is now, or a new one. */
export function PromptDialog({ promptId, onClose }: PromptDialogProps) {
  const { t } = useTranslation();
  return (
    <StoredRecordDialog
      id={promptId}
      record={usePrompt(promptId)}
      listKey={promptsKeys.list}
      titleId={titleId}
      editTitle={t('prompts.dialog.editTitle')}
      maxWidth="md"
      onClose={onClose}
    >
      {(prompt) => <PromptForm prompt={prompt} onClose={onClose} />}
    </StoredRecordDialog>
  );
}

function PromptForm({ prompt, onClose }: { prompt: PromptAnswer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePrompt();
  const queues = useQuery(promptQueuesQuery);
  const [values, setValues] = useState(() => promptValuesOf(prompt));
  const [errors, setErrors] = useState<PromptErrors>({});
  const reveal = useSecretReveal(prompt ? () => getPromptSecrets(prompt.id) : null);
  const set = <K extends keyof PromptFormValues>(field: K, value: PromptFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorText = (field: keyof PromptFormValues) => {
    const key: PromptTextKey | undefined = errors[field];
    return key ? t(`prompts.validation.${key}`) : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A new prompt needs its API key (POST); an edit may leave the stored one alone (PUT).
    const schema = prompt ? promptUpdateBody : promptCreateBody;
    const result = validateWithCatalogue(schema, promptInputOf(values, prompt), promptTexts, 'invalid');
    // An empty name or prompt is 'Obrigatório' rather than 'Muito curto!'.
    const empty = (['name', 'prompt'] as const).filter((field) => values[field].trim() === '');
    setErrors({ ...result.errors, ...Object.fromEntries(empty.map((field) => [field, 'required'])) });
    if (result.data) save.save({ id: prompt?.id ?? null, body: result.data }, onClose);
  };

  return (
    <FormDialogFrame
      titleId={titleId}
      title={t(prompt ? 'prompts.dialog.editTitle' : 'prompts.dialog.addTitle')}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={t('prompts.dialog.cancel')}
      submitLabel={t(prompt ? 'prompts.dialog.save' : 'prompts.dialog.add')}
      pending={save.pending}
    >
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormTextField
            name="name"
            label={t('prompts.dialog.name')}
            value={values.name}
            onValueChange={(value) => set('name', value)}
            error={errorText('name')}
            required
            autoFocus
            fullWidth
            size="small"
          />
          <FormTextField
            name="prompt"
            label={t('prompts.dialog.prompt')}
            value={values.prompt}
            onValueChange={(value) => set('prompt', value)}
            error={errorText('prompt')}
            hint={t('prompts.dialog.promptHint')}
            required
            multiline
            minRows={4}
            maxRows={12}
            fullWidth
            size="small"
          />
          <IdSelect
            label={t('prompts.dialog.queue')}
            value={values.queueId}
            options={queues.data}
            onChange={(queueId) => set('queueId', queueId)}
            disabled={false}
            required
            error={errorText('queueId')}
          />
          <SecretField
            name="apiKey"
            label={t('prompts.dialog.apiKey')}
            stored={prompt?.hasApiKey ?? false}
            edit={values.apiKey}
            onEdit={(edit) => set('apiKey', edit)}
            reveal={() => reveal('apiKey')}
            error={errorText('apiKey')}
            required
          />
          <PromptVoiceFields
            values={values}
            storedVoiceKey={prompt?.hasVoiceKey ?? false}
            set={set}
            errorText={errorText}
            reveal={() => reveal('voiceKey')}
          />
          <PromptTuningFields values={values} set={set} errorText={errorText} />
        </Stack>
      </DialogContent>
    </FormDialogFrame>
  );
}
