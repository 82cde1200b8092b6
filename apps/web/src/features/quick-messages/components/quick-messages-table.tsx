import type { QuickMessageAnswer } from '@chatdesk/contracts';
import CheckCircle from '@mui/icons-material/CheckCircle';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '../../../components/table-message-row';

interface QuickMessagesTableProps {
  rows: readonly QuickMessageAnswer[];
  loading: boolean;
  onEdit: (reply: QuickMessageAnswer) => void;
  onDelete: (reply: QuickMessageAnswer) => void;
}

/** Spec 3 §2: shortcode, attachment name, a green tick for global replies, edit and delete. */
export function QuickMessagesTable({ rows, loading, onEdit, onDelete }: QuickMessagesTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" stickyHeader aria-label={t('quickMessages.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('quickMessages.table.shortcode')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('quickMessages.table.mediaName')}</TableCell>
          <TableCell align="center">{t('quickMessages.table.geral')}</TableCell>
          <TableCell align="right">{t('quickMessages.table.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((reply) => {
          const locked = reply.canEdit ? undefined : t('quickMessages.locked');
          return (
            <TableRow key={reply.id} hover data-testid={`quick-message-row-${reply.id}`}>
              <TableCell sx={{ wordBreak: 'break-all' }}>/{reply.shortcode}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, wordBreak: 'break-all' }}>
                {reply.mediaName ?? ''}
              </TableCell>
              <TableCell align="center">
                {reply.geral ? (
                  <CheckCircle color="success" fontSize="small" titleAccess={t('quickMessages.globalMark')} />
                ) : null}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={locked ?? ''}>
                  <span>
                    <IconButton
                      size="small"
                      disabled={!reply.canEdit}
                      onClick={() => onEdit(reply)}
                      aria-label={t('quickMessages.editItem', { shortcode: reply.shortcode })}
                    >
                      <Edit fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      disabled={!reply.canEdit}
                      onClick={() => onDelete(reply)}
                      aria-label={t('quickMessages.deleteItem', { shortcode: reply.shortcode })}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </TableCell>
            </TableRow>
          );
        })}
        {!loading && rows.length === 0 ? (
          <TableMessageRow colSpan={4} muted>
            {t('quickMessages.empty')}
          </TableMessageRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
