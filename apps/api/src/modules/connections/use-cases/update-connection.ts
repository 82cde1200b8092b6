import { AppError, type ConnectionAnswer, type ConnectionUpdate } from '@chatdesk/contracts';
import { lockCompany } from '../../users/plan-limits';
import { tokenRevealFor } from '../connection-answer';
import { assertConnectionRules, connectionWriteError } from '../connection-rules';
import { columnsOf, finishConnectionWriteAs, publishConnectionUpdates } from '../connection-writes';
import type { ConnectionCaller, ConnectionsDeps } from '../connections.deps';
import { findConnection, updateConnectionRow } from '../connections.repository';

/**
 * PUT /whatsapp/{id} (connections-page:addConnection): the fields sent change, the others stay.
 * The default flag can move here but not disappear: unsetting it on the default connection is
 * ERR_NO_OTHER_WHATSAPP (choose another default instead). Default changes are serialized by
 * the company-row lock so two concurrent saves cannot leave two defaults or none.
 */
export async function updateConnection(
  deps: ConnectionsDeps,
  caller: ConnectionCaller,
  connectionId: number,
  input: ConnectionUpdate,
): Promise<ConnectionAnswer> {
  const { companyId } = caller;
  let changed: ConnectionAnswer[];
  try {
    changed = await deps.db.tenant(companyId).transaction(async (tx) => {
      await lockCompany(tx, companyId);
      const current = await findConnection(tx, companyId, connectionId);
      if (!current) throw new AppError('ERR_NO_WAPP_FOUND');
      if (input.isDefault === false && current.isDefault) throw new AppError('ERR_NO_OTHER_WHATSAPP');
      await assertConnectionRules(tx, companyId, input, current);
      const patch = { ...columnsOf(input), ...(input.isDefault ? { isDefault: true } : {}) };
      const row =
        Object.keys(patch).length > 0 ? await updateConnectionRow(tx, companyId, connectionId, patch) : current;
      if (!row) throw new AppError('ERR_NO_WAPP_FOUND');
      return finishConnectionWriteAs(
        tx,
        row,
        input.queueIds,
        tokenRevealFor(deps.secrets, caller.subject, caller.visiting),
      );
    });
  } catch (error) {
    throw connectionWriteError(error);
  }
  publishConnectionUpdates(deps, changed);
  return changed[0] as ConnectionAnswer;
}
