import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCan } from '../../../lib/permissions';
import { closeAllTickets } from '../api/create-ticket';
import { ticketListQueryOptions, ticketListsKey } from '../api/get-tickets';
import type { TicketUser } from '../lib/session-user';
import { FiltersPanel } from './filters-panel';
import { ManagerToolbar } from './manager-toolbar';
import { NewTicketModal } from './new-ticket-modal';
import { TicketList } from './ticket-list';
import { useLiveTicketLists } from './use-live-ticket-lists';
import { type TabView, useManagerState } from './use-manager-state';

interface TicketsManagerProps {
  user: TicketUser;
  selectedUuid: string | null;
}

/** Spec 1 §2 "Ticket list": tabs, views, search, filters, toolbar and the live lists. */
export function TicketsManager({ user, selectedUuid }: TicketsManagerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useManagerState(user);
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
  useLiveTicketLists(user.companyId, { userId: user.id }, state.view === 'search' ? null : state.view);

  const closeAll = useMutation({
    mutationFn: () => closeAllTickets({ status: state.view, selectedQueueIds: state.queueIds }),
    onSuccess: () => {
      setCloseAllOpen(false);
      void queryClient.invalidateQueries({ queryKey: ticketListsKey });
    },
  });

  const countOf = (tab: TabView) => lists[tab].data?.pages[0]?.count ?? 0;
  const tabs: TabView[] = allowGroup ? ['open', 'pending', 'group'] : ['open', 'pending'];
  // A deselected 'SEM FILA' hides queueless rows whatever the server's scope for them.
  const hide = state.withoutQueue ? undefined : (ticket: { queueId: number | null }) => ticket.queueId === null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <ManagerToolbar
        state={state}
        user={user}
        canShowAll={canShowAll}
        canCloseAll={canCloseAll}
        onNewTicket={() => setNewTicketOpen(true)}
        onCloseAll={() => setCloseAllOpen(true)}
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
          <Tab value={state.view} label={t(`tickets.tabs.${state.view}`)} />
        </Tabs>
      )}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <TicketList query={visible} selectedUuid={selectedUuid} showAttendant={user.isAdmin} hide={hide} />
      </Box>
      <NewTicketModal open={newTicketOpen} user={user} onClose={() => setNewTicketOpen(false)} />
      <ConfirmDialog
        open={closeAllOpen}
        title={t('tickets.toolbar.closeAllTitle')}
        text={t('tickets.toolbar.closeAllText')}
        confirmLabel={t('tickets.toolbar.yes')}
        cancelLabel={t('tickets.toolbar.no')}
        destructive
        pending={closeAll.isPending}
        onCancel={() => setCloseAllOpen(false)}
        onConfirm={() => closeAll.mutate()}
      />
    </Box>
  );
}
