import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type DragEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

const carriesFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/** Files dragged over the conversation show a dashed 'Solte o arquivo aqui' zone; a drop previews them. */
export function FileDropZone({
  disabled,
  onFiles,
  children,
}: {
  disabled: boolean;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const onDragOver = (event: DragEvent) => {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };
  return (
    <Box
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
    >
      {children}
      {over && (
        <Box
          data-testid="drop-zone"
          sx={{
            position: 'absolute',
            inset: 8,
            border: '3px dashed',
            borderColor: 'primary.main',
            borderRadius: 2,
            bgcolor: 'rgba(255,255,255,0.85)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            zIndex: 3,
            pointerEvents: 'none',
          }}
        >
          <Typography variant="h6" color="primary">
            {t('conversation.composer.dropHere')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
