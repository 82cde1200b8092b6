import { flowCreateBody } from '@chatdesk/contracts';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogFrame } from '../../../../components/form-dialog-frame';
import { FormTextField } from '../../../../components/form-text-field';
import { validateWithCatalogue } from '../../../../lib/schema-issues';
import { type FlowNameTextKey, flowNameTexts } from '../lib/flow-validation';

interface FlowNameDialogProps {
  /** The current name when renaming; null adds a flow. */
  name: string | null;
  pending: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}

/** 'Adicionar Fluxo' and 'Editar nome': the flow's name, 2 to 50 characters (spec 3 §5 Flow name). */
export function FlowNameDialog({ name, pending, onSave, onClose }: FlowNameDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(name ?? '');
  const [error, setError] = useState<FlowNameTextKey | null>(null);
  const adding = name === null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateWithCatalogue(flowCreateBody, { name: value }, flowNameTexts, 'nameRequired');
    setError(result.errors?.name ?? null);
    if (result.data) onSave(result.data.name);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="flow-name-dialog-title">
      <FormDialogFrame
        titleId="flow-name-dialog-title"
        title={t(adding ? 'flowList.dialog.addTitle' : 'flowList.dialog.editTitle')}
        onSubmit={submit}
        onCancel={onClose}
        cancelLabel={t('flowList.dialog.cancel')}
        submitLabel={t(adding ? 'flowList.dialog.add' : 'flowList.dialog.save')}
        pending={pending}
      >
        <DialogContent dividers>
          <FormTextField
            name="name"
            label={t('flowList.dialog.name')}
            value={value}
            onValueChange={(next) => {
              setValue(next);
              setError(null);
            }}
            error={error ? t(`flowList.validation.${error}`) : undefined}
            required
            autoFocus
            fullWidth
          />
        </DialogContent>
      </FormDialogFrame>
    </Dialog>
  );
}
