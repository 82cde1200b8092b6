import type { TagRecordAnswer } from '@chatdesk/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SearchableListPage } from '../../../components/searchable-list-page';
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
    <SearchableListPage
      title={title}
      search={{
        label: t('admin.common.search'),
        placeholder: t('admin.common.searchPlaceholder'),
        value: search,
        onChange: setSearch,
      }}
      add={{ label: t(lanes ? 'tags.addLane' : 'tags.add'), onClick: () => setEditing({ tagId: null }) }}
      extraActions={extraActions}
      pages={tags}
      scrollerTestId="tags-scroller"
      dialogs={
        <>
          <TagDialog
            open={editing !== null}
            tagId={editing?.tagId ?? null}
            lane={lanes}
            onClose={() => setEditing(null)}
          />
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
        </>
      }
    >
      <TagsTable
        variant={variant}
        tags={rows}
        loading={tags.isPending}
        onView={setViewing}
        onEdit={(tag) => setEditing({ tagId: tag.id })}
        onDelete={setDeleting}
      />
    </SearchableListPage>
  );
}
