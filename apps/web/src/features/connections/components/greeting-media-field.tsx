import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGreetingMedia, useGreetingMedia } from '../api/media-upload';

/** The file name of a stored attachment path. */
const fileNameOf = (path: string) => path.split('/').pop() ?? path;

/**
 * Spec 2 §5/§7: the greeting's image or video, sent with POST /whatsapp/{id}/media-upload and
 * removed with DELETE. A new connection gets its media once saved.
 */
export function GreetingMediaField({ connectionId, current }: { connectionId: number | null; current: string | null }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [attachment, setAttachment] = useState(current);
  const [wrongType, setWrongType] = useState(false);
  const media = useGreetingMedia();

  const choose = (file: File | undefined) => {
    if (!file || connectionId === null) return;
    const accepted = isGreetingMedia(file);
    setWrongType(!accepted);
    if (accepted) media.upload.mutate({ id: connectionId, file }, { onSuccess: () => setAttachment(file.name) });
  };
  const remove = () => {
    if (connectionId !== null) media.remove.mutate(connectionId, { onSuccess: () => setAttachment(null) });
  };

  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {t('connections.modal.fields.greetingMedia')}:
        </Typography>
        {attachment ? (
          <>
            <Typography variant="body2" data-testid="greeting-media-name">
              {fileNameOf(attachment)}
            </Typography>
            <IconButton
              size="small"
              aria-label={t('connections.modal.fields.deleteMedia')}
              onClick={remove}
              disabled={media.remove.isPending}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </>
        ) : null}
        <Button
          size="small"
          startIcon={<AttachFile />}
          disabled={connectionId === null}
          loading={media.upload.isPending}
          onClick={() => input.current?.click()}
        >
          {t('connections.modal.fields.uploadMedia')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept="image/*,video/*"
          data-testid="greeting-media-input"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Stack>
      {wrongType ? <FormHelperText error>{t('connections.modal.errors.mediaType')}</FormHelperText> : null}
      {connectionId === null ? <FormHelperText>{t('connections.modal.fields.mediaSaveFirst')}</FormHelperText> : null}
    </Stack>
  );
}
