import type { TagRecordAnswer } from '@chatdesk/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { ColorChip } from '../../../components/color-chip';
import { TableMessageRow } from '../../../components/table-message-row';
import type { TagsVariant } from '../api/get-tags';
import { compactCells } from '../lib/table-sx';

/** Phones keep the name, count and actions in view; the id column returns from 600 px. */
const idColumn = { display: { xs: 'none', sm: 'table-cell' } } as const;

interface TagsTableProps {
  variant: TagsVariant;
  tags: readonly TagRecordAnswer[];
  loading: boolean;
  onView: (tag: TagRecordAnswer) => void;
  onEdit: (tag: TagRecordAnswer) => void;
  onDelete: (tag: TagRecordAnswer) => void;
}

/**
 * Spec 3 "Tags and kanban": the Tags page shows id, name chip, contact count with a view button,
 * edit and delete; the lane page shows name chip, ticket count and the actions.
 */
export function TagsTable({ variant, tags, loading, onView, onEdit, onDelete }: TagsTableProps) {
  const { t } = useTranslation();
  const lanes = variant === 'lanes';
  const columns = lanes ? 3 : 4;
  return (
    <Table size="small" stickyHeader aria-label={t(lanes ? 'tags.lanesTitle' : 'tags.title')} sx={compactCells}>
      <TableHead>
        <TableRow>
          {lanes ? null : <TableCell sx={idColumn}>{t('tags.table.id')}</TableCell>}
          <TableCell>{t('tags.table.name')}</TableCell>
          <TableCell align="center">{t(lanes ? 'tags.table.tickets' : 'tags.table.contacts')}</TableCell>
          <TableCell align="right">{t('admin.common.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {tags.map((tag) => (
          <TableRow key={tag.id} hover data-testid={`tag-row-${tag.id}`}>
            {lanes ? null : <TableCell sx={idColumn}>{tag.id}</TableCell>}
            <TableCell sx={{ maxWidth: 240 }}>
              <ColorChip name={tag.name} color={tag.color} />
            </TableCell>
            <TableCell align="center">
              {lanes ? (
                tag.ticketsCount
              ) : (
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'center' }}>
                  <span>{tag.contactsCount}</span>
                  <IconButton size="small" onClick={() => onView(tag)} aria-label={t('tags.viewContacts', tag)}>
                    <Visibility fontSize="small" />
                  </IconButton>
                </Stack>
              )}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <IconButton size="small" onClick={() => onEdit(tag)} aria-label={t('admin.common.editItem', tag)}>
                <Edit fontSize="small" />
              </IconButton>
              <IconButton size="small" onClick={() => onDelete(tag)} aria-label={t('admin.common.deleteItem', tag)}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
        {!loading && tags.length === 0 ? (
          <TableMessageRow colSpan={columns} muted>
            {t(lanes ? 'tags.lanesEmpty' : 'tags.empty')}
          </TableMessageRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
