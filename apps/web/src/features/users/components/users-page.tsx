import type { UserAnswer } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListPageHeader } from '../../../components/list-page-header';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useLoadMoreOnScroll } from '../lib/use-load-more-on-scroll';
import { UserModal } from './user-modal';
import { UsersTable } from './users-table';

/** /users (spec 2 §2): search, add, edit, delete and infinite scroll; the title shows the count. */
export function UsersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.trim());
  const users = useUsers(searchParam);
  const deleteUser = useDeleteUser();
  const [editing, setEditing] = useState<{ userId: number | null } | null>(null);
  const [deleting, setDeleting] = useState<UserAnswer | null>(null);
  const scroller = useRef<HTMLDivElement>(null);

  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];
  const count = users.data?.pages[0]?.count;
  const onScroll = useLoadMoreOnScroll(
    scroller,
    { hasNextPage: users.hasNextPage, isFetching: users.isFetching, fetchNextPage: users.fetchNextPage },
    rows.length,
  );

  const confirmDelete = () => {
    if (!deleting) return;
    deleteUser.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  return (
    <Stack spacing={2}>
      <ListPageHeader
        title={count === undefined ? t('admin.users.title') : t('admin.users.titleWithCount', { count })}
        search={{
          label: t('admin.common.search'),
          placeholder: t('admin.common.searchPlaceholder'),
          value: search,
          onChange: setSearch,
        }}
        add={{ label: t('admin.users.add'), onClick: () => setEditing({ userId: null }) }}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {users.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        <Box
          ref={scroller}
          onScroll={onScroll}
          data-testid="users-scroller"
          sx={{ maxHeight: 'calc(100vh - 240px)', overflowY: 'auto' }}
        >
          <UsersTable
            users={rows}
            loading={users.isPending}
            onEdit={(user) => setEditing({ userId: user.id })}
            onDelete={setDeleting}
          />
        </Box>
      </Paper>
      <UserModal open={editing !== null} userId={editing?.userId ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.common.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('admin.users.deleteMessage')}
        confirmLabel={t('admin.common.delete')}
        cancelLabel={t('admin.common.cancel')}
        destructive
        pending={deleteUser.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
