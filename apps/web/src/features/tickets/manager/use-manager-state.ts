import type { TicketStatus } from '@chatdesk/contracts';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { TicketUser } from '../lib/session-user';
import type { SortDirection, TicketListParams, TicketView } from '../lib/ticket-list-params';

export type TabView = 'open' | 'pending' | 'group';

export interface ListFilters {
  tags: number[];
  users: number[];
  whatsapps: number[];
  statusFilter: TicketStatus[];
}
const noFilters: ListFilters = { tags: [], users: [], whatsapps: [], statusFilter: [] };

/** Everything the manager's controls choose, and the list parameters that follow from it. */
export function useManagerState(user: TicketUser) {
  const [mode, setMode] = useState<'open' | 'closed' | 'search'>('open');
  const [tab, setTab] = useState<TabView>('open');
  const [searchInput, setSearchInput] = useState('');
  const [searchOnMessages, setSearchOnMessages] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filters, setFilters] = useState<ListFilters>(noFilters);
  const [showAll, setShowAll] = useState(false);
  const [sort, setSort] = useState<SortDirection>('DESC');
  const [queueIds, setQueueIds] = useState<number[]>(() => user.queues.map((queue) => queue.id));
  // Spec 1 §6: queueless tickets are for users with allTicket enabled, so the choice starts on for them.
  const [withoutQueue, setWithoutQueue] = useState(user.subject.allTicket === 'enabled');
  // Spec 1 §2: searches wait 500 ms and are lowercase.
  const searchParam = useDebouncedValue(searchInput.trim().toLowerCase());

  const view: TicketView = mode === 'open' ? tab : mode;

  const paramsFor = useMemo(
    () =>
      (listView: TicketView): TicketListParams => ({
        status: listView === 'search' ? null : listView,
        searchParam: listView === 'search' ? searchParam : '',
        searchOnMessages: listView === 'search' && searchOnMessages,
        showAll,
        queueIds,
        withoutQueue,
        tags: filters.tags,
        users: filters.users,
        whatsapps: filters.whatsapps,
        statusFilter: listView === 'search' ? filters.statusFilter : [],
        // Spec 1 §2: no sort toggle in the closed and search views, which read newest first.
        sortTickets: listView === 'closed' || listView === 'search' ? 'DESC' : sort,
      }),
    [searchParam, searchOnMessages, showAll, queueIds, withoutQueue, filters, sort],
  );

  return {
    mode,
    view,
    tab,
    setTab,
    /** Open or closed view; leaving the search view clears the search. */
    showView: (next: 'open' | 'closed') => {
      setMode(next);
      setSearchInput('');
      setFiltersOpen(false);
      setFilters(noFilters);
    },
    searchInput,
    setSearch: (text: string) => {
      setSearchInput(text);
      if (text.trim()) setMode('search');
    },
    searchOnMessages,
    setSearchOnMessages,
    filtersOpen,
    toggleFilters: () => {
      setFiltersOpen((open) => !open);
      setMode('search');
    },
    filters,
    setFilters,
    showAll,
    setShowAll,
    sort,
    toggleSort: () => setSort((current) => (current === 'DESC' ? 'ASC' : 'DESC')),
    queueIds,
    setQueueIds,
    withoutQueue,
    setWithoutQueue,
    paramsFor,
  };
}

export type ManagerState = ReturnType<typeof useManagerState>;
