import type { KanbanLanesAnswer } from '@chatdesk/contracts';
import { findTags } from '../../tags/tags.repository';
import type { KanbanCaller, KanbanDeps } from '../kanban.deps';

/** GET /tag/kanban: the board's columns, the company's lanes by name (the route checks the plan's useKanban). */
export function listKanbanLanes(deps: KanbanDeps, caller: KanbanCaller): Promise<KanbanLanesAnswer> {
  const { companyId } = caller;
  return deps.db.tenant(companyId).transaction(async (tx) => ({ lista: await findTags(tx, companyId, 1) }));
}
