import { canDeleteTicketNote } from '@chatdesk/contracts';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../../lib/dates';
import { toast, toastError } from '../../../../../lib/toast';
import { useTicketUser } from '../../../lib/session-user';
import { noteMinimumLength, useTicketNoteChanges, useTicketNotes } from '../../api/ticket-notes';

/** Spec 1 §2: the notes list is 200 px high. */
export const notesListHeightPx = 200;

/** The ticket's notes about the contact: add (2 characters at least); delete one's own (admins: any). */
export function TicketNotes({ ticketId, contactId }: { ticketId: number; contactId: number }) {
  const { t } = useTranslation();
  const notes = useTicketNotes(ticketId, contactId);
  const user = useTicketUser();
  const { add, remove } = useTicketNoteChanges(ticketId, contactId);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState(false);

  const submit = () => {
    const note = draft.trim();
    if (note.length < noteMinimumLength) return setError(true);
    setError(false);
    add.mutate(note, {
      onSuccess: () => {
        setDraft('');
        toast.success(t('conversation.notes.added'));
      },
      onError: (failure) => toastError(failure),
    });
  };

  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('conversation.notes.title')}
      </Typography>
      <TextField
        fullWidth
        multiline
        minRows={2}
        size="small"
        label={t('conversation.notes.placeholder')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        error={error}
        helperText={error ? t('conversation.notes.tooShort') : undefined}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', my: 1 }}>
        <Button size="small" variant="contained" onClick={submit} loading={add.isPending}>
          {t('conversation.notes.add')}
        </Button>
      </Box>
      <List
        dense
        sx={{ height: notesListHeightPx, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        data-testid="notes-list"
      >
        {notes.data?.length === 0 && (
          <ListItem>
            <ListItemText secondary={t('conversation.notes.empty')} />
          </ListItem>
        )}
        {notes.data?.map((note) => (
          <ListItem
            key={note.id}
            secondaryAction={
              user &&
              canDeleteTicketNote(user.subject, user.id, { userId: note.userId ?? null }) && (
                <IconButton
                  edge="end"
                  aria-label={t('conversation.notes.delete')}
                  onClick={() =>
                    remove.mutate(note.id, {
                      onSuccess: () => toast.success(t('conversation.notes.deleted')),
                      onError: (failure) => toastError(failure),
                    })
                  }
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              )
            }
          >
            <ListItemText
              primary={note.note}
              secondary={t('conversation.notes.by', {
                name: note.user?.name ?? '',
                date: formatDateTime(note.createdAt),
              })}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
