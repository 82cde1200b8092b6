import type { TicketStatus } from '@chatdesk/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { RequestedTab } from '../lib/list-tab-request';
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

/** A tab asked for by a navigation (`key`: that navigation, so each request is followed once). */
export interface TabRequest {
  tab: RequestedTab;
  key: string;
}

/** Everything the manager's controls choose, and the list parameters that follow from it. */
export function useManagerState(user: TicketUser, tabRequest: TabRequest | null = null) {
  const [mode, setMode] = useState<'open' | 'closed' | 'search'>('open');
  const [tab, setTab] = useState<TabView>('open');
  const [searchInput, setSearchInput] = useState('');
  const [searchOnMessages, setSearchOnMessages] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filters, setFilters] = useState<ListFilters>(noFilters);
  const [showAll, setShowAll] = useState(false);
  const [sort, setSort] = useState<SortDirection>('DESC');
  const [queueIds, setQueueIds] = useState<number[]>(() => user.queues.map((queue) => queue.id));
  // 'SEM FILA' starts ticked; only allTicket users are offered to untick it (spec 1 §6). The API
  // applies it with the rest of the scope, so a tab's count and its rows always agree.
  const [withoutQueue, setWithoutQueue] = useState(true);
  // The view the search view returns to when its box is cleared and its filters closed.
  const [previousMode, setPreviousMode] = useState<'open' | 'closed'>('open');
  // Spec 1 §2: searches wait 500 ms and are lowercase.
  const searchParam = useDebouncedValue(searchInput.trim().toLowerCase());

  const view: TicketView = mode === 'open' ? tab : mode;

  // A ticket just taken (accept, reopen): its tab, out of any other view.
  const requestedTab = tabRequest?.tab ?? null;
  const requestKey = tabRequest?.key ?? null;
  useEffect(() => {
    if (requestedTab === null || requestKey === null) return;
    setMode('open');
    setTab(requestedTab);
    setSearchInput('');
    setFiltersOpen(false);
  }, [requestedTab, requestKey]);
  const enterSearch = () => {
    if (mode !== 'search') setPreviousMode(mode);
    setMode('search');
  };
  // Like showView: the view comes back as it was, without the search's filters.
  const leaveSearch = () => {
    if (mode !== 'search') return;
    setMode(previousMode);
    setFilters(noFilters);
  };

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
    /** Typing opens the search view; clearing the box (filters panel closed) returns to the view before it. */
    setSearch: (text: string) => {
      setSearchInput(text);
      if (text.trim()) enterSearch();
      else if (!filtersOpen) leaveSearch();
    },
    searchOnMessages,
    setSearchOnMessages,
    filtersOpen,
    toggleFilters: () => {
      setFiltersOpen((open) => !open);
      enterSearch();
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
