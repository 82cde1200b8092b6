import type { AnnouncementAnswer } from '@chatdesk/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '../../../components/table-message-row';
import { PriorityChip } from './priority-chip';

interface AnnouncementsTableProps {
  rows: readonly AnnouncementAnswer[];
  loading: boolean;
  onEdit: (announcement: AnnouncementAnswer) => void;
  onDelete: (announcement: AnnouncementAnswer) => void;
}

const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Spec 3 §2: title, priority, media name, status and actions. */
export function AnnouncementsTable({ rows, loading, onEdit, onDelete }: AnnouncementsTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" stickyHeader aria-label={t('announcements.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('announcements.table.title')}</TableCell>
          <TableCell align="center">{t('announcements.table.priority')}</TableCell>
          <TableCell sx={wide}>{t('announcements.table.mediaName')}</TableCell>
          <TableCell align="center" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
            {t('announcements.table.status')}
          </TableCell>
          <TableCell align="right">{t('announcements.table.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((announcement) => (
          <TableRow key={announcement.id} hover data-testid={`announcement-row-${announcement.id}`}>
            <TableCell sx={{ wordBreak: 'break-word' }}>
              {announcement.title}
              {/* Below 600 px the status column is hidden: an inactive one says so under its title. */}
              {announcement.status ? null : (
                <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
                  <StatusChip active={false} />
                </Box>
              )}
            </TableCell>
            <TableCell align="center">
              <PriorityChip priority={announcement.priority} />
            </TableCell>
            <TableCell sx={{ ...wide, wordBreak: 'break-all' }}>{announcement.mediaName ?? ''}</TableCell>
            <TableCell align="center" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              <StatusChip active={announcement.status} />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <IconButton
                size="small"
                onClick={() => onEdit(announcement)}
                aria-label={t('announcements.editItem', { title: announcement.title })}
              >
                <Edit fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                onClick={() => onDelete(announcement)}
                aria-label={t('announcements.deleteItem', { title: announcement.title })}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
        {!loading && rows.length === 0 ? (
          <TableMessageRow colSpan={5} muted>
            {t('announcements.empty')}
          </TableMessageRow>
        ) : null}
      </TableBody>
    </Table>
  );
}

function StatusChip({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={t(active ? 'announcements.statuses.active' : 'announcements.statuses.inactive')}
    />
  );
}
