import type { KanbanTicketAnswer } from '@chatdesk/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCompanyEvent } from '../../../lib/use-company-event';
import { type BoardFilters, getKanbanBoard, getKanbanLanes, kanbanKeys } from '../api/get-kanban-board';
import { type KanbanMove, useMoveKanbanTicket } from '../api/move-kanban-ticket';
import {
  appendAnswer,
  applyTicketEvent,
  type BoardState,
  boardFromAnswer,
  cardOfTicket,
  placeCard,
} from './board-state';

/**
 * The board's data: its columns (GET /tag/kanban), each lane's first page for the date range
 * (GET /ticket/kanban) and the next pages as a column scrolls, kept current by the tickets' live
 * events; a move shows at once and settles with the server's answer (or goes back on a failure).
 */
export function useKanbanBoard(filters: BoardFilters, enabled: boolean) {
  const queryClient = useQueryClient();
  const lanes = useQuery({ queryKey: kanbanKeys.lanes, queryFn: ({ signal }) => getKanbanLanes(signal), enabled });
  const board = useQuery({
    queryKey: kanbanKeys.board(filters),
    queryFn: ({ signal }) => getKanbanBoard(filters, undefined, signal),
    enabled,
  });
  const [state, setState] = useState<BoardState | null>(null);
  const loading = useRef(new Set<number>());

  useEffect(() => {
    setState(board.data ? boardFromAnswer(board.data) : null);
  }, [board.data]);

  useCompanyEvent('ticket', (payload) => setState((current) => current && applyTicketEvent(current, payload, filters)));
  // A lane created, renamed or deleted changes the columns: read them and the board again.
  useCompanyEvent('tag', () => void queryClient.invalidateQueries({ queryKey: kanbanKeys.all }));

  const loadMore = useCallback(
    async (laneId: number) => {
      const column = state?.columns[laneId];
      if (!column?.hasMore || !column.cursor || loading.current.has(laneId)) return;
      loading.current.add(laneId);
      try {
        const answer = await getKanbanBoard(filters, { laneId, cursor: column.cursor });
        setState((current) => current && appendAnswer(current, answer));
      } finally {
        loading.current.delete(laneId);
      }
    },
    [state, filters],
  );

  const before = useRef(new Map<number, KanbanTicketAnswer>());
  const mutation = useMoveKanbanTicket((move, ticket) => {
    const previous = before.current.get(move.ticketId);
    before.current.delete(move.ticketId);
    const settled = ticket ? cardOfTicket(ticket) : previous;
    if (settled) setState((current) => current && placeCard(current, settled));
  });

  const move = (ticketId: number, laneId: number) => {
    const card = state?.tickets[ticketId];
    if (!card || (card.laneId ?? 0) === laneId) return;
    before.current.set(ticketId, card);
    setState((current) => current && placeCard(current, { ...card, laneId: laneId === 0 ? null : laneId }));
    mutation.mutate({ ticketId, laneId } satisfies KanbanMove);
  };

  return {
    lanes: lanes.data?.lista ?? [],
    state,
    isLoading: lanes.isPending || board.isPending,
    isError: lanes.isError || board.isError,
    loadMore,
    move,
  };
}
