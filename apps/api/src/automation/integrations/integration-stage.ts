import type { BotStage } from '../bot-turn';
import { enterByRef, handToIntegration, integrationMayRun } from './enter-integration';
import { hadSession, type TargetRef } from './integration-runtime.repository';

/**
 * The integrations' stage (docs/integrations.md "Where it runs"), after the running flow and
 * before the welcome flow and the queue menu: a ticket using an integration or prompt hands the
 * message to it; a new ticket of a connection with an integration or prompt enters it (the
 * connection's integration before its prompt). A ticket that ever had an integration does not
 * enter again by its connection: an attendant who turned it off keeps the conversation.
 */
export const integrationStage: BotStage = async (turn) => {
  if (!integrationMayRun(turn)) return;
  const { ticket, connection } = turn;
  if (ticket.useIntegration && (ticket.integrationId !== null || ticket.promptId !== null)) {
    await handToIntegration(turn);
    return 'handled';
  }
  if (ticket.queueId !== null) return;
  const ref: TargetRef | null =
    connection.integrationId !== null
      ? { integrationId: connection.integrationId }
      : connection.promptId !== null
        ? { promptId: connection.promptId }
        : null;
  if (!ref || (await hadSession(turn.tx, turn.companyId, ticket.id))) return;
  return (await enterByRef(turn, ref)) ? 'handled' : undefined;
};
