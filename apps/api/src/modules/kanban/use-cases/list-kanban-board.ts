import {
  AppError,
  can,
  defaultKanbanLaneId,
  type KanbanBoardAnswer,
  type KanbanBoardQuery,
  type KanbanLanePage,
  type KanbanTicketAnswer,
  kanbanBoardAnswer,
  kanbanPageSize,
} from '@chatdesk/contracts';
import type { Tx } from '../../../platform/db/database';
import { type JsonBytes, withGzip } from '../../../platform/http/json-bytes';
import { nameAsSeen, numberView } from '../../contacts/contact-answer';
import { findTagKinds } from '../../tags/tags.repository';
import type { TicketPageCache } from '../../tickets/ticket-page-cache';
import { asViewer, type ViewingUser } from '../../tickets/ticket-viewer';
import type { KanbanCaller, KanbanDeps } from '../kanban.deps';
import {
  type BoardScope,
  type CardRow,
  findCards,
  findLaneIds,
  type LanePageRequest,
  type PickedRow,
  pickLaneTickets,
} from '../kanban.repository';

/**
 * Spec 3 §6: the board shows the tickets of the caller's queues. Callers who see every ticket
 * (admins, allUserChat) see every queue unless `queueIds` narrows it; the others see their own and
 * the unassigned tickets of their queues, `queueIds` only narrowing those queues.
 */
function scopeFor(companyId: number, viewer: ViewingUser, query: KanbanBoardQuery): BoardScope {
  const seesAll = can(viewer.subject, 'tickets-manager:showall');
  const wanted = query.queueIds && query.queueIds.length > 0 ? query.queueIds : null;
  const queueIds = seesAll ? wanted : (wanted ?? viewer.queueIds).filter((id) => viewer.queueIds.includes(id));
  return {
    companyId,
    queueIds,
    ownUserId: seesAll ? null : viewer.userId,
    allowGroup: viewer.subject.allowGroup,
    startDate: query.startDate ?? null,
    endDate: query.endDate ?? null,
  };
}

/** Without `laneId`, the first page of every lane; with it, that lane's page after `cursor`. */
async function pagesFor(tx: Tx, companyId: number, query: KanbanBoardQuery): Promise<LanePageRequest[]> {
  if (query.laneId === undefined) {
    const lanes = await findLaneIds(tx, companyId);
    return [defaultKanbanLaneId, ...lanes].map((laneId) => ({ laneId, after: null }));
  }
  if (query.laneId !== defaultKanbanLaneId) {
    const kind = (await findTagKinds(tx, companyId, [query.laneId])).get(query.laneId);
    if (kind === undefined) throw new AppError('ERR_NO_TAG_FOUND');
    if (kind !== 1) throw new AppError('ERR_TAG_NOT_A_LANE');
  }
  const [at, ticketId] = query.cursor?.split('_') ?? [];
  const after = at && ticketId ? { at, ticketId: Number(ticketId) } : null;
  return [{ laneId: query.laneId, after }];
}

function cardOf(row: CardRow, laneId: number, viewer: ViewingUser): KanbanTicketAnswer {
  const view = numberView(viewer.hidesNumbers);
  return {
    id: row.id,
    uuid: row.uuid,
    laneId: laneId === defaultKanbanLaneId ? null : laneId,
    contact: {
      name: nameAsSeen(row.contact_name, row.contact_number, row.is_group, view),
      number: view(row.contact_number, row.is_group),
    },
    lastMessage: row.last_message,
    unreadMessages: row.unread_messages,
    updatedAt: new Date(row.updated_at).toISOString(),
    channel: row.channel as KanbanTicketAnswer['channel'],
    whatsapp: row.connection_name === null ? null : { name: row.connection_name },
    user: row.user_name === null ? null : { name: row.user_name },
    tags: row.tags ?? [],
  };
}

/** Each lane's kept rows (one page) and whether more follow, in the lanes' order. */
function splitPages(pages: readonly LanePageRequest[], picked: readonly PickedRow[]) {
  return pages.map((page) => {
    const rows = picked.filter((row) => row.lane_id === page.laneId);
    const kept = rows.slice(0, kanbanPageSize);
    const last = kept.at(-1);
    const hasMore = rows.length > kanbanPageSize;
    const lane: KanbanLanePage = {
      laneId: page.laneId,
      hasMore,
      cursor: hasMore && last ? `${last.sort_key}_${last.ticket_id}` : null,
    };
    return { lane, kept };
  });
}

/** The board's cards, lane by lane, as the caller may see them. */
function computeBoard(deps: KanbanDeps, caller: KanbanCaller, query: KanbanBoardQuery): Promise<KanbanBoardAnswer> {
  const { companyId } = caller;
  return asViewer(deps.db.tenant(companyId), caller.userId, async (tx, viewer) => {
    const pages = await pagesFor(tx, companyId, query);
    const picked = await pickLaneTickets(tx, scopeFor(companyId, viewer, query), pages, kanbanPageSize + 1);
    const split = splitPages(pages, picked);
    const kept = split.flatMap((page) => page.kept);
    const cards = new Map(
      (
        await findCards(
          tx,
          companyId,
          kept.map((row) => row.ticket_id),
        )
      ).map((row) => [row.id, row]),
    );
    const tickets = kept.flatMap((row) => {
      const card = cards.get(row.ticket_id);
      return card ? [cardOf(card, row.lane_id, viewer)] : [];
    });
    return { tickets, lanes: split.map((page) => page.lane) };
  });
}

/**
 * GET /ticket/kanban, as sent. Everyone watching a board asks again after each change, so the
 * encoded answer is kept per user and query under the company's version: the tables it is made
 * of (tickets, ticket_tags, tags, contacts, users, user_queues, whatsapps, company_settings) move
 * that version on every change. The plan's useKanban is the route's guard (requirePlanFeature).
 */
export async function listKanbanBoard(
  deps: KanbanDeps,
  pages: Pick<TicketPageCache, 'page'>,
  caller: KanbanCaller,
  query: KanbanBoardQuery,
): Promise<JsonBytes> {
  const { companyId, userId } = caller;
  const key = `kanban:${userId}:${query.laneId ?? ''}:${query.cursor ?? ''}:${query.startDate ?? ''}:${query.endDate ?? ''}:${query.queueIds?.join(',') ?? ''}`;
  return pages.page(companyId, key, async () => {
    const answer = await computeBoard(deps, caller, query);
    return withGzip(Buffer.from(JSON.stringify(kanbanBoardAnswer.encode(answer))));
  });
}
