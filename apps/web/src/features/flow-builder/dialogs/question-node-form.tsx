import { flowNodeData } from '@chatdesk/contracts';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { MessageField } from './fields/message-field';
import type { NodeErrors } from './lib/node-validation';
import { useNodeValidation } from './lib/use-node-validation';
import { NodeDialogFrame } from './node-dialog-frame';
import type { NodeFormProps } from './node-form.types';

const answerKeyPattern = /^[\p{L}\p{N}_]+$/u;

/** Why an answer key cannot be used, beyond being empty: its characters, or another question has it (any case). */
function answerKeyProblem(answerKey: string, taken: readonly string[]): NodeErrors {
  const key = answerKey.trim();
  if (key === '') return {};
  if (!answerKeyPattern.test(key)) return { answerKey: 'answerKeyFormat' };
  const lower = key.toLowerCase();
  return taken.some((other) => other.toLowerCase() === lower) ? { answerKey: 'answerKeyTaken' } : {};
}

/**
 * Spec 3 §3 question: the message asked and the variable the answer is stored in (unique in the
 * flow, available as {{answerKey}} later), optionally saved to the contact's extra info too.
 */
export function QuestionNodeForm({ mode, data, takenVariables = [], onSubmit, onClose }: NodeFormProps<'question'>) {
  const { t } = useTranslation();
  const current = data?.typebotIntegration;
  const [message, setMessage] = useState(current?.message ?? '');
  const [answerKey, setAnswerKey] = useState(current?.answerKey ?? '');
  const [saveToContact, setSaveToContact] = useState(current?.saveToContact ?? false);
  const validation = useNodeValidation();

  const submit = () => {
    const extra = Object.fromEntries(
      Object.entries(answerKeyProblem(answerKey, takenVariables)).map(([field, key]) => [
        `typebotIntegration.${field}`,
        key,
      ]),
    );
    const input = { typebotIntegration: { message, answerKey, saveToContact } };
    const parsed = validation.check(flowNodeData.question, input, extra);
    if (parsed) onSubmit(parsed);
  };

  return (
    <NodeDialogFrame type="question" mode={mode} onSubmit={submit} onCancel={onClose}>
      <MessageField {...validation.bind('typebotIntegration.message', message, setMessage)} minRows={3} />
      <FormTextField
        label={t('flowNodes.fields.answerKey')}
        {...validation.bind('typebotIntegration.answerKey', answerKey, setAnswerKey)}
        hint={t('flowNodes.fields.answerKeyHint', { example: `{{${answerKey.trim() || 'resposta'}}}` })}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <FormControlLabel
        label={t('flowNodes.fields.saveToContact')}
        control={<Checkbox checked={saveToContact} onChange={(event) => setSaveToContact(event.target.checked)} />}
      />
    </NodeDialogFrame>
  );
}
