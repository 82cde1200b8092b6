import type { BotTurn } from '../bot-turn';

/** timeUseBotQueues 0: the bot stays silent until an attendant accepts the ticket or it closes. */
export const pausedUntilHandedOver = new Date('9999-12-31T23:59:59.000Z');

export const isPaused = (turn: Pick<BotTurn, 'state' | 'now'>) =>
  turn.state.pausedUntil !== null && turn.state.pausedUntil > turn.now;

/**
 * An answer that matches nothing at the current menu. Each one counts (state.attempts); the menu
 * is repeated (`repeat`) until the customer has seen it maxUseBotQueues times, then the bot stops
 * for timeUseBotQueues minutes (0: until an attendant takes the ticket) and hands the ticket to
 * the humans meanwhile (isBot false). maxUseBotQueues 0 never stops.
 */
export async function invalidAnswer(turn: BotTurn, repeat: () => Promise<void>): Promise<void> {
  const attempts = turn.state.attempts + 1;
  const { maxUseBotQueues, timeUseBotQueues } = turn.connection;
  if (maxUseBotQueues > 0 && attempts >= maxUseBotQueues) {
    const pausedUntil =
      timeUseBotQueues > 0 ? new Date(turn.now.getTime() + timeUseBotQueues * 60_000) : pausedUntilHandedOver;
    turn.setState({ attempts, pausedUntil });
    await turn.update({ isBot: false });
    return;
  }
  turn.setState({ attempts });
  await repeat();
}
