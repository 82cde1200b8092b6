import type { UserAnswer } from '@chatdesk/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '../../../components/table-message-row';

interface UsersTableProps {
  users: readonly UserAnswer[];
  loading: boolean;
  onEdit: (user: UserAnswer) => void;
  onDelete: (user: UserAnswer) => void;
}

export function UsersTable({ users, loading, onEdit, onDelete }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" stickyHeader aria-label={t('admin.users.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('admin.users.table.id')}</TableCell>
          <TableCell>{t('admin.users.table.avatar')}</TableCell>
          <TableCell>{t('admin.users.table.name')}</TableCell>
          <TableCell>{t('admin.users.table.email')}</TableCell>
          <TableCell>{t('admin.users.table.profile')}</TableCell>
          <TableCell>{t('admin.users.table.startWork')}</TableCell>
          <TableCell>{t('admin.users.table.endWork')}</TableCell>
          <TableCell align="right">{t('admin.common.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id} hover data-testid={`user-row-${user.id}`}>
            <TableCell>{user.id}</TableCell>
            <TableCell>
              <Avatar src={user.profileImage ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
                {user.name.charAt(0).toUpperCase()}
              </Avatar>
            </TableCell>
            <TableCell>{user.name}</TableCell>
            <TableCell>{user.email}</TableCell>
            <TableCell>{t(`admin.users.profiles.${user.profile}`)}</TableCell>
            <TableCell>{user.startWork}</TableCell>
            <TableCell>{user.endWork}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <IconButton size="small" onClick={() => onEdit(user)} aria-label={t('admin.common.editItem', user)}>
                <Edit fontSize="small" />
              </IconButton>
              <IconButton size="small" onClick={() => onDelete(user)} aria-label={t('admin.common.deleteItem', user)}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
        {!loading && users.length === 0 ? (
          <TableMessageRow colSpan={8} muted>
            {t('admin.users.empty')}
          </TableMessageRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
