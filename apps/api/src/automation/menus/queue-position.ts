import type { BotTurn } from '../bot-turn';
import { queuePosition } from './menus.repository';

/** Where the number goes in sendQueuePositionMessage; a message without it gets the number at its end. */
export const positionPlaceholder = '{{position}}';
export const defaultPositionMessage = `Você está na posição ${positionPlaceholder} da fila.`;

/** The company's sendQueuePositionMessage with the ticket's place among the queue's waiting tickets. */
export function positionText(template: string, position: number): string {
  const text = template.trim() || defaultPositionMessage;
  return text.includes(positionPlaceholder)
    ? text.replaceAll(positionPlaceholder, String(position))
    : `${text} *${position}*`;
}

/** With sendQueuePosition on, tells a customer who just entered `queueId` their place in it. */
export async function sendQueuePosition(turn: BotTurn, queueId: number): Promise<void> {
  if (turn.settings.sendQueuePosition !== 'enabled') return;
  const position = await queuePosition(turn.tx, turn.companyId, queueId, turn.ticket.id);
  await turn.send({ body: positionText(turn.settings.sendQueuePositionMessage, position) });
}
