import { finishClose } from '../../modules/tickets/use-cases/close-ticket';
import type { BotTurn } from '../bot-turn';

/**
 * The automation closes the ticket: logged with the system as the actor, the ticket keeping its
 * user (the attendant a rating belongs to; none for a ticket nobody accepted).
 */
export const closeBySystem = (turn: BotTurn) =>
  finishClose(turn, { amountUsedBotQueues: 0, userId: turn.ticket.userId, actorId: null });
