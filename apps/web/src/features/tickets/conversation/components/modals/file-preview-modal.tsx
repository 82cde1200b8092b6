import DeleteIcon from '@mui/icons-material/Delete';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../../lib/toast';

interface FilePreviewModalProps {
  files: File[];
  /** What the caption starts as when the files arrive (a quick reply's text). */
  initialCaption?: string;
  sending: boolean;
  onChange: (files: File[]) => void;
  onSend: (caption: string) => void;
}

/** The files about to be sent, each removable, with one caption for them. Open while files wait. */
export function FilePreviewModal({ files, initialCaption = '', sending, onChange, onSend }: FilePreviewModalProps) {
  const { t } = useTranslation();
  const [caption, setCaption] = useState(files.length > 0 ? initialCaption : '');
  const urls = useMemo(
    () =>
      files.map((file) => (file.type.startsWith('image/') && URL.createObjectURL ? URL.createObjectURL(file) : null)),
    [files],
  );
  useEffect(
    () => () => {
      for (const url of urls) if (url) URL.revokeObjectURL(url);
    },
    [urls],
  );
  // Opening starts the caption afresh (empty, or the quick reply's text); removing one of several files keeps it.
  const open = files.length > 0;
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setCaption(open ? initialCaption : '');
  }

  const send = () => {
    if (files.length === 0) return toast.warning(t('conversation.filePreview.noMedia'), 'no-media');
    onSend(caption.trim());
  };

  return (
    <Dialog open={files.length > 0} onClose={() => onChange([])} fullWidth maxWidth="sm">
      <DialogTitle>{t('conversation.filePreview.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {files.map((file, index) => (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be chosen twice
              key={`${file.name}-${index}`}
              sx={{ position: 'relative', width: 120, textAlign: 'center' }}
            >
              {urls[index] ? (
                <Box
                  component="img"
                  src={urls[index] ?? undefined}
                  alt={file.name}
                  sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1 }}
                />
              ) : (
                <InsertDriveFileIcon sx={{ fontSize: 80 }} color="action" />
              )}
              <Typography variant="caption" noWrap sx={{ display: 'block' }}>
                {file.name}
              </Typography>
              <IconButton
                size="small"
                aria-label={t('conversation.filePreview.remove', { name: file.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
        <TextField
          fullWidth
          multiline
          maxRows={4}
          label={t('conversation.filePreview.caption')}
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onChange([])} disabled={sending}>
          {t('conversation.filePreview.cancel')}
        </Button>
        <Button variant="contained" onClick={send} loading={sending}>
          {t('conversation.filePreview.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
