import { AppError } from '@chatdesk/contracts';
import type { FlowsDeps } from '../flows.deps';
import { deleteFlowRow, findFlowUsers } from '../flows.repository';
import { loadFlow } from './get-flow';

/**
 * DELETE /flowbuilder/{id}: refused (409 ERR_FLOW_IN_USE, naming them in `details`) while a
 * connection's welcome or default flow, a phrase campaign or a flowbuilder integration names it. The
 * row is locked first, so a connection, campaign or integration saved meanwhile (which locks it too) either lands before and is seen,
 * or waits and finds the flow gone. Its versions go with it; so do its runs (docs/flows.md).
 */
export async function deleteFlow(deps: FlowsDeps, companyId: number, id: number): Promise<void> {
  await deps.db.tenant(companyId).transaction(async (tx) => {
    await loadFlow(tx, companyId, id, true);
    const users = await findFlowUsers(tx, companyId, id);
    if (Object.values(users).some((ids) => ids.length > 0)) {
      throw new AppError('ERR_FLOW_IN_USE', { details: users });
    }
    await deleteFlowRow(tx, companyId, id);
  });
}
