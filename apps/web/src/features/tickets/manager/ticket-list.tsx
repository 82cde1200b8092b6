import type { TicketAnswer } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WindowedList } from '../../../components/windowed-list';
import { loadMoreOnScroll } from '../../../lib/infinite-scroll';
import type { TicketPages } from '../lib/live-updates';
import { SearchSnippet, snippetLineHeight } from './search-snippet';
import { TicketRow, ticketRowHeight } from './ticket-row';

interface TicketListProps {
  query: UseInfiniteQueryResult<TicketPages>;
  selectedUuid: string | null;
  showAttendant: boolean;
  /** The search view's term: rows show their matching message (a search on message contents) with it highlighted. */
  searchTerm: string;
}

function RowSkeletons({ count }: { count: number }) {
  return (
    <Box aria-hidden>
      {Array.from({ length: count }, (_, slot) => `skeleton-${slot}`).map((key) => (
        <Box key={key} sx={{ display: 'flex', gap: 1.5, p: 2, height: ticketRowHeight }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width="80%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A view's tickets: windowed rows, the next page within 100 px of the end, skeletons, empty state. */
export function TicketList({ query, selectedUuid, showAttendant, searchTerm }: TicketListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useCallback((ticket: TicketAnswer) => void navigate(`/tickets/${ticket.uuid}`), [navigate]);
  const pages = query.data?.pages ?? [];
  const tickets = pages.flatMap((page) => page.tickets);
  const snippets = new Map(pages.flatMap((page) => page.snippets ?? []).map((match) => [match.ticketId, match.text]));
  const snippetOf = (ticket: TicketAnswer) => {
    const text = snippets.get(ticket.id);
    return text === undefined ? undefined : <SearchSnippet text={text} term={searchTerm} />;
  };

  if (query.isPending) return <RowSkeletons count={5} />;
  if (tickets.length === 0 && !query.hasNextPage) {
    return (
      <Box sx={{ p: 3, textAlign: 'center' }}>
        <Typography variant="subtitle1">{t('tickets.list.emptyTitle')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('tickets.list.emptyMessage')}
        </Typography>
      </Box>
    );
  }
  return (
    <WindowedList
      aria-label={t('tickets.list.label')}
      items={tickets}
      rowHeight={snippets.size > 0 ? ticketRowHeight + snippetLineHeight : ticketRowHeight}
      itemKey={(ticket) => ticket.id}
      renderRow={(ticket) => (
        <TicketRow
          ticket={ticket}
          selected={ticket.uuid === selectedUuid}
          showAttendant={showAttendant}
          onOpen={open}
          match={snippetOf(ticket)}
          height={snippets.size > 0 ? ticketRowHeight + snippetLineHeight : ticketRowHeight}
        />
      )}
      onScroll={loadMoreOnScroll(query)}
      footer={query.isFetchingNextPage ? <RowSkeletons count={2} /> : null}
    />
  );
}
