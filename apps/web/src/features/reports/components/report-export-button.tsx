import Close from '@mui/icons-material/Close';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportProgress } from '../api/export-report';
import { formatBytes } from '../lib/report-format';

interface ReportExportButtonProps {
  progress: ExportProgress | null;
  onExport: () => void;
  onCancel: () => void;
}

/** The export button; while the file streams in, how much arrived and a way to stop it. */
export function ReportExportButton({ progress, onExport, onCancel }: ReportExportButtonProps) {
  const { t, i18n } = useTranslation();
  const statusId = useId();
  const running = progress !== null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {running ? (
        <Box role="status" id={statusId} sx={{ minWidth: 160 }}>
          <Typography variant="caption" component="p" color="text.secondary">
            {t('reports.export.running')}{' '}
            {t('reports.export.received', { size: formatBytes(progress.bytes, i18n.language) })}
          </Typography>
          <LinearProgress aria-labelledby={statusId} />
        </Box>
      ) : null}
      {running ? (
        <IconButton size="small" onClick={onCancel} aria-label={t('reports.export.cancel')}>
          <Close fontSize="small" />
        </IconButton>
      ) : null}
      <Button
        variant="contained"
        onClick={onExport}
        disabled={running}
        startIcon={<FileDownloadOutlined />}
        aria-describedby={running ? statusId : undefined}
      >
        {t('reports.export.button')}
      </Button>
    </Stack>
  );
}
