import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../lib/file-list-form';

interface FileEntriesFieldProps {
  entries: FileEntry[];
  onChange: (entries: FileEntry[]) => void;
  disabled: boolean;
}

const keyOf = (entry: FileEntry) => (entry.kind === 'stored' ? `stored-${entry.id}` : entry.key);

/**
 * The list's files: each with the name the customer sees (editable) and a remove button; new
 * files are picked here and uploaded on save (their type is checked by the server on the bytes).
 */
export function FileEntriesField({ entries, onChange, disabled }: FileEntriesFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const picks = useRef(0);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    picks.current += 1;
    const added = files.map(
      (file, index): FileEntry => ({
        kind: 'new',
        key: `new-${picks.current}-${index}`,
        name: file.name.slice(0, 255),
        file,
      }),
    );
    onChange([...entries, ...added]);
  };
  const rename = (target: FileEntry, name: string) =>
    onChange(entries.map((entry) => (keyOf(entry) === keyOf(target) ? { ...entry, name } : entry)));
  const remove = (target: FileEntry) => onChange(entries.filter((entry) => keyOf(entry) !== keyOf(target)));

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('automationAdmin.fileLists.dialog.files')}
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('automationAdmin.fileLists.dialog.noFiles')}
        </Typography>
      ) : null}
      {entries.map((entry) => (
        <Stack key={keyOf(entry)} direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          {entry.kind === 'stored' ? (
            <Link href={entry.url} target="_blank" rel="noopener" aria-label={entry.name} sx={{ display: 'flex' }}>
              <InsertDriveFileOutlined color="action" />
            </Link>
          ) : (
            <AttachFile color="action" />
          )}
          <TextField
            size="small"
            fullWidth
            label={t('automationAdmin.fileLists.dialog.fileName')}
            value={entry.name}
            onChange={(event) => rename(entry, event.target.value)}
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
          <IconButton
            size="small"
            onClick={() => remove(entry)}
            disabled={disabled}
            aria-label={`${t('automationAdmin.fileLists.dialog.removeFile')}: ${entry.name}`}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <div>
        <input
          id={inputId}
          type="file"
          multiple
          hidden
          accept="image/*,audio/*,video/*,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.txt,.csv,.zip"
          onChange={pick}
          data-testid="file-list-input"
        />
        <Button component="label" htmlFor={inputId} size="small" startIcon={<AttachFile />} disabled={disabled}>
          {t('automationAdmin.fileLists.dialog.addFiles')}
        </Button>
      </div>
    </Stack>
  );
}
