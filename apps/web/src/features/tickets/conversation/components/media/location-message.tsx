import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { readLocation } from '../../lib/message-body';
import type { MediaProps } from './media-props';
import { TextMessage } from './text-message';

/** 'image|link|description': the map thumbnail opens the link. */
export function LocationMessage({ message }: MediaProps) {
  const { t } = useTranslation();
  const location = readLocation(message);
  if (!location) return <TextMessage body={message.body} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, maxWidth: 260 }}>
      {location.image && (
        <Box
          component="img"
          src={location.image}
          alt={t('conversation.media.location')}
          sx={{ width: 250, borderRadius: 1 }}
        />
      )}
      {location.description && <TextMessage body={location.description} />}
      <Link href={location.link} target="_blank" rel="noopener noreferrer">
        {t('conversation.media.openMap')}
      </Link>
    </Box>
  );
}
