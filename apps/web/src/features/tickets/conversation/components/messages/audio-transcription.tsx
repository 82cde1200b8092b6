import { isErrorCode } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../../lib/api-client';
import { errorText } from '../../../../../lib/toast';
import { TranscriptionFailure } from '../../api/transcribe-audio';

interface AudioTranscriptionProps {
  text: string | undefined;
  loading: boolean;
  error: Error | null;
}

/** The spec's local message for a failure of ours, the translated code for the API's, else 'Erro desconhecido'. */
function useFailureText(error: Error | null): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  if (error instanceof TranscriptionFailure) return t(`conversation.transcription.${error.reason}`);
  if (error instanceof ApiError && error.code && isErrorCode(error.code)) return errorText(error).message;
  return t('conversation.transcription.unknownError');
}

/** Under an audio bubble: the transcription being made, its text, or why it failed. */
export function AudioTranscription({ text, loading, error }: AudioTranscriptionProps) {
  const { t } = useTranslation();
  const failure = useFailureText(error);
  if (!loading && text === undefined && !failure) return null;
  return (
    <Box
      data-testid="audio-transcription"
      aria-live="polite"
      sx={{ mt: 0.5, pl: 1, borderLeft: 3, borderColor: failure ? 'error.main' : 'divider', maxWidth: 360 }}
    >
      {loading ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={12} color="inherit" />
          {t('conversation.transcription.loading')}
        </Typography>
      ) : failure ? (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block' }}>
          {failure}
        </Typography>
      ) : (
        <>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 600 }}>
            {t('conversation.transcription.label')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: 'italic' }}>
            {text || t('conversation.transcription.empty')}
          </Typography>
        </>
      )}
    </Box>
  );
}
