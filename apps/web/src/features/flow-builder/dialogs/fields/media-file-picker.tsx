import AttachFile from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf, type FlowMediaKind, flowMediaRules, refuseMedia } from '../lib/media-rules';

interface MediaFilePickerProps {
  kind: FlowMediaKind;
  /** The content dialog's audio cards also take opus. */
  inContent?: boolean;
  /** The chosen file's name, or the stored file's original name, or null. */
  fileName: string | null;
  onPick: (file: File) => void;
  /** The translated problem: a refused file, or an empty card on save. */
  error: string | undefined;
  onError: (error: string | undefined) => void;
  disabled?: boolean;
  testId: string;
}

/** Choose a file for a media node or card; a file of the wrong type or over the size limit is refused at once. */
export function MediaFilePicker({
  kind,
  inContent,
  fileName,
  onPick,
  error,
  onError,
  disabled,
  testId,
}: MediaFilePickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<AttachFile />}
          onClick={() => input.current?.click()}
          disabled={disabled}
        >
          {fileName ? t('flowNodes.actions.changeFile') : t('flowNodes.actions.chooseFile')}
        </Button>
        <Typography
          variant="body2"
          color={fileName ? 'textPrimary' : 'textSecondary'}
          noWrap
          sx={{ flex: 1, minWidth: 0 }}
          data-testid={`${testId}-name`}
        >
          {fileName ?? t('flowNodes.media.noFile')}
        </Typography>
      </Stack>
      <FormHelperText error={Boolean(error)}>{error ?? t(`flowNodes.media.accepts.${kind}`)}</FormHelperText>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptOf(kind, inContent)}
        data-testid={`${testId}-file`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const refusal = refuseMedia(kind, file, inContent);
          if (refusal === 'tooLarge') onError(t(`flowNodes.upload.${flowMediaRules[kind].tooLarge}`));
          else if (refusal === 'wrongType') onError(t('flowNodes.upload.wrongType'));
          else {
            onError(undefined);
            onPick(file);
          }
        }}
      />
    </Stack>
  );
}
