import { flowNodeData } from '@chatdesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { useNodeValidation } from './lib/use-node-validation';
import { NodeDialogFrame } from './node-dialog-frame';
import type { NodeFormProps } from './node-form.types';

/** Spec 3 §3 message: the text sent. */
export function MessageNodeForm({ mode, data, onSubmit, onClose }: NodeFormProps<'message'>) {
  const { t } = useTranslation();
  const [label, setLabel] = useState(data?.label ?? '');
  const validation = useNodeValidation();

  const submit = () => {
    const parsed = validation.check(flowNodeData.message, { label });
    if (parsed) onSubmit(parsed);
  };

  return (
    <NodeDialogFrame type="message" mode={mode} onSubmit={submit} onCancel={onClose}>
      <FormTextField
        label={t('flowNodes.fields.message')}
        value={label}
        onValueChange={(value) => {
          setLabel(value);
          validation.clear('label');
        }}
        error={validation.errorOf('label')}
        multiline
        minRows={4}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: 4096 } }}
      />
    </NodeDialogFrame>
  );
}
