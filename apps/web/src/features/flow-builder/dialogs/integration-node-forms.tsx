import { flowNodeData, type PlanFeature } from '@chatdesk/contracts';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntegrationSelect, PromptSelect } from '../../../components/automation-choices';
import { usePlanAllows } from '../../../lib/permissions';
import type { NodeValidationKey } from './lib/node-validation';
import { useNodeValidation } from './lib/use-node-validation';
import { NodeDialogFrame } from './node-dialog-frame';
import type { NodeFormProps } from './node-form.types';

interface ChoiceSelectProps {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
  required?: boolean;
}

const choices = {
  typebot: {
    field: 'integrationId',
    requiredKey: 'typebotRequired',
    feature: 'useIntegrations',
    planMissingKey: 'planMissingTypebot',
    labelKey: 'typebot.integration',
    Select: (props: ChoiceSelectProps) => <IntegrationSelect {...props} types={['typebot']} />,
  },
  openai: {
    field: 'promptId',
    requiredKey: 'required',
    feature: 'useOpenAi',
    planMissingKey: 'planMissingOpenai',
    labelKey: 'openai.prompt',
    Select: PromptSelect,
  },
} as const satisfies Record<
  'typebot' | 'openai',
  {
    field: string;
    /** The empty choice's text: the spec's 'Required' for Typebot, 'Obrigatório' for OpenAI. */
    requiredKey: NodeValidationKey;
    feature: PlanFeature;
    planMissingKey: string;
    labelKey: string;
    Select: ComponentType<ChoiceSelectProps>;
  }
>;

interface ChoiceNodeFormProps {
  type: keyof typeof choices;
  mode: 'create' | 'edit';
  stored: number | undefined;
  onChoose: (id: number) => void;
  onClose: () => void;
}

/**
 * A node that hands the conversation to a saved record (spec 3 §2, §3): the graph names it by id and
 * never copies its settings, so no secret is ever inside a flow the browser loads.
 */
function ChoiceNodeForm({ type, mode, stored, onChoose, onClose }: ChoiceNodeFormProps) {
  const { t } = useTranslation();
  const { field, requiredKey, feature, planMissingKey, labelKey, Select } = choices[type];
  const planAllows = usePlanAllows(feature);
  const [chosen, setChosen] = useState<number | null>(stored ?? null);
  const validation = useNodeValidation();
  const path = `typebotIntegration.${field}`;

  const submit = () => {
    const missing = chosen === null ? { [path]: requiredKey } : {};
    const parsed = validation.check(
      flowNodeData[type],
      { typebotIntegration: { [field]: chosen ?? undefined } },
      missing,
    );
    if (parsed && chosen !== null) onChoose(chosen);
  };

  return (
    <NodeDialogFrame type={type} mode={mode} onSubmit={submit} onCancel={onClose}>
      {planAllows ? null : <Alert severity="warning">{t(`flowNodes.integrations.${planMissingKey}`)}</Alert>}
      <Typography variant="body2" color="text.secondary">
        {t(`flowNodes.${type}.hint`)}
      </Typography>
      <Select
        label={t(`flowNodes.${labelKey}`)}
        value={chosen}
        onChange={(id) => {
          setChosen(id);
          validation.clear(path);
        }}
        error={validation.errorOf(path)}
        required
      />
    </NodeDialogFrame>
  );
}

/** Typebot node: one of the company's Typebot integrations (GET /queueIntegration, typebot only). */
export function TypebotNodeForm({ mode, data, onSubmit, onClose }: NodeFormProps<'typebot'>) {
  const choose = (integrationId: number) => onSubmit({ typebotIntegration: { integrationId } });
  return (
    <ChoiceNodeForm
      type="typebot"
      {...{ mode, onClose }}
      stored={data?.typebotIntegration.integrationId}
      onChoose={choose}
    />
  );
}

/** OpenAI node: one of the company's prompts (GET /prompt), shown with its queue. */
export function OpenAiNodeForm({ mode, data, onSubmit, onClose }: NodeFormProps<'openai'>) {
  const choose = (promptId: number) => onSubmit({ typebotIntegration: { promptId } });
  return (
    <ChoiceNodeForm type="openai" {...{ mode, onClose }} stored={data?.typebotIntegration.promptId} onChoose={choose} />
  );
}
