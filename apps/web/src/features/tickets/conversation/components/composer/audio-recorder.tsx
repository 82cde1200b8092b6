import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import CancelIcon from '@mui/icons-material/HighlightOff';
import MicIcon from '@mui/icons-material/Mic';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../../lib/toast';
import { type RecorderOutcome, useAudioRecorder } from '../../lib/use-audio-recorder';

/** Record, cancel, send as mp3. A recording whose mp3 is under 10000 bytes is dropped with a notice. */
export function AudioRecorder({ disabled, onRecorded }: { disabled?: boolean; onRecorded: (file: File) => void }) {
  const { t } = useTranslation();
  const recorder = useAudioRecorder((outcome: RecorderOutcome) => {
    if (outcome.kind === 'file') onRecorded(outcome.file);
    if (outcome.kind === 'too-short') toast.warning(t('conversation.composer.audioTooShort'), 'audio-too-short');
    if (outcome.kind === 'failed') toast.error(t('conversation.composer.audioConversionFailed'), 'audio-conversion');
  });

  const start = () =>
    recorder.start().catch(() => toast.error(t('conversation.composer.microphoneUnavailable'), 'microphone'));

  if (recorder.converting) {
    return <CircularProgress size={24} sx={{ m: 1 }} aria-label={t('conversation.composer.convertingAudio')} />;
  }
  if (!recorder.recording) {
    return (
      <IconButton aria-label={t('conversation.composer.record')} disabled={disabled} onClick={() => void start()}>
        <MicIcon />
      </IconButton>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <IconButton aria-label={t('conversation.composer.cancelRecording')} onClick={recorder.cancel} color="error">
        <CancelIcon />
      </IconButton>
      <Typography variant="body2" color="error" role="status">
        {t('conversation.composer.recording')}
      </Typography>
      <IconButton aria-label={t('conversation.composer.sendRecording')} onClick={recorder.finish} color="success">
        <CheckCircleIcon />
      </IconButton>
    </Box>
  );
}
