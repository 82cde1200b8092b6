import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../../lib/dates';
import { readEvent } from '../../lib/message-body';
import type { MediaProps } from './media-props';
import { TextMessage } from './text-message';

/** Event name, description, place and times (it ends 7200 s after it starts), in the app's language. */
export function EventMessage({ message }: MediaProps) {
  const { t } = useTranslation();
  const event = readEvent(message);
  if (!event) return <TextMessage body={message.body} />;
  const when = (iso: string) => formatDateTime(iso);
  return (
    <Box sx={{ minWidth: 220 }} data-testid="event">
      <Typography variant="caption" color="text.secondary">
        {t('conversation.media.event')}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{event.name || message.body}</Typography>
      {event.description && <TextMessage body={event.description} />}
      {event.location && <Typography variant="body2">{event.location}</Typography>}
      <Typography variant="body2">{t('conversation.media.eventStart', { date: when(event.startTime) })}</Typography>
      <Typography variant="body2">{t('conversation.media.eventEnd', { date: when(event.endTime) })}</Typography>
      {event.joinLink && (
        <Link href={event.joinLink} target="_blank" rel="noopener noreferrer">
          {t('conversation.media.eventJoin')}
        </Link>
      )}
    </Box>
  );
}
