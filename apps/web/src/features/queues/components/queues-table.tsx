import type { QueueAnswer } from '@chatdesk/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '../../../components/table-message-row';

interface QueuesTableProps {
  queues: readonly QueueAnswer[];
  loading: boolean;
  onEdit: (queue: QueueAnswer) => void;
  onDelete: (queue: QueueAnswer) => void;
}

/** Spec 2 §2: ID, name, colour, order, greeting, actions. */
export function QueuesTable({ queues, loading, onEdit, onDelete }: QueuesTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('admin.queues.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('admin.queues.table.id')}</TableCell>
          <TableCell>{t('admin.queues.table.name')}</TableCell>
          <TableCell>{t('admin.queues.table.color')}</TableCell>
          <TableCell>{t('admin.queues.table.orderQueue')}</TableCell>
          <TableCell>{t('admin.queues.table.greeting')}</TableCell>
          <TableCell align="right">{t('admin.common.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {queues.map((queue) => (
          <TableRow key={queue.id} hover data-testid={`queue-row-${queue.id}`}>
            <TableCell>{queue.id}</TableCell>
            <TableCell>{queue.name}</TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 60,
                    height: 20,
                    borderRadius: 1,
                    bgcolor: queue.color,
                    border: 1,
                    borderColor: 'divider',
                  }}
                />
                <Typography variant="caption" color="text.secondary">
                  {queue.color}
                </Typography>
              </Box>
            </TableCell>
            <TableCell>{queue.orderQueue ?? ''}</TableCell>
            <TableCell sx={{ maxWidth: 320 }}>
              <Typography variant="body2" noWrap title={queue.greetingMessage}>
                {queue.greetingMessage}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <IconButton size="small" onClick={() => onEdit(queue)} aria-label={t('admin.common.editItem', queue)}>
                <Edit fontSize="small" />
              </IconButton>
              <IconButton size="small" onClick={() => onDelete(queue)} aria-label={t('admin.common.deleteItem', queue)}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
        {!loading && queues.length === 0 ? (
          <TableMessageRow colSpan={6} muted>
            {t('admin.queues.empty')}
          </TableMessageRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
