import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCan } from '../../../lib/permissions';
import { ticketListQueryOptions } from '../api/get-tickets';
import { requestedTabOf } from '../lib/list-tab-request';
import type { TicketUser } from '../lib/session-user';
import { focusRingSx, ShortcutsDialog } from '../shortcuts';
import { CloseAllDialog } from './close-all-dialog';
import { FiltersPanel } from './filters-panel';
import { ManagerToolbar } from './manager-toolbar';
import { NewTicketModal } from './new-ticket-modal';
import { TicketList } from './ticket-list';
import { useListShortcuts } from './use-list-shortcuts';
import { useLiveTicketLists } from './use-live-ticket-lists';
import { type TabView, useManagerState } from './use-manager-state';

interface TicketsManagerProps {
  user: TicketUser;
  selectedUuid: string | null;
}

/** Spec 1 §2 "Ticket list": tabs, views, search, filters, toolbar and the live lists. */
export function TicketsManager({ user, selectedUuid }: TicketsManagerProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const requestedTab = requestedTabOf(location.state);
  const state = useManagerState(user, requestedTab ? { tab: requestedTab, key: location.key } : null);
  const canShowAll = useCan('tickets-manager:showall');
  const canCloseAll = useCan('tickets-manager:closeAll');
  const allowGroup = user.subject.allowGroup;
  const [newTicketOpen, setNewTicketOpen] = useState(false);
  const [closeAllOpen, setCloseAllOpen] = useState(false);
  const openMode = state.mode === 'open';

  // The three tabs load together so that their badges can show counts.
  const lists = {
    open: useInfiniteQuery(ticketListQueryOptions(state.paramsFor('open'), openMode)),
    pending: useInfiniteQuery(ticketListQueryOptions(state.paramsFor('pending'), openMode)),
    group: useInfiniteQuery(ticketListQueryOptions(state.paramsFor('group'), openMode && allowGroup)),
    closed: useInfiniteQuery(ticketListQueryOptions(state.paramsFor('closed'), state.mode === 'closed')),
    search: useInfiniteQuery(ticketListQueryOptions(state.paramsFor('search'), state.mode === 'search')),
  };
  const visible = lists[state.view];
  const searchField = useRef<HTMLInputElement>(null);
  const visibleTickets = visible.data?.pages.flatMap((page) => page.tickets) ?? [];
  const shortcuts = useListShortcuts(visibleTickets, selectedUuid, searchField);
  useLiveTicketLists(user.companyId, { userId: user.id }, state.view === 'search' ? null : state.view);

  const countOf = (tab: TabView) => lists[tab].data?.pages[0]?.count ?? 0;
  const tabs: TabView[] = allowGroup ? ['open', 'pending', 'group'] : ['open', 'pending'];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <ManagerToolbar
        state={state}
        user={user}
        canShowAll={canShowAll}
        canCloseAll={canCloseAll}
        onNewTicket={() => setNewTicketOpen(true)}
        onCloseAll={() => setCloseAllOpen(true)}
        searchField={searchField}
        onShowShortcuts={shortcuts.openHelp}
      />
      {state.filtersOpen && (
        <FiltersPanel filters={state.filters} onChange={state.setFilters} showUsers={user.isAdmin} />
      )}
      {openMode ? (
        <Tabs value={state.tab} onChange={(_, tab: TabView) => state.setTab(tab)} variant="fullWidth">
          {tabs.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              sx={focusRingSx}
              label={
                <Badge badgeContent={countOf(tab)} color={tab === 'pending' ? 'secondary' : 'primary'} max={9999}>
                  <Box component="span" sx={{ pr: 1.5 }}>
                    {t(`tickets.tabs.${tab}`)}
                  </Box>
                </Badge>
              }
            />
          ))}
        </Tabs>
      ) : (
        <Tabs value={state.view}>
          <Tab value={state.view} label={t(`tickets.tabs.${state.view}`)} sx={focusRingSx} />
        </Tabs>
      )}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <TicketList
          query={visible}
          selectedUuid={selectedUuid}
          showAttendant={user.isAdmin}
          searchTerm={state.view === 'search' ? state.searchInput : ''}
        />
      </Box>
      <NewTicketModal open={newTicketOpen} user={user} onClose={() => setNewTicketOpen(false)} />
      <CloseAllDialog open={closeAllOpen} state={state} onClose={() => setCloseAllOpen(false)} />
      <ShortcutsDialog open={shortcuts.helpOpen} onClose={shortcuts.closeHelp} />
    </Box>
  );
}
