import type { FlowNodeType } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The `aria-labelledby` target of every node dialog. */
export const nodeDialogTitleId = 'flow-node-dialog-title';

interface NodeDialogFrameProps {
  type: Exclude<FlowNodeType, 'start'>;
  mode: 'create' | 'edit';
  onSubmit: () => void;
  onCancel: () => void;
  /** Uploads are running: save spins; cancel stays available and aborts them. */
  pending?: boolean;
  children: ReactNode;
}

/**
 * A node dialog's title for its type and mode, its fields, and Cancelar plus Adicionar (create) or
 * Salvar (edit). Unlike the app's record dialogs, cancel is never disabled: a long upload can be
 * abandoned, and closing the dialog aborts it.
 */
export function NodeDialogFrame({ type, mode, onSubmit, onCancel, pending = false, children }: NodeDialogFrameProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="form"
      noValidate
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onSubmit();
      }}
    >
      <DialogTitle id={nodeDialogTitleId}>{t(`flowNodes.titles.${type}.${mode}`)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('flowNodes.actions.cancel')}</Button>
        <Button type="submit" variant="contained" loading={pending}>
          {mode === 'create' ? t('flowNodes.actions.add') : t('flowNodes.actions.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}
