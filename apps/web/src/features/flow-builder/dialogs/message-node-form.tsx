import { flowNodeData } from '@chatdesk/contracts';
import { useState } from 'react';
import { MessageField } from './fields/message-field';
import { useNodeValidation } from './lib/use-node-validation';
import { NodeDialogFrame } from './node-dialog-frame';
import type { NodeFormProps } from './node-form.types';

/** Spec 3 §3 message: the text sent. */
export function MessageNodeForm({ mode, data, onSubmit, onClose }: NodeFormProps<'message'>) {
  const [label, setLabel] = useState(data?.label ?? '');
  const validation = useNodeValidation();

  const submit = () => {
    const parsed = validation.check(flowNodeData.message, { label });
    if (parsed) onSubmit(parsed);
  };

  return (
    <NodeDialogFrame type="message" mode={mode} onSubmit={submit} onCancel={onClose}>
      <MessageField {...validation.bind('label', label, setLabel)} minRows={4} />
    </NodeDialogFrame>
  );
}
