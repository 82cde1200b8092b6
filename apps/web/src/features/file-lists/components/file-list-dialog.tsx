import { type FileListAnswer, fileListBody } from '@chatdesk/contracts';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogFrame } from '../../../components/form-dialog-frame';
import { bindTextFields, FormTextField } from '../../../components/form-text-field';
import { useFormState } from '../../../lib/form-state';
import { toast } from '../../../lib/toast';
import { useSaveFileList } from '../api/save-file-list';
import { type FileListFormValues, fileListInputOf, fileListValuesOf, uploadsOf } from '../lib/file-list-form';
import { FileEntriesField } from './file-entries-field';

export interface FileListDialogProps {
  open: boolean;
  /** The list to edit; null adds a new one. */
  list: FileListAnswer | null;
  onClose: () => void;
}

/** Spec 3 file list dialog: name (at least 3), message (required) and the files with their names. */
export function FileListDialog({ open, list, onClose }: FileListDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="file-list-dialog-title">
      {open ? <FileListForm key={list?.id ?? 'new'} list={list} onClose={onClose} /> : null}
    </Dialog>
  );
}

function FileListForm({ list, onClose }: { list: FileListAnswer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useFormState<FileListFormValues>(fileListValuesOf(list));
  const saveList = useSaveFileList();
  const errorText = (field: keyof FileListFormValues) => {
    const code = form.errors[field];
    if (!code) return undefined;
    if (code === 'tooLong') return t('automationAdmin.fileLists.validation.tooLong');
    return t(`automationAdmin.fileLists.validation.${field === 'name' ? 'nameTooShort' : 'required'}`);
  };
  const text = bindTextFields(form, errorText);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = fileListInputOf(form.values);
    if (!form.validate(fileListBody, { name: input.name, message: input.message }).ok) return;
    saveList.mutate(
      { id: list?.id ?? null, body: input, uploads: uploadsOf(form.values) },
      {
        onSuccess: () => {
          toast.success(t('automationAdmin.fileLists.toasts.saved'));
          onClose();
        },
      },
    );
  };

  return (
    <FormDialogFrame
      titleId="file-list-dialog-title"
      title={t(list ? 'automationAdmin.fileLists.dialog.editTitle' : 'automationAdmin.fileLists.dialog.addTitle')}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={t('automationAdmin.fileLists.dialog.cancel')}
      submitLabel={t('automationAdmin.fileLists.dialog.save')}
      pending={saveList.isPending}
    >
      <DialogContent dividers>
        <Stack spacing={2}>
          <FormTextField
            {...text('name')}
            label={t('automationAdmin.fileLists.dialog.name')}
            required
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <FormTextField
            {...text('message')}
            label={t('automationAdmin.fileLists.dialog.message')}
            required
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
          <FileEntriesField
            entries={form.values.files}
            onChange={(files) => form.setField('files', files)}
            disabled={saveList.isPending}
          />
        </Stack>
      </DialogContent>
    </FormDialogFrame>
  );
}
