import type { FileListAnswer } from '@chatdesk/contracts';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SearchField } from '../../../components/search-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteFileList } from '../api/delete-file-list';
import { useFileLists } from '../api/get-file-lists';
import { FileListDialog } from './file-list-dialog';
import { FileListsTable } from './file-lists-table';

/** /files (spec 3 §2 "File lists"): search, add, edit, delete. Admins only (the route guards). */
export function FileListsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const lists = useFileLists(useDebouncedValue(search.trim()));
  const deleteList = useDeleteFileList();
  const [editing, setEditing] = useState<{ list: FileListAnswer | null } | null>(null);
  const [deleting, setDeleting] = useState<FileListAnswer | null>(null);
  const rows = lists.data?.pages.flatMap((page) => page.files) ?? [];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('automationAdmin.fileLists.title')}
        </Typography>
        <SearchField label={t('automationAdmin.fileLists.search')} value={search} onChange={setSearch} />
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ list: null })}>
          {t('automationAdmin.fileLists.add')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {lists.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        <FileListsTable
          lists={rows}
          loading={lists.isPending}
          onEdit={(list) => setEditing({ list })}
          onDelete={setDeleting}
        />
        {lists.hasNextPage ? (
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button size="small" onClick={() => void lists.fetchNextPage()} loading={lists.isFetchingNextPage}>
              {t('automationAdmin.fileLists.loadMore')}
            </Button>
          </Box>
        ) : null}
      </Paper>
      <FileListDialog open={editing !== null} list={editing?.list ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('automationAdmin.fileLists.deleteTitle')}
        text={t('automationAdmin.fileLists.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('automationAdmin.fileLists.delete')}
        cancelLabel={t('automationAdmin.fileLists.dialog.cancel')}
        destructive
        pending={deleteList.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && deleteList.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </Stack>
  );
}
