import Dialog from '@mui/material/Dialog';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { DialogLoading } from './dialog-loading';

interface StoredRecordDialogProps<T> {
  /** The record to edit; null adds one. */
  id: number | null;
  /** The record's query (GET …/{id}), read fresh when the dialog opens. */
  record: { data: T | undefined; isError: boolean };
  /** The list refetched when the record turns out to be gone. */
  listKey: QueryKey;
  titleId: string;
  /** The title shown while the record loads. */
  editTitle: string;
  maxWidth: 'sm' | 'md';
  onClose: () => void;
  /** The form, given the record as it is now (null for a new one). */
  children: (record: T | null) => ReactNode;
}

/**
 * An add/edit dialog over a record read as it is now: a spinner while it loads, full screen on a
 * phone, and closed (with the list refreshed) when the record is gone or refused — the error
 * toast says which.
 */
export function StoredRecordDialog<T>(props: StoredRecordDialogProps<T>) {
  const { id, record, listKey, titleId, editTitle, maxWidth, onClose, children } = props;
  const queryClient = useQueryClient();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  useEffect(() => {
    if (!record.isError) return;
    void queryClient.invalidateQueries({ queryKey: listKey });
    onClose();
  }, [record.isError, queryClient, listKey, onClose]);
  return (
    <Dialog open onClose={onClose} maxWidth={maxWidth} fullWidth fullScreen={phone} aria-labelledby={titleId}>
      {id !== null && !record.data ? (
        <DialogLoading titleId={titleId} title={editTitle} />
      ) : (
        children(record.data ?? null)
      )}
    </Dialog>
  );
}
