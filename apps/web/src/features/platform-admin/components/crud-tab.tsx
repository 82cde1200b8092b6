import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useListErrorToast } from '../lib/list-error';
import type { CrudList } from '../lib/use-crud-list';
import { type CrudColumn, CrudTable, type CrudTableProps } from './crud-table';

/** What the form of a list gets: the row to edit (null for a new one), and what its buttons do. */
export interface CrudFormProps<T> {
  row: T | null;
  onDone: () => void;
  onDelete: () => void;
}

interface CrudTabProps<T extends { id: number }> {
  crud: CrudList<T>;
  label: string;
  columns: readonly CrudColumn<T>[];
  rows: readonly T[];
  /** The list has loaded (an empty one says so) or failed (spec 2 §8's list error). */
  loaded: boolean;
  failed: boolean;
  nameOf: (row: T) => string;
  form: (props: CrudFormProps<T>) => ReactNode;
  /** Between the form and the table (the companies' search). */
  toolbar?: ReactNode;
  table?: Pick<CrudTableProps<T>, 'rowProps' | 'rowActions' | 'onScroll'>;
  /** More dialogs of the screen. */
  children?: ReactNode;
}

/**
 * A super-user list screen (spec 2 §2): the form above (a new row, or the one being edited),
 * the table below, and the confirmation before a delete.
 */
export function CrudTab<T extends { id: number }>({
  crud,
  label,
  columns,
  rows,
  loaded,
  failed,
  nameOf,
  form,
  toolbar,
  table,
  children,
}: CrudTabProps<T>) {
  const { t } = useTranslation();
  const { editing, setEditing, deleting, setDeleting } = crud;
  useListErrorToast(failed);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {/* A new key remounts the form: another row's values, or empty after a save or a clear. */}
        <Fragment key={crud.formKey}>
          {form({ row: editing, onDone: crud.finishForm, onDelete: () => setDeleting(editing) })}
        </Fragment>
      </Paper>
      {toolbar}
      <CrudTable
        label={label}
        columns={columns}
        rows={rows}
        selectedId={editing?.id ?? null}
        empty={loaded && rows.length === 0}
        nameOf={nameOf}
        onEdit={setEditing}
        onDelete={setDeleting}
        {...table}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('platform.common.confirmDeleteTitle')}
        text={t('platform.common.confirmDeleteText', { name: deleting ? nameOf(deleting) : '' })}
        confirmLabel={t('platform.common.delete')}
        cancelLabel={t('platform.common.cancel')}
        destructive
        pending={crud.deletePending}
        onCancel={() => setDeleting(null)}
        onConfirm={crud.confirmDelete}
      />
      {children}
    </Stack>
  );
}
