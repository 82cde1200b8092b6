import type { AnnouncementAnswer } from '@chatdesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SearchableListPage } from '../../../components/searchable-list-page';
import { useCan } from '../../../lib/permissions';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeniedRedirect } from '../../../lib/use-denied-redirect';
import { useAnnouncementsPages } from '../api/get-announcements';
import { useDeleteAnnouncement } from '../api/save-announcement';
import { AnnouncementDialog } from './announcement-dialog';
import { AnnouncementsTable } from './announcements-table';

/** Spec 3 §9: the router's redirect delay. */
export const redirectDelayMs = 1000;

/**
 * /announcements (spec 3 §2): the super user's list with search, infinite scroll, add, edit and
 * delete. Anyone else is told the company lacks permission and sent home after a second (spec 3 §6).
 */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const allowed = useCan('announcements:manage');

  useDeniedRedirect(allowed, t('announcements.noPermission'), 'announcements-no-permission', redirectDelayMs);

  return allowed ? <AnnouncementsAdmin /> : null;
}

function AnnouncementsAdmin() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.trim());
  const pages = useAnnouncementsPages('admin', searchParam);
  const remove = useDeleteAnnouncement();
  const [editing, setEditing] = useState<{ announcement: AnnouncementAnswer | null } | null>(null);
  const [deleting, setDeleting] = useState<AnnouncementAnswer | null>(null);
  const rows = pages.data?.pages.flatMap((page) => page.records) ?? [];

  return (
    <SearchableListPage
      title={t('announcements.title')}
      search={{
        label: t('announcements.search'),
        placeholder: t('announcements.searchPlaceholder'),
        value: search,
        onChange: setSearch,
      }}
      add={{ label: t('announcements.add'), onClick: () => setEditing({ announcement: null }) }}
      pages={pages}
      scrollerTestId="announcements-scroller"
      dialogs={
        <>
          {editing ? <AnnouncementDialog announcement={editing.announcement} onClose={() => setEditing(null)} /> : null}
          <ConfirmDialog
            open={deleting !== null}
            title={t('announcements.deleteTitle', { title: deleting?.title ?? '' })}
            text={t('announcements.deleteMessage')}
            confirmLabel={t('announcements.delete')}
            cancelLabel={t('announcements.cancel')}
            destructive
            pending={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
          />
        </>
      }
    >
      <AnnouncementsTable
        rows={rows}
        loading={pages.isPending}
        onEdit={(announcement) => setEditing({ announcement })}
        onDelete={setDeleting}
      />
    </SearchableListPage>
  );
}
