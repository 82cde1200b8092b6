import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { captionOf, type MediaProps } from './media-props';
import { TextMessage } from './text-message';

/** A thumbnail; a click opens the full image. */
export function ImageMessage({ message }: MediaProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const caption = captionOf(message);
  if (!message.mediaUrl) return <TextMessage body={message.body} />;
  return (
    <>
      <Box
        component="button"
        type="button"
        aria-label={t('conversation.media.openImage')}
        onClick={() => setOpen(true)}
        sx={{ p: 0, border: 0, background: 'none', cursor: 'zoom-in', display: 'block' }}
      >
        <Box
          component="img"
          src={message.mediaUrl}
          alt={caption ?? ''}
          sx={{ maxWidth: 250, maxHeight: 250, borderRadius: 1 }}
        />
      </Box>
      {caption && <TextMessage body={caption} />}
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg">
        <IconButton
          aria-label={t('conversation.media.closePreview')}
          onClick={() => setOpen(false)}
          sx={{ position: 'absolute', right: 4, top: 4, bgcolor: 'background.paper' }}
        >
          <CloseIcon />
        </IconButton>
        <Box component="img" src={message.mediaUrl} alt={caption ?? ''} sx={{ maxWidth: '90vw', maxHeight: '90vh' }} />
      </Dialog>
    </>
  );
}
