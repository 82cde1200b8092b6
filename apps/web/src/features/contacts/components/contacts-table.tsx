import type { ContactAnswer } from '@chatdesk/contracts';
import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import EventOutlined from '@mui/icons-material/EventOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '../../../components/table-message-row';

export interface ContactRowActions {
  onOpenTicket: (contact: ContactAnswer) => void;
  onEdit: (contact: ContactAnswer) => void;
  onToggleBlock: (contact: ContactAnswer) => void;
  /** Absent without contacts-page:deleteContact: the button is not shown at all. */
  onDelete?: (contact: ContactAnswer) => void;
  /** Absent without the plan's useSchedules: "schedule message" for the contact. */
  onSchedule?: (contact: ContactAnswer) => void;
}

interface ContactsTableProps extends ContactRowActions {
  contacts: readonly ContactAnswer[];
  loading: boolean;
}

/** The contacts page's rows: the number as the API answered it (masked under LGPD for profile user). */
export function ContactsTable({ contacts, loading, ...actions }: ContactsTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" stickyHeader aria-label={t('contacts.title')}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          <TableCell>{t('contacts.table.name')}</TableCell>
          <TableCell>{t('contacts.table.number')}</TableCell>
          <TableCell>{t('contacts.table.email')}</TableCell>
          <TableCell>{t('contacts.table.tags')}</TableCell>
          <TableCell align="right">{t('contacts.table.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {contacts.map((contact) => (
          <ContactRow key={contact.id} contact={contact} {...actions} />
        ))}
        {!loading && contacts.length === 0 ? (
          <TableMessageRow colSpan={6} muted>
            {t('contacts.empty')}
          </TableMessageRow>
        ) : null}
      </TableBody>
    </Table>
  );
}

function ContactRow({
  contact,
  onOpenTicket,
  onEdit,
  onToggleBlock,
  onDelete,
  onSchedule,
}: ContactRowActions & { contact: ContactAnswer }) {
  const { t } = useTranslation();
  const name = { name: contact.name };
  return (
    <TableRow hover data-testid={`contact-row-${contact.id}`}>
      <TableCell padding="checkbox">
        <Avatar src={contact.urlPicture ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
          {contact.name.charAt(0).toUpperCase()}
        </Avatar>
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{contact.name}</span>
          {contact.active ? null : <Chip size="small" color="error" label={t('contacts.table.blocked')} />}
        </Stack>
      </TableCell>
      <TableCell>{contact.number}</TableCell>
      <TableCell>{contact.email}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {contact.tags.map((tag) => (
            <Chip key={tag.id} size="small" label={tag.name} sx={{ bgcolor: tag.color, color: 'common.white' }} />
          ))}
        </Stack>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton
          size="small"
          onClick={() => onOpenTicket(contact)}
          aria-label={t('contacts.actions.openTicket', name)}
        >
          <WhatsApp fontSize="small" />
        </IconButton>
        {onSchedule ? (
          <IconButton
            size="small"
            onClick={() => onSchedule(contact)}
            aria-label={t('contacts.actions.schedule', name)}
          >
            <EventOutlined fontSize="small" />
          </IconButton>
        ) : null}
        <IconButton size="small" onClick={() => onEdit(contact)} aria-label={t('contacts.actions.edit', name)}>
          <Edit fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          onClick={() => onToggleBlock(contact)}
          aria-label={t(contact.active ? 'contacts.actions.block' : 'contacts.actions.unblock', name)}
        >
          {contact.active ? <Block fontSize="small" /> : <CheckCircleOutline fontSize="small" />}
        </IconButton>
        {onDelete ? (
          <IconButton size="small" onClick={() => onDelete(contact)} aria-label={t('contacts.actions.delete', name)}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
