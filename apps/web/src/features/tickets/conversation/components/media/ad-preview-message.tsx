import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { readAdPreview } from '../../lib/message-body';
import type { MediaProps } from './media-props';
import { TextMessage } from './text-message';

/** 'image|sourceUrl|title|body|messageUser': the ad the contact came from, then what they wrote. */
export function AdPreviewMessage({ message }: MediaProps) {
  const { t } = useTranslation();
  const ad = readAdPreview(message);
  if (!ad) return <TextMessage body={message.body} />;
  return (
    <Box sx={{ maxWidth: 280 }} data-testid="ad-preview">
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, mb: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {t('conversation.media.adFrom')}
        </Typography>
        {ad.thumbnailUrl && (
          <Box component="img" src={ad.thumbnailUrl} alt={ad.title} sx={{ width: '100%', borderRadius: 1 }} />
        )}
        <Typography variant="subtitle2">{ad.title}</Typography>
        <Typography variant="body2">{ad.body}</Typography>
        {ad.sourceUrl && (
          <Link href={ad.sourceUrl} target="_blank" rel="noopener noreferrer" variant="body2">
            {t('conversation.media.adOpen')}
          </Link>
        )}
      </Box>
      {ad.messageUser && <TextMessage body={ad.messageUser} />}
    </Box>
  );
}
