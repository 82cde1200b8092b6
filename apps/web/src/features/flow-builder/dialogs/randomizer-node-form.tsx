import { flowLimits, flowNodeData } from '@chatdesk/contracts';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EndHandleSwitches } from './fields/end-handle-switch';
import { useNodeValidation } from './lib/use-node-validation';
import { NodeDialogFrame } from './node-dialog-frame';
import type { NodeFormProps } from './node-form.types';

/** Spec 3 §9: the share taking way `a`, 0 to 100 in steps of 10; the rest takes `b`. */
export function RandomizerNodeForm({ mode, data, onSubmit, onClose }: NodeFormProps<'randomizer'>) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState(data?.percent ?? 50);
  const [endHandles, setEndHandles] = useState<string[]>(data?.endHandles ?? []);
  const validation = useNodeValidation();

  const submit = () => {
    const parsed = validation.check(flowNodeData.randomizer, { percent, endHandles });
    if (parsed) onSubmit(parsed);
  };

  return (
    <NodeDialogFrame type="randomizer" mode={mode} onSubmit={submit} onCancel={onClose}>
      <Typography variant="h6" component="p" sx={{ textAlign: 'center' }} data-testid="randomizer-split">
        {t('flowNodes.fields.percentSplit', { a: percent, b: 100 - percent })}
      </Typography>
      <Slider
        aria-label={t('flowNodes.fields.percent')}
        value={percent}
        onChange={(_, value) => setPercent(value as number)}
        min={0}
        max={100}
        step={flowLimits.randomizerStep}
        marks
        valueLabelDisplay="auto"
        sx={{ mx: 1, width: 'auto' }}
      />
      <EndHandleSwitches node="randomizer" endHandles={endHandles} onChange={setEndHandles} />
    </NodeDialogFrame>
  );
}
