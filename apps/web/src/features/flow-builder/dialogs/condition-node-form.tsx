import { type FlowConditionOperator, flowConditionOperators, flowNodeData } from '@chatdesk/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { EndHandleSwitches } from './fields/end-handle-switch';
import { useNodeValidation } from './lib/use-node-validation';
import { NodeDialogFrame } from './node-dialog-frame';
import type { NodeFormProps } from './node-form.types';

/** Operators that compare nothing: their value field is hidden and stored empty. */
const unary: readonly FlowConditionOperator[] = ['isEmpty', 'isNotEmpty'];

/** Spec 3 §3 condition: a variable (chosen from the flow's or typed), an operator and a value. */
export function ConditionNodeForm({ mode, data, variables, onSubmit, onClose }: NodeFormProps<'condition'>) {
  const { t } = useTranslation();
  const [key, setKey] = useState(data?.key ?? '');
  const [condition, setCondition] = useState<FlowConditionOperator>(data?.condition ?? 'equals');
  const [value, setValue] = useState(data?.value ?? '');
  const [endHandles, setEndHandles] = useState<string[]>(data?.endHandles ?? []);
  const validation = useNodeValidation();
  const needsValue = !unary.includes(condition);

  const submit = () => {
    const input = { key, condition, value: needsValue ? value : '', endHandles };
    const parsed = validation.check(flowNodeData.condition, input);
    if (parsed) onSubmit(parsed);
  };

  return (
    <NodeDialogFrame type="condition" mode={mode} onSubmit={submit} onCancel={onClose}>
      <Autocomplete
        freeSolo
        options={[...variables]}
        inputValue={key}
        onInputChange={(_, next) => {
          setKey(next);
          validation.clear('key');
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('flowNodes.fields.variable')}
            error={Boolean(validation.errorOf('key'))}
            helperText={validation.errorOf('key')}
            autoFocus
          />
        )}
      />
      <TextField
        select
        label={t('flowNodes.fields.operator')}
        value={condition}
        onChange={(event) => setCondition(event.target.value as FlowConditionOperator)}
        fullWidth
      >
        {flowConditionOperators.map((operator) => (
          <MenuItem key={operator} value={operator}>
            {t(`flowNodes.operators.${operator}`)}
          </MenuItem>
        ))}
      </TextField>
      {needsValue ? (
        <FormTextField
          label={t('flowNodes.fields.value')}
          value={value}
          onValueChange={setValue}
          error={validation.errorOf('value')}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      ) : null}
      <EndHandleSwitches node="condition" endHandles={endHandles} onChange={setEndHandles} />
    </NodeDialogFrame>
  );
}
