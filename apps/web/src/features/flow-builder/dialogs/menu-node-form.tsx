import { flowLimits, flowMenuHandle, flowNodeData } from '@chatdesk/contracts';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { EndHandleSwitch } from './fields/end-handle-switch';
import { MessageField } from './fields/message-field';
import { useNodeValidation } from './lib/use-node-validation';
import { NodeDialogFrame } from './node-dialog-frame';
import type { NodeFormProps } from './node-form.types';

type MenuOption = { number: number; value: string };

/**
 * Spec 3 §5: a menu needs a message; options are numbered from 1 and only the last can be removed
 * (an option's number is its handle `option-N`, so numbers never shift under existing edges).
 */
export function MenuNodeForm({ mode, data, onSubmit, onClose }: NodeFormProps<'menu'>) {
  const { t } = useTranslation();
  const [message, setMessage] = useState(data?.message ?? '');
  const [options, setOptions] = useState<MenuOption[]>(data?.arrayOption ?? [{ number: 1, value: '' }]);
  const [endHandles, setEndHandles] = useState<string[]>(data?.endHandles ?? []);
  const validation = useNodeValidation();

  const setOption = (index: number, value: string) => {
    setOptions((current) => current.map((option, i) => (i === index ? { ...option, value } : option)));
    validation.clear(`arrayOption.${index}.value`);
  };
  const addOption = () => {
    setOptions((current) => [...current, { number: (current.at(-1)?.number ?? 0) + 1, value: '' }]);
    validation.clear('arrayOption');
  };
  const removeLast = () => {
    const last = options.at(-1);
    if (!last || options.length <= 1) return;
    setOptions(options.slice(0, -1));
    setEndHandles((current) => current.filter((handle) => handle !== flowMenuHandle(last.number)));
  };

  const submit = () => {
    const live = new Set(options.map((option) => flowMenuHandle(option.number)));
    const ends = endHandles.filter((handle) => live.has(handle));
    const parsed = validation.check(flowNodeData.menu, { message, arrayOption: options, endHandles: ends });
    if (parsed) onSubmit(parsed);
  };

  return (
    <NodeDialogFrame type="menu" mode={mode} onSubmit={submit} onCancel={onClose}>
      <MessageField {...validation.bind('message', message, setMessage)} minRows={3} />
      {options.map((option, index) => {
        const last = index === options.length - 1;
        return (
          <Stack key={option.number} spacing={0.5} data-testid={`menu-option-${option.number}`}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <FormTextField
                label={t('flowNodes.fields.option', { number: option.number })}
                value={option.value}
                onValueChange={(value) => setOption(index, value)}
                error={validation.errorOf(`arrayOption.${index}.value`)}
                size="small"
                fullWidth
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              {last && options.length > 1 ? (
                <IconButton
                  aria-label={t('flowNodes.actions.removeOption', { number: option.number })}
                  onClick={removeLast}
                >
                  <DeleteOutlined />
                </IconButton>
              ) : null}
            </Stack>
            <EndHandleSwitch
              handle={flowMenuHandle(option.number)}
              endHandles={endHandles}
              onChange={setEndHandles}
              label={t('flowNodes.fields.endsHere', { number: option.number })}
            />
          </Stack>
        );
      })}
      <Button
        startIcon={<Add />}
        onClick={addOption}
        disabled={options.length >= flowLimits.maxMenuOptions}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('flowNodes.actions.addOption')}
      </Button>
    </NodeDialogFrame>
  );
}
