import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { captionOf, type MediaProps } from './media-props';
import { TextMessage } from './text-message';

/** Any other file: a download link named after the file. */
export function DocumentMessage({ message }: MediaProps) {
  const { t } = useTranslation();
  const fileName = decodeURIComponent(message.mediaUrl?.split('/').pop() ?? '') || message.body;
  const caption = captionOf(message);
  if (!message.mediaUrl) return <TextMessage body={message.body} />;
  return (
    <>
      <Button
        component="a"
        href={message.mediaUrl}
        download={fileName}
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        size="small"
        startIcon={<DownloadIcon />}
        aria-label={`${t('conversation.media.download')} ${fileName}`}
        sx={{ textTransform: 'none', maxWidth: 280 }}
      >
        {fileName}
      </Button>
      {caption && <TextMessage body={caption} />}
    </>
  );
}
