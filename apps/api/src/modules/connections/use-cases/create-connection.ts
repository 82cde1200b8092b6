import type { ConnectionAnswer, ConnectionCreate } from '@chatdesk/contracts';
import { defaultScheduleEntries } from '../../../db/schema/schedule-entries';
import { assertPlanAllowsAnother } from '../../users/plan-limits';
import { tokenRevealFor } from '../connection-answer';
import { assertChannelAvailable, assertPlanAllowsChannel } from '../connection-channel-rules';
import { assertConnectionRules, connectionWriteError, ruleDefaults } from '../connection-rules';
import { startConnectionSession } from '../connection-session';
import { generateConnectionToken, tokenColumns } from '../connection-token';
import { columnsOf, finishConnectionWrite, publishConnectionUpdates } from '../connection-writes';
import type { ConnectionCaller, ConnectionsDeps } from '../connections.deps';
import { type ConnectionRow, countConnections, insertConnection } from '../connections.repository';
import { getConnection } from './get-connection';

/**
 * POST /whatsapp (connections-page:addConnection). Held to the plan's connection count under
 * the company-row lock and to the plan's channel flag (the super user is exempt from both); a
 * company's first connection is its default, and a new default takes the flag from the others.
 * Its API token is generated here and kept only sealed and digested. The session starts once the row commits,
 * so the answer already shows what the driver reported (CONNECTED for the sandbox phone).
 */
export async function createConnection(
  deps: ConnectionsDeps,
  caller: ConnectionCaller,
  input: ConnectionCreate,
): Promise<ConnectionAnswer> {
  assertChannelAvailable(deps, input.channel);
  const { companyId } = caller;
  let row: ConnectionRow;
  let changed: ConnectionAnswer[];
  try {
    [row, changed] = await deps.db.tenant(companyId).transaction(async (tx) => {
      await assertPlanAllowsAnother(tx, companyId, 'connections', { bypass: caller.subject.isSuper });
      await assertPlanAllowsChannel(tx, companyId, input.channel, { bypass: caller.subject.isSuper });
      await assertConnectionRules(tx, companyId, input, ruleDefaults);
      const first = (await countConnections(tx, companyId)) === 0;
      const inserted = await insertConnection(tx, {
        schedules: defaultScheduleEntries(),
        ...columnsOf(input),
        ...tokenColumns(deps.secrets, generateConnectionToken()),
        name: input.name,
        channel: input.channel,
        companyId,
        isDefault: first || input.isDefault === true,
      });
      return [inserted, await finishConnectionWrite(tx, inserted, input.queueIds)] as const;
    });
  } catch (error) {
    throw connectionWriteError(error);
  }
  publishConnectionUpdates(deps, changed);
  await startConnectionSession(deps, row);
  return getConnection(deps, companyId, row.id, tokenRevealFor(deps.secrets, caller.subject));
}
