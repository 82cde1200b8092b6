import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promptChoicesKeys, promptChoicesQuery, usePromptChoice } from './prompt-choices';
import { RecordAutocomplete } from './record-autocomplete';
import { storedNameOf } from './stored-record';

export interface PromptSelectProps {
  label: string;
  name?: string;
  value: number | null;
  onChange: (promptId: number | null) => void;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

/**
 * One of the company's prompts (spec 3 §7 GET /prompt), each shown with its queue, filtered by name
 * as typed; a deleted one reads 'Prompt indisponível (#id)'. 'Criar prompt' opens /prompts in a new
 * tab; 'Atualizar' reloads.
 */
export function PromptSelect(props: PromptSelectProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const prompts = useQuery({ ...promptChoicesQuery, enabled: open });
  const choices = prompts.data ?? [];
  const listed = choices.some((choice) => choice.id === props.value);
  const stored = usePromptChoice(props.value !== null && !listed ? props.value : null);

  return (
    <RecordAutocomplete
      {...props}
      options={choices.map(({ id, name, queueName }) => ({
        id,
        name,
        detail: queueName ? t('automationAdmin.choices.promptQueue', { queue: queueName }) : undefined,
      }))}
      loading={prompts.isFetching}
      open={open}
      onOpenChange={setOpen}
      storedName={storedNameOf(stored, props.value)}
      unavailableLabel={t('automationAdmin.choices.promptUnavailable', { id: props.value })}
      noOptionsText={t('automationAdmin.choices.noPrompts')}
      create={{ href: '/prompts', label: t('automationAdmin.choices.createPrompt') }}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: promptChoicesKeys.all })}
    />
  );
}
