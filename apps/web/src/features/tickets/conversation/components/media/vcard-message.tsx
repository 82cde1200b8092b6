import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useStartConversation } from '../../api/start-conversation';
import { parseVCard } from '../../lib/message-body';
import type { MediaProps } from './media-props';
import { TextMessage } from './text-message';

/** A shared contact card with 'Conversar', which opens a ticket with that contact. */
export function VCardMessage({ message, ticket }: MediaProps) {
  const { t } = useTranslation();
  const start = useStartConversation(ticket);
  const card = parseVCard(message.body);
  if (!card) return <TextMessage body={message.body} />;
  return (
    <Box sx={{ minWidth: 220 }} data-testid="vcard">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Avatar>{card.name.charAt(0).toUpperCase()}</Avatar>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{card.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {card.number || t('conversation.media.noNumber')}
          </Typography>
        </Box>
      </Box>
      <Button
        fullWidth
        size="small"
        variant="outlined"
        disabled={!card.number}
        loading={start.isPending}
        onClick={() => start.mutate({ name: card.name, number: card.number })}
      >
        {t('conversation.media.talk')}
      </Button>
    </Box>
  );
}
