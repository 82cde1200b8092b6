import type { TagRecordAnswer } from '@chatdesk/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '../../../components/table-message-row';
import { loadMoreOnScroll } from '../../../lib/infinite-scroll';
import { useRemoveTagContact, useTagContacts } from '../api/tag-contacts';
import { compactCells } from '../lib/table-sx';

interface TagContactsDialogProps {
  /** The tag whose contacts are listed; null keeps the dialog closed. */
  tag: TagRecordAnswer | null;
  onClose: () => void;
}

/** Spec 3 "Tags and kanban": the view button's dialog, the tag's contacts each with a remove button. */
export function TagContactsDialog({ tag, onClose }: TagContactsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={tag !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="tag-contacts-title">
      <DialogTitle id="tag-contacts-title">{t('tags.contacts.title', { name: tag?.name ?? '' })}</DialogTitle>
      {tag ? <TagContactsList tag={tag} /> : null}
      <DialogActions>
        <Button onClick={onClose}>{t('tags.contacts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function TagContactsList({ tag }: { tag: TagRecordAnswer }) {
  const { t } = useTranslation();
  const contacts = useTagContacts(tag.id);
  const remove = useRemoveTagContact(tag.id);
  const rows = contacts.data?.pages.flatMap((page) => page.contacts) ?? [];
  return (
    <DialogContent dividers sx={{ p: 0 }} onScroll={loadMoreOnScroll(contacts)}>
      {contacts.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
      <Table size="small" aria-label={t('tags.contacts.title', { name: tag.name })} sx={compactCells}>
        <TableHead>
          <TableRow>
            <TableCell>{t('tags.contacts.name')}</TableCell>
            <TableCell>{t('tags.contacts.number')}</TableCell>
            <TableCell align="right">{t('admin.common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((contact) => (
            <TableRow key={contact.id} data-testid={`tag-contact-${contact.id}`}>
              <TableCell sx={{ overflowWrap: 'break-word' }}>{contact.name}</TableCell>
              <TableCell>{contact.number}</TableCell>
              <TableCell align="right">
                <IconButton
                  size="small"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(contact.id)}
                  aria-label={t('tags.contacts.remove', contact)}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
          {!contacts.isPending && rows.length === 0 ? (
            <TableMessageRow colSpan={3} muted>
              {t('tags.contacts.empty')}
            </TableMessageRow>
          ) : null}
        </TableBody>
      </Table>
    </DialogContent>
  );
}
