import type { FlowNodeType } from '@chatdesk/contracts';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogFrame } from '../../../components/form-dialog-frame';

/** The `aria-labelledby` target of every node dialog. */
export const nodeDialogTitleId = 'flow-node-dialog-title';

interface NodeDialogFrameProps {
  type: Exclude<FlowNodeType, 'start'>;
  mode: 'create' | 'edit';
  onSubmit: () => void;
  onCancel: () => void;
  /** Uploads are running: save spins, cancel still closes (and aborts them). */
  pending?: boolean;
  children: ReactNode;
}

/** A node dialog's title for its type and mode, its fields, and Cancelar plus Adicionar (create) or Salvar (edit). */
export function NodeDialogFrame({ type, mode, onSubmit, onCancel, pending = false, children }: NodeDialogFrameProps) {
  const { t } = useTranslation();
  return (
    <FormDialogFrame
      titleId={nodeDialogTitleId}
      title={t(`flowNodes.titles.${type}.${mode}`)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onSubmit();
      }}
      onCancel={onCancel}
      cancelLabel={t('flowNodes.actions.cancel')}
      submitLabel={mode === 'create' ? t('flowNodes.actions.add') : t('flowNodes.actions.save')}
      pending={pending}
    >
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
    </FormDialogFrame>
  );
}
