import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface UploadProgressProps {
  /** 0–100 while sending, null when idle. */
  percent: number | null;
  label: string;
  /** The translated failure of the last attempt. */
  error: string | null;
}

/** The progress of a dialog's uploads, or why they failed. */
export function UploadProgress({ percent, label, error }: UploadProgressProps) {
  if (percent !== null) {
    return (
      <Stack spacing={1} role="status" aria-live="polite">
        <Typography variant="body2">{label}</Typography>
        <LinearProgress variant="determinate" value={percent} aria-label={label} />
        <Typography variant="caption" color="textSecondary" sx={{ textAlign: 'right' }}>
          {percent}%
        </Typography>
      </Stack>
    );
  }
  return error ? <Alert severity="error">{error}</Alert> : null;
}
