import {
  type KanbanBoardAnswer,
  type KanbanLanesAnswer,
  kanbanBoardAnswer,
  kanbanLanesAnswer,
} from '@chatdesk/contracts';
import { api, parseAnswer } from '../../../lib/api-client';

/** The board's date range ('YYYY-MM-DD' days, '' for open ends). */
export interface BoardFilters {
  startDate: string;
  endDate: string;
}

export const kanbanKeys = {
  all: ['kanban'] as const,
  lanes: ['kanban', 'lanes'] as const,
  board: (filters: BoardFilters) => ['kanban', 'board', filters] as const,
};

const rangeQuery = (filters: BoardFilters) => ({
  ...(filters.startDate ? { startDate: filters.startDate } : {}),
  ...(filters.endDate ? { endDate: filters.endDate } : {}),
});

/** GET /tag/kanban: the columns. */
export async function getKanbanLanes(signal?: AbortSignal): Promise<KanbanLanesAnswer> {
  return parseAnswer(kanbanLanesAnswer, await api.get<unknown>('/tag/kanban', undefined, { signal }));
}

/** GET /ticket/kanban: the first page of every lane, or (with `page`) one lane's next page. */
export async function getKanbanBoard(
  filters: BoardFilters,
  page?: { laneId: number; cursor: string },
  signal?: AbortSignal,
): Promise<KanbanBoardAnswer> {
  const query = { ...rangeQuery(filters), ...(page ?? {}) };
  return parseAnswer(kanbanBoardAnswer, await api.get<unknown>('/ticket/kanban', query, { signal }));
}
