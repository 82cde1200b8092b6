import type { TicketAnswer } from '@chatdesk/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChannelIcon } from '../../../../../components/channel-icon';
import { useContactTyping } from '../../lib/use-contact-typing';

interface ConversationHeaderProps {
  ticket: TicketAnswer;
  onOpenContact?: () => void;
  /** The action buttons for the ticket's status. */
  actions?: ReactNode;
}

/** Back to /tickets, the contact (its channel's icon, the ticket id, the assigned user), the action buttons. */
export function ConversationHeader({ ticket, onOpenContact, actions }: ConversationHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const contactTyping = useContactTyping(ticket.id);
  return (
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <IconButton aria-label={t('conversation.header.back')} onClick={() => void navigate('/tickets')}>
        <ArrowBackIcon />
      </IconButton>
      <Box
        component="button"
        type="button"
        aria-label={t('conversation.header.contactInfo')}
        onClick={onOpenContact}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          minWidth: 0,
          flex: 1,
          border: 0,
          background: 'none',
          cursor: 'pointer',
          textAlign: 'left',
          color: 'inherit',
          p: 0,
        }}
      >
        <Avatar src={ticket.contact.urlPicture ?? undefined} alt={ticket.contact.name} />
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            <ChannelIcon channel={ticket.channel} fontSize="inherit" label={t(`tickets.channels.${ticket.channel}`)} />{' '}
            <span data-testid="header-contact-name">{ticket.contact.name}</span>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {t('conversation.header.ticketNumber', { id: ticket.id })}
            </Typography>
          </Typography>
          {contactTyping ? (
            <Typography noWrap variant="body2" color="primary" sx={{ fontStyle: 'italic' }} role="status">
              {t('conversation.typing.contactTyping')}
            </Typography>
          ) : (
            <Typography noWrap variant="body2" color="text.secondary">
              {ticket.user
                ? t('conversation.header.assignedTo', { name: ticket.user.name })
                : t('conversation.header.unassigned')}
            </Typography>
          )}
        </Box>
      </Box>
      {actions}
    </Box>
  );
}
