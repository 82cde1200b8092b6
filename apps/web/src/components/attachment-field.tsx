import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';

/** What a dialog does with a record's attachment on save: nothing, remove it, or upload a new file. */
export type AttachmentChange = { action: 'keep' } | { action: 'remove' } | { action: 'replace'; file: File };

/** A dialog's attachment: the change to save, the name to show, and the hidden file input's opener. */
export function useAttachment(currentName: string | null | undefined) {
  const [change, setChange] = useState<AttachmentChange>({ action: 'keep' });
  const input = useRef<HTMLInputElement>(null);
  const name = change.action === 'replace' ? change.file.name : change.action === 'keep' ? (currentName ?? null) : null;
  return { change, setChange, name, input, open: () => input.current?.click() };
}

interface AttachmentFieldProps {
  attachment: ReturnType<typeof useAttachment>;
  removeLabel: string;
  /** The file input's `accept`; every type when absent. */
  accept?: string;
  /** `{testId}-attachment` names the shown file, `{testId}-file` the input. */
  testId: string;
}

/** The attached file's name with a remove button, and the hidden input the dialog's attach button opens. */
export function AttachmentField({ attachment, removeLabel, accept, testId }: AttachmentFieldProps) {
  return (
    <>
      {attachment.name ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <AttachFile fontSize="small" color="action" />
          <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} data-testid={`${testId}-attachment`}>
            {attachment.name}
          </Typography>
          <IconButton size="small" aria-label={removeLabel} onClick={() => attachment.setChange({ action: 'remove' })}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Stack>
      ) : null}
      <input
        ref={attachment.input}
        type="file"
        accept={accept}
        hidden
        data-testid={`${testId}-file`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) attachment.setChange({ action: 'replace', file });
          event.target.value = '';
        }}
      />
    </>
  );
}
