import type { BotStage, BotTurn } from '../bot-turn';
import { answerRun, startFlow } from './flow-run';
import { activeFlow, contactHasOtherTicket, phraseCampaignsOf, runningRun, ticketHadRun } from './flow-runs.repository';
import { matchesPhrase } from './flow-values';

/**
 * The flows' stages (docs/flows.md "Which flow runs"), in stages.ts around the queue bot: a phrase
 * campaign, the running flow and the welcome flow before it, the default flow after it.
 */

/** Flows talk, as the queue bot does, to a waiting (pending) ticket nobody holds, outside consent and rating. */
const flowMayRun = ({ ticket, state }: BotTurn) =>
  ticket.status === 'pending' &&
  ticket.userId === null &&
  !ticket.isGroup &&
  state.step !== 'lgpd' &&
  state.step !== 'nps';

async function startById(turn: BotTurn, flowId: number | null): Promise<'handled' | undefined> {
  if (flowId === null) return;
  const flow = await activeFlow(turn.tx, turn.companyId, flowId);
  if (flow && (await startFlow(turn, flow))) return 'handled';
}

/** A message matching an active phrase campaign of the connection (or of any connection) starts its flow. */
export const phraseCampaignStage: BotStage = async (turn) => {
  if (!flowMayRun(turn) || !turn.message.body.trim()) return;
  const { tx, companyId, connection } = turn;
  const campaigns = await turn.shared(`flow-phrases:${connection.id}`, () =>
    phraseCampaignsOf(tx, companyId, connection.id),
  );
  const match = campaigns.find((campaign) => matchesPhrase(turn.message.body, campaign.phrase));
  return match ? startById(turn, match.flowId) : undefined;
};

/**
 * The ticket's running flow takes the message (the answer it waits for, or nothing during an
 * interval). Only a ticket whose state is at step `flow` has one, so other turns read nothing.
 */
export const runningFlowStage: BotStage = async (turn) => {
  if (!flowMayRun(turn) || turn.state.step !== 'flow') return;
  const run = await runningRun(turn.tx, turn.companyId, turn.ticket.id);
  if (!run) {
    // Its flow was deleted (with its runs): the ticket goes on without it.
    turn.setState({ step: 'idle' });
    return;
  }
  if (run.lastMessageId === null || run.lastMessageId < turn.message.id) await answerRun(turn, run);
  return 'handled';
};

/** A new contact (no other ticket, no flow yet on this one) gets the connection's welcome flow. */
export const welcomeFlowStage: BotStage = async (turn) => {
  const { tx, companyId, ticket, connection } = turn;
  if (!flowMayRun(turn) || connection.flowIdWelcome === null) return;
  if (await ticketHadRun(tx, companyId, ticket.id)) return;
  if (await contactHasOtherTicket(tx, companyId, ticket.contactId, ticket.id)) return;
  return startById(turn, connection.flowIdWelcome);
};

/** Nothing else took the message (no campaign, no run, no welcome, no queue bot): the default flow, once per ticket. */
export const defaultFlowStage: BotStage = async (turn) => {
  const { tx, companyId, ticket, connection } = turn;
  if (!flowMayRun(turn) || connection.flowIdNotPhrase === null) return;
  if (await ticketHadRun(tx, companyId, ticket.id)) return;
  return startById(turn, connection.flowIdNotPhrase);
};
