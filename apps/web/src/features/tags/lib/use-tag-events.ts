import { companyEvent, type TagsPageAnswer, tagRecordAnswer } from '@chatdesk/contracts';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { useSession } from '../../../lib/session';
import { useSocket } from '../../../lib/socket-provider';
import { tagsKeys } from '../api/get-tags';

const tagEvent = z.union([
  z.object({ action: z.enum(['create', 'update']), tag: tagRecordAnswer }),
  z.object({ action: z.literal('delete'), tagId: z.number() }),
]);
type Pages = InfiniteData<TagsPageAnswer>;

/**
 * `company-{id}-tag` (spec 3 §4 live list synchronisation): an update replaces the row where it
 * is shown, a delete removes it, a create refetches the lists (its place depends on the order
 * and the search). The lane choices and a cached tag refetch on any change.
 */
export function useTagEvents() {
  const socket = useSocket();
  const { user } = useSession();
  const companyId = user?.companyId ?? null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!socket || companyId === null) return;
    const event = companyEvent(companyId, 'tag');
    const editPages = (edit: (tags: TagsPageAnswer['tags']) => TagsPageAnswer['tags']) =>
      queryClient.setQueriesData<Pages>({ queryKey: tagsKeys.lists }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, tags: edit(page.tags) })) } : data,
      );
    const handle = (payload: unknown) => {
      const parsed = tagEvent.safeParse(payload);
      if (!parsed.success) return;
      const change = parsed.data;
      if (change.action === 'create') void queryClient.invalidateQueries({ queryKey: tagsKeys.lists });
      if (change.action === 'update') {
        const { tag } = change;
        editPages((tags) => tags.map((row) => (row.id === tag.id ? tag : row)));
        void queryClient.invalidateQueries({ queryKey: tagsKeys.detail(tag.id) });
      }
      if (change.action === 'delete') {
        editPages((tags) => tags.filter((row) => row.id !== change.tagId));
        queryClient.removeQueries({ queryKey: tagsKeys.detail(change.tagId) });
      }
      void queryClient.invalidateQueries({ queryKey: tagsKeys.lanes });
    };
    socket.on(event, handle);
    return () => {
      socket.off(event, handle);
    };
  }, [socket, companyId, queryClient]);
}
