import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { readPoll } from '../../lib/message-body';
import type { MediaProps } from './media-props';
import { TextMessage } from './text-message';

/** Poll name and options with their vote counts (dataJson {name, options, votes}). */
export function PollMessage({ message }: MediaProps) {
  const { t } = useTranslation();
  const poll = readPoll(message);
  if (!poll) return <TextMessage body={message.body} />;
  return (
    <Box sx={{ minWidth: 220 }}>
      <Typography variant="caption" color="text.secondary">
        {t('conversation.media.poll')}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{poll.name || message.body}</Typography>
      <Box component="ul" sx={{ pl: 2, my: 0.5 }}>
        {poll.options.map((option) => (
          <li key={option}>
            <Typography variant="body2">
              {t('conversation.media.pollOption', { name: option, count: poll.votes[option] ?? 0 })}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
