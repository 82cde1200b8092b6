import type { TicketAnswer } from '@chatdesk/contracts';
import CloseIcon from '@mui/icons-material/Close';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastError } from '../../../../../lib/toast';
import { ContactModal } from '../../../../contacts';
import { useBlockContact, useContactDetail, useToggleAcceptAudio } from '../../api/contact-drawer';
import { ContactTags } from './contact-tags';
import { ContactTickets } from './contact-tickets';
import { ExtraInfoList } from './extra-info-list';
import { KanbanLaneSelect } from './kanban-lane-select';
import { TicketNotes } from './ticket-notes';

interface ContactDrawerProps {
  open: boolean;
  ticket: TicketAnswer;
  onClose: () => void;
  /**
   * Wide screens: a panel beside the conversation, inside the page (below the top bar), the
   * conversation narrowing to make room. Otherwise a drawer over everything, full width on phones.
   */
  docked?: boolean;
}

/** Width of the contact panel beside the conversation. */
export const contactPanelWidthPx = 340;

/**
 * Spec 1 §2 "Contact drawer": who the contact is, what the attendant may change about them, and
 * the contact's tickets to open.
 */
export function ContactDrawer({ open, ticket, onClose, docked = false }: ContactDrawerProps) {
  if (!open) return null;
  const content = <ContactDetails ticket={ticket} onClose={onClose} />;
  if (docked) {
    return (
      <Box
        component="aside"
        data-testid="contact-panel"
        sx={{
          width: contactPanelWidthPx,
          flexShrink: 0,
          height: '100%',
          overflowY: 'auto',
          borderLeft: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {content}
      </Box>
    );
  }
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      data-testid="contact-drawer"
      // Above the top bar (which sits over the permanent menu): the title and close button stay visible.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: contactPanelWidthPx } } } }}
    >
      {content}
    </Drawer>
  );
}

function ContactDetails({ ticket, onClose }: { ticket: TicketAnswer; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useContactDetail(ticket.contactId);
  const contact = detail.data ?? { ...ticket.contact, extraInfo: [] };
  const block = useBlockContact(ticket.contactId);
  const acceptAudio = useToggleAcceptAudio(ticket.contactId);
  const [editing, setEditing] = useState(false);

  const toggleBlock = () => {
    const active = !contact.active;
    block.mutate(active, {
      onSuccess: () => toast.success(active ? t('conversation.drawer.unblocked') : t('conversation.drawer.blocked')),
      onError: (error) => toastError(error),
    });
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', p: 1, borderBottom: 1, borderColor: 'divider' }}>
        <IconButton aria-label={t('conversation.drawer.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
        <Typography variant="h6">{t('conversation.drawer.title')}</Typography>
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
          <Avatar src={contact.urlPicture ?? undefined} alt={contact.name} sx={{ width: 120, height: 120 }} />
          <Typography variant="h6">{contact.name}</Typography>
          <Typography color="text.secondary">{contact.number}</Typography>
          <Typography color="text.secondary">{contact.email || t('conversation.drawer.noEmail')}</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {t('conversation.drawer.edit')}
          </Button>
          <Button
            variant="outlined"
            color={contact.active ? 'error' : 'primary'}
            onClick={toggleBlock}
            loading={block.isPending}
          >
            {contact.active ? t('conversation.drawer.block') : t('conversation.drawer.unblock')}
          </Button>
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={contact.acceptAudioMessage}
              disabled={acceptAudio.isPending}
              onChange={(event) => acceptAudio.mutate(event.target.checked, { onError: (error) => toastError(error) })}
            />
          }
          label={t('conversation.drawer.acceptAudio')}
        />
        <ContactTags contactId={ticket.contactId} />
        <KanbanLaneSelect ticket={ticket} />
        <Divider />
        <ContactTickets contactId={ticket.contactId} current={ticket} />
        <Divider />
        <TicketNotes ticketId={ticket.id} contactId={ticket.contactId} />
        <Divider />
        <ExtraInfoList items={contact.extraInfo} />
      </Box>
      <ContactModal
        open={editing}
        contactId={ticket.contactId}
        onClose={() => setEditing(false)}
        onSaved={() => void detail.refetch()}
      />
    </>
  );
}
