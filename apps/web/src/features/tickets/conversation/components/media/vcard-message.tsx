import type { ContactCard } from '@chatdesk/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useStartConversation } from '../../api/start-conversation';
import { readContacts } from '../../lib/message-body';
import type { MediaProps } from './media-props';
import { TextMessage } from './text-message';

/** One shared contact card with 'Conversar', which opens a ticket with that contact. */
function Card({ card, ticket }: { card: ContactCard } & Pick<MediaProps, 'ticket'>) {
  const { t } = useTranslation();
  const start = useStartConversation(ticket);
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

/** Shared contacts (one vCard or several in the body). */
export function VCardMessage({ message, ticket }: MediaProps) {
  const cards = readContacts(message);
  if (!cards) return <TextMessage body={message.body} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {cards.map((card, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two cards may share a name and a number
        <Card key={`${card.number}-${index}`} card={card} ticket={ticket} />
      ))}
    </Box>
  );
}
