import type { ContactAnswer, TagAnswer } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { loadMoreOnScroll } from '../../../lib/infinite-scroll';
import { useCan, usePlanAllows } from '../../../lib/permissions';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteContact, useSetContactActive } from '../api/contact-actions';
import { downloadContactsExport } from '../api/export-contacts';
import { useContactTags } from '../api/get-contact-tags';
import { useContacts } from '../api/get-contacts';
import type { PhoneImportSource } from '../api/import-from-phone';
import { useContactEvents } from '../lib/use-contact-events';
import { ContactModal } from './contact-modal';
import { ContactsTable } from './contacts-table';
import { ContactsToolbar } from './contacts-toolbar';
import { OpenTicketDialog } from './open-ticket-dialog';
import { PhoneImportDialog } from './phone-import-dialog';

/** Spec 1 §9: searches start at 3 typed characters; fewer show the whole list. */
const minSearchLength = 3;

type Pending = { kind: 'delete' | 'block'; contact: ContactAnswer };

/** /contacts (spec 2 §2): search, tag filter, import/export, add, and the contacts with their actions. */
export function ContactsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canDelete = useCan('contacts-page:deleteContact');
  const canSchedule = usePlanAllows('useSchedules');
  const [search, setSearch] = useState('');
  const [selectedTags, setSelectedTags] = useState<TagAnswer[]>([]);
  const typed = useDebouncedValue(search.trim().toLowerCase());
  const searchParam = typed.length >= minSearchLength ? typed : '';
  const contacts = useContacts({ searchParam, tagIds: selectedTags.map((tag) => tag.id) });
  const tags = useContactTags();
  const deleteContact = useDeleteContact();
  const setActive = useSetContactActive();
  const exportContacts = useMutation({ mutationFn: downloadContactsExport });
  const [editing, setEditing] = useState<{ contactId: number | null } | null>(null);
  const [ticketFor, setTicketFor] = useState<ContactAnswer | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [phoneImport, setPhoneImport] = useState<PhoneImportSource | null>(null);
  useContactEvents();

  const rows = contacts.data?.pages.flatMap((page) => page.contacts) ?? [];
  const count = contacts.data?.pages[0]?.count;
  const unfiltered = searchParam === '' && selectedTags.length === 0;

  const startExport = () => {
    // Spec 2 §8: nothing to export is said before asking the server for an empty file.
    if (unfiltered && count === 0) toast.error(t('contacts.toasts.exportEmpty'), 'contacts-export-empty');
    else exportContacts.mutate();
  };
  const confirmPending = () => {
    if (!pending) return;
    const done = { onSettled: () => setPending(null) };
    if (pending.kind === 'delete') deleteContact.mutate(pending.contact.id, done);
    else setActive.mutate({ id: pending.contact.id, active: !pending.contact.active }, done);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {count === undefined ? t('contacts.title') : t('contacts.titleWithCount', { count })}
      </Typography>
      <ContactsToolbar
        search={search}
        onSearchChange={setSearch}
        tags={tags.data ?? []}
        selectedTags={selectedTags}
        onTagsChange={setSelectedTags}
        onImportFile={() => navigate('/contacts/import')}
        onImportPhone={setPhoneImport}
        onExport={startExport}
        exporting={exportContacts.isPending}
        onAdd={() => setEditing({ contactId: null })}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {contacts.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        <Box
          onScroll={loadMoreOnScroll(contacts)}
          data-testid="contacts-scroller"
          sx={{ maxHeight: 'calc(100vh - 260px)', overflowY: 'auto' }}
        >
          <ContactsTable
            contacts={rows}
            loading={contacts.isPending}
            onOpenTicket={setTicketFor}
            onEdit={(contact) => setEditing({ contactId: contact.id })}
            onToggleBlock={(contact) => setPending({ kind: 'block', contact })}
            onDelete={canDelete ? (contact) => setPending({ kind: 'delete', contact }) : undefined}
            onSchedule={canSchedule ? (contact) => navigate(`/schedules?contactId=${contact.id}`) : undefined}
          />
        </Box>
      </Paper>
      <ContactModal open={editing !== null} contactId={editing?.contactId ?? null} onClose={() => setEditing(null)} />
      <OpenTicketDialog contact={ticketFor} onClose={() => setTicketFor(null)} />
      <PhoneImportDialog source={phoneImport} onClose={() => setPhoneImport(null)} />
      <PendingActionDialog
        pending={pending}
        busy={deleteContact.isPending || setActive.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirmPending}
      />
    </Stack>
  );
}

interface PendingActionDialogProps {
  pending: Pending | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Delete, block and unblock each ask first. */
function PendingActionDialog({ pending, busy, onCancel, onConfirm }: PendingActionDialogProps) {
  const { t } = useTranslation();
  const name = { name: pending?.contact.name ?? '' };
  const kind = pending?.kind === 'delete' ? 'delete' : pending?.contact.active === false ? 'unblock' : 'block';
  const texts = {
    delete: {
      title: t('contacts.deleteTitle', name),
      text: t('contacts.deleteMessage'),
      confirm: t('contacts.delete'),
    },
    block: { title: t('contacts.blockTitle', name), text: t('contacts.blockMessage'), confirm: t('contacts.confirm') },
    unblock: {
      title: t('contacts.unblockTitle', name),
      text: t('contacts.unblockMessage'),
      confirm: t('contacts.confirm'),
    },
  }[kind];
  return (
    <ConfirmDialog
      open={pending !== null}
      title={texts.title}
      text={texts.text}
      confirmLabel={texts.confirm}
      cancelLabel={t('contacts.cancel')}
      destructive={kind !== 'unblock'}
      pending={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
