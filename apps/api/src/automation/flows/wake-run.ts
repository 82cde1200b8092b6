import { runTicketTurn, type TurnDeps } from '../run-turn';
import { resumeRun } from './flow-run';
import { findRun, runningRun } from './flow-runs.repository';
import type { FlowWake } from './flow-wake.job';

/**
 * A run's interval is over (docs/flows.md "Exactly once"): the run goes on in a turn of its
 * ticket, under the ticket's lock, if it still waits on the interval of `wake.step`. A repeated,
 * late or retried wake-up finds the run at another step (or ended, or deleted with its flow) and
 * does nothing.
 */
export async function wakeRun(deps: TurnDeps, wake: FlowWake): Promise<void> {
  const { companyId, runId, step } = wake;
  const run = await deps.db.tenant(companyId).transaction((tx) => findRun(tx, companyId, runId));
  const waits = (row: typeof run) =>
    row !== null && row.id === runId && row.status === 'running' && row.waiting === 'interval' && row.step === step;
  if (!run || !waits(run) || run.lastMessageId === null) return;
  await runTicketTurn(deps, companyId, run.ticketId, run.lastMessageId, async (turn) => {
    if (!turn) return;
    const locked = await runningRun(turn.tx, companyId, run.ticketId);
    if (locked && waits(locked)) await resumeRun(turn, locked);
  });
}
