import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DoneAll from '@mui/icons-material/DoneAll';
import FilterList from '@mui/icons-material/FilterList';
import Inbox from '@mui/icons-material/MoveToInbox';
import PlaylistRemove from '@mui/icons-material/PlaylistRemove';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketUser } from '../lib/session-user';
import { ShortcutsButton } from '../shortcuts';
import { QueueSelector } from './queue-selector';
import type { ManagerState } from './use-manager-state';

function ToolButton({
  label,
  onClick,
  children,
  pressed,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  pressed?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} aria-pressed={pressed} color={pressed ? 'primary' : 'default'} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

interface ManagerToolbarProps {
  state: ManagerState;
  user: TicketUser;
  canShowAll: boolean;
  canCloseAll: boolean;
  onNewTicket: () => void;
  onCloseAll: () => void;
  /** The search box, for the shortcut that focuses it. */
  searchField: RefObject<HTMLInputElement | null>;
  onShowShortcuts: () => void;
}

/** Spec 1 §2 "Ticket list": search, filters toggle and the toolbar above the tabs. */
export function ManagerToolbar(props: ManagerToolbarProps) {
  const { state, user, canShowAll, canCloseAll, onNewTicket, onCloseAll, searchField, onShowShortcuts } = props;
  const { t } = useTranslation();
  const sortable = state.mode === 'open';
  return (
    <Box sx={{ p: 1, display: 'grid', gap: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <TextField
          size="small"
          fullWidth
          type="search"
          inputRef={searchField}
          placeholder={t('tickets.toolbar.search')}
          slotProps={{ htmlInput: { 'aria-label': t('tickets.toolbar.search'), maxLength: 100 } }}
          value={state.searchInput}
          onChange={(event) => state.setSearch(event.target.value)}
        />
        <ToolButton label={t('tickets.toolbar.filters')} pressed={state.filtersOpen} onClick={state.toggleFilters}>
          <FilterList />
        </ToolButton>
        <ShortcutsButton onClick={onShowShortcuts} />
      </Box>
      {/* Offered before typing, so the first search already covers the messages when wanted. */}
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={state.searchOnMessages}
            onChange={(_, checked) => state.setSearchOnMessages(checked)}
          />
        }
        label={t('tickets.toolbar.searchOnMessages')}
        slotProps={{ typography: { variant: 'caption' } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
        {canShowAll && (
          <FormControlLabel
            control={
              <Switch size="small" checked={state.showAll} onChange={(_, checked) => state.setShowAll(checked)} />
            }
            label={t('tickets.toolbar.showAll')}
          />
        )}
        <ToolButton label={t('tickets.toolbar.newTicket')} onClick={onNewTicket}>
          <AddCircleOutline />
        </ToolButton>
        {/* Close-all closes a tab's status: the closed and search views have none to close. */}
        {canCloseAll && state.mode === 'open' && (
          <ToolButton label={t('tickets.toolbar.closeAll')} onClick={onCloseAll}>
            <PlaylistRemove />
          </ToolButton>
        )}
        <ToolButton
          label={t('tickets.toolbar.openView')}
          pressed={state.mode === 'open'}
          onClick={() => state.showView('open')}
        >
          <Inbox />
        </ToolButton>
        <ToolButton
          label={t('tickets.toolbar.closedView')}
          pressed={state.mode === 'closed'}
          onClick={() => state.showView('closed')}
        >
          <DoneAll />
        </ToolButton>
        {sortable && (
          <ToolButton
            label={t(state.sort === 'DESC' ? 'tickets.toolbar.sortDesc' : 'tickets.toolbar.sortAsc')}
            onClick={state.toggleSort}
          >
            {state.sort === 'DESC' ? <ArrowDownward /> : <ArrowUpward />}
          </ToolButton>
        )}
        <Box sx={{ flex: 1 }} />
        <QueueSelector
          queues={user.queues}
          queueIds={state.queueIds}
          withoutQueue={state.withoutQueue}
          offerWithoutQueue={user.subject.allTicket === 'enabled'}
          onChange={(ids, withoutQueue) => {
            state.setQueueIds(ids);
            state.setWithoutQueue(withoutQueue);
          }}
        />
      </Box>
    </Box>
  );
}
