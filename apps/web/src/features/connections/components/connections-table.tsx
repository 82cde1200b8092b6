import type { ConnectionAnswer } from '@chatdesk/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Star from '@mui/icons-material/Star';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '../../../components/table-message-row';
import { formatLastUpdate } from '../lib/status';
import { ChannelIcon, StatusIcon } from './channel-icon';
import { SessionCell, type SessionCellProps } from './session-cell';

export interface ConnectionsTableProps extends Omit<SessionCellProps, 'connection' | 'importProgress'> {
  connections: readonly ConnectionAnswer[];
  loading: boolean;
  /** Session buttons, edit and delete (connections-page:actionButtons); without it the row only informs. */
  canManage: boolean;
  importProgress?: ReadonlyMap<number, SessionCellProps['importProgress']>;
  /** Without it there is no edit button (another company's connection: no super-user edit route). */
  onEdit?: (connection: ConnectionAnswer) => void;
  onDelete: (connection: ConnectionAnswer) => void;
}

/**
 * Spec 2 §2: channel, name, number, status, session, last update (dd/MM/yy HH:mm), default and
 * actions. Shared by the connections page and the all-connections company modal.
 */
export function ConnectionsTable({
  connections,
  loading,
  canManage,
  importProgress,
  onEdit,
  onDelete,
  ...sessionProps
}: ConnectionsTableProps) {
  const { t } = useTranslation();
  const columns = canManage ? 8 : 6;
  return (
    <Table size="small" aria-label={t('connections.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('connections.table.channel')}</TableCell>
          <TableCell>{t('connections.table.name')}</TableCell>
          <TableCell>{t('connections.table.number')}</TableCell>
          <TableCell align="center">{t('connections.table.status')}</TableCell>
          {canManage ? <TableCell>{t('connections.table.session')}</TableCell> : null}
          <TableCell>{t('connections.table.lastUpdate')}</TableCell>
          <TableCell align="center">{t('connections.table.default')}</TableCell>
          {canManage ? <TableCell align="right">{t('connections.table.actions')}</TableCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {connections.map((connection) => (
          <TableRow key={connection.id} hover data-testid={`connection-row-${connection.id}`}>
            <TableCell>
              <ChannelIcon channel={connection.channel} />
            </TableCell>
            <TableCell>{connection.name}</TableCell>
            <TableCell>{connection.number}</TableCell>
            <TableCell align="center">
              <StatusIcon status={connection.status} />
            </TableCell>
            {canManage ? (
              <TableCell>
                <SessionCell
                  connection={connection}
                  importProgress={importProgress?.get(connection.id) ?? null}
                  {...sessionProps}
                />
              </TableCell>
            ) : null}
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatLastUpdate(connection.updatedAt)}</TableCell>
            <TableCell align="center">
              {connection.isDefault ? (
                <Star role="img" aria-label={t('connections.table.default')} aria-hidden={false} color="warning" />
              ) : null}
            </TableCell>
            {canManage ? (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {onEdit ? (
                  <IconButton
                    size="small"
                    onClick={() => onEdit(connection)}
                    aria-label={t('admin.common.editItem', { name: connection.name })}
                  >
                    <Edit fontSize="small" />
                  </IconButton>
                ) : null}
                <IconButton
                  size="small"
                  onClick={() => onDelete(connection)}
                  aria-label={t('admin.common.deleteItem', { name: connection.name })}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </TableCell>
            ) : null}
          </TableRow>
        ))}
        {!loading && connections.length === 0 ? (
          <TableMessageRow colSpan={columns} muted>
            {t('connections.empty')}
          </TableMessageRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
