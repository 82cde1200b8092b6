import type { FileListAnswer } from '@chatdesk/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '../../../components/table-message-row';

interface FileListsTableProps {
  lists: readonly FileListAnswer[];
  loading: boolean;
  onEdit: (list: FileListAnswer) => void;
  onDelete: (list: FileListAnswer) => void;
}

/** Spec 3 §2 "File lists": name and actions (and how many files each holds). */
export function FileListsTable({ lists, loading, onEdit, onDelete }: FileListsTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('automationAdmin.fileLists.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('automationAdmin.fileLists.table.name')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
            {t('automationAdmin.fileLists.table.files')}
          </TableCell>
          <TableCell align="right">{t('automationAdmin.fileLists.table.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lists.map((list) => (
          <TableRow key={list.id} hover data-testid={`file-list-row-${list.id}`}>
            <TableCell sx={{ maxWidth: 360 }}>
              <Typography variant="body2" noWrap title={list.name}>
                {list.name}
              </Typography>
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('automationAdmin.fileLists.fileCount', { count: list.options.length })}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <IconButton
                size="small"
                onClick={() => onEdit(list)}
                aria-label={`${t('automationAdmin.fileLists.edit')}: ${list.name}`}
              >
                <Edit fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                onClick={() => onDelete(list)}
                aria-label={`${t('automationAdmin.fileLists.delete')}: ${list.name}`}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
        {!loading && lists.length === 0 ? (
          <TableMessageRow colSpan={3} muted>
            {t('automationAdmin.fileLists.empty')}
          </TableMessageRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
