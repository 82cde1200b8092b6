import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEvent, ReactNode } from 'react';

interface FormDialogFrameProps {
  /** The dialog's `aria-labelledby` target. */
  titleId: string;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  cancelLabel: string;
  /** The submit button's label; `null` when the dialog's parts save themselves. */
  submitLabel: string | null;
  /** The save is running: submit spins, cancel waits. */
  pending: boolean;
  /** Actions shown before cancel, at the start of the bar (e.g. attach a file). */
  extraActions?: ReactNode;
  /** The dialog's body: tabs, `DialogContent` and whatever sits between the title and the actions. */
  children: ReactNode;
}

/** The form of an add/edit dialog: title, body, and the cancel and save buttons every such dialog has. */
export function FormDialogFrame({
  titleId,
  title,
  onSubmit,
  onCancel,
  cancelLabel,
  submitLabel,
  pending,
  extraActions,
  children,
}: FormDialogFrameProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
      <DialogActions sx={extraActions ? { flexWrap: 'wrap', gap: 1 } : undefined}>
        {extraActions}
        <Button onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        {submitLabel === null ? null : (
          <Button type="submit" variant="contained" loading={pending}>
            {submitLabel}
          </Button>
        )}
      </DialogActions>
    </Box>
  );
}
