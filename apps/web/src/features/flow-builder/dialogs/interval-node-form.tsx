import { flowLimits, flowNodeData } from '@chatdesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { secondsOf } from './lib/node-validation';
import { useNodeValidation } from './lib/use-node-validation';
import { NodeDialogFrame } from './node-dialog-frame';
import type { NodeFormProps } from './node-form.types';

/** Spec 3 §5: the wait in seconds, 1 to 120 ('Adicione o valor de intervalo', 'Máximo de tempo atingido 120 segundos'). */
export function IntervalNodeForm({ mode, data, onSubmit, onClose }: NodeFormProps<'interval'>) {
  const { t } = useTranslation();
  const [sec, setSec] = useState(data ? String(data.sec) : '');
  const validation = useNodeValidation();

  const submit = () => {
    const parsed = validation.check(flowNodeData.interval, { sec: secondsOf(sec), label: data?.label });
    if (parsed) onSubmit(parsed);
  };

  return (
    <NodeDialogFrame type="interval" mode={mode} onSubmit={submit} onCancel={onClose}>
      <FormTextField
        label={t('flowNodes.fields.seconds')}
        type="number"
        {...validation.bind('sec', sec, setSec)}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { min: 1, max: flowLimits.intervalMaxSeconds, step: 1, inputMode: 'numeric' } }}
      />
    </NodeDialogFrame>
  );
}
