import type { BotStage } from '../bot-turn';
import { ratingAnswer } from './answers';
import { recordRating } from './care.repository';
import { defaultRatingThanks } from './care-texts';
import { closeBySystem } from './system-close';

/**
 * The rating of a closed attendance (docs/automation.md "Rating"): a ticket in status nps waits
 * for a 0-10 answer. A rating is recorded for the attendant who closed, thanked (the connection's
 * complationMessage, else a default) and the ticket closes. An invalid answer repeats the rating
 * message, at most maxUseBotQueuesNPS times in a row; the next one closes the ticket unrated
 * (with the complationMessage when set). Every turn keeps the state at step 'nps', so its
 * `updated_at` is the last rating activity.
 */
export const ratingStage: BotStage = async (turn) => {
  const { ticket, connection, state } = turn;
  if (ticket.status !== 'nps') return;
  const attempts = state.step === 'nps' ? state.attempts : 0;
  const rate = ratingAnswer(turn.message.body);
  if (rate !== null) {
    await recordRating(turn.tx, ticket, rate);
    await turn.send({ body: connection.complationMessage.trim() ? connection.complationMessage : defaultRatingThanks });
    await closeBySystem(turn);
    turn.setState({ step: 'nps', attempts: 0 });
    return 'handled';
  }
  if (attempts < connection.maxUseBotQueuesNPS) {
    await turn.send({ body: connection.ratingMessage });
    turn.setState({ step: 'nps', attempts: attempts + 1 });
    return 'handled';
  }
  await turn.send({ body: connection.complationMessage });
  await closeBySystem(turn);
  turn.setState({ step: 'nps', attempts: attempts + 1 });
  return 'handled';
};
