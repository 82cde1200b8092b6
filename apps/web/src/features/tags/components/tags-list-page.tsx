import type { TagRecordAnswer } from '@chatdesk/contracts';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SearchField } from '../../../components/search-field';
import { loadMoreOnScroll } from '../../../lib/infinite-scroll';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteTag } from '../api/delete-tag';
import { type TagsVariant, useTags } from '../api/get-tags';
import { useTagEvents } from '../lib/use-tag-events';
import { TagContactsDialog } from './tag-contacts-dialog';
import { TagDialog } from './tag-dialog';
import { TagsTable } from './tags-table';

interface TagsListPageProps {
  variant: TagsVariant;
  /** Buttons shown before 'add' (the lane page's 'Voltar para o Kanban'). */
  extraActions?: ReactNode;
}

/** The Tags page and the lane management page: search, infinite scroll, add, edit, delete, contacts. */
export function TagsListPage({ variant, extraActions }: TagsListPageProps) {
  const { t } = useTranslation();
  const lanes = variant === 'lanes';
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.trim());
  const tags = useTags({ variant, searchParam });
  const deleteTag = useDeleteTag();
  const [editing, setEditing] = useState<{ tagId: number | null } | null>(null);
  const [deleting, setDeleting] = useState<TagRecordAnswer | null>(null);
  const [viewing, setViewing] = useState<TagRecordAnswer | null>(null);
  useTagEvents();

  // One header row once title, search and buttons fit side by side (later with the extra button).
  const wideFrom = extraActions ? 'lg' : 'md';
  const rows = tags.data?.pages.flatMap((page) => page.tags) ?? [];
  const count = tags.data?.pages[0]?.count;
  const title = lanes
    ? t('tags.lanesTitle')
    : count === undefined
      ? t('tags.title')
      : t('tags.titleWithCount', { count });

  const confirmDelete = () => {
    if (!deleting) return;
    deleteTag.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', [wideFrom]: 'row' }} spacing={2} sx={{ alignItems: { [wideFrom]: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <SearchField
          label={t('admin.common.search')}
          placeholder={t('admin.common.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {extraActions}
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ tagId: null })}>
            {t(lanes ? 'tags.addLane' : 'tags.add')}
          </Button>
        </Stack>
      </Stack>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {tags.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        <Box
          onScroll={loadMoreOnScroll(tags)}
          data-testid="tags-scroller"
          sx={{ maxHeight: 'calc(100vh - 240px)', overflow: 'auto' }}
        >
          <TagsTable
            variant={variant}
            tags={rows}
            loading={tags.isPending}
            onView={setViewing}
            onEdit={(tag) => setEditing({ tagId: tag.id })}
            onDelete={setDeleting}
          />
        </Box>
      </Paper>
      <TagDialog open={editing !== null} tagId={editing?.tagId ?? null} lane={lanes} onClose={() => setEditing(null)} />
      <TagContactsDialog tag={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.common.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('tags.deleteMessage')}
        confirmLabel={t('admin.common.delete')}
        cancelLabel={t('admin.common.cancel')}
        destructive
        pending={deleteTag.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
