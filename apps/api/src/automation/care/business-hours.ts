import type { BotStage, BotTurn } from '../bot-turn';
import { findCompanyHours, findQueueHours } from './care.repository';
import { type CompanyClock, companyClock, onCollectiveVacation, withinSchedule } from './schedule-window';
import { closeBySystem } from './system-close';

/** The out-of-hours (or vacation) message is sent to a ticket at most once in this interval. */
export const outOfHoursRepeatMs = 4 * 60 * 60 * 1000;

/** The turn's instant on the company's clock, and the company's own opening hours. */
async function companyHoursAt(turn: BotTurn) {
  const hours = await turn.shared('companyHours', () => findCompanyHours(turn.tx, turn.companyId));
  return { clock: companyClock(turn.now, hours.timeZone), schedules: hours.schedules };
}

/**
 * Answers a message that arrived while closed: the message (if any) unless the ticket got one
 * within the interval, then the ticket closed when `close` says so. The menu does not run.
 */
async function answerClosed(turn: BotTurn, message: string, close: boolean): Promise<'handled'> {
  const last = turn.state.outOfHoursSentAt;
  if (!last || turn.now.getTime() - last.getTime() >= outOfHoursRepeatMs) {
    await turn.send({ body: message });
    turn.setState({ outOfHoursSentAt: turn.now });
  }
  if (close) await closeBySystem(turn);
  return 'handled';
}

/** The queue's hours on `clock`: closed, the contact is answered as out of hours (answers true). */
async function answerIfQueueClosed(turn: BotTurn, queueId: number, clock: CompanyClock): Promise<boolean> {
  const queue = await findQueueHours(turn.tx, turn.companyId, queueId);
  if (!queue || withinSchedule(queue.schedules, clock)) return false;
  await answerClosed(turn, queue.outOfHoursMessage, queue.closeTicket);
  return true;
}

/**
 * With scheduleType 'queue': whether `queueId` is closed now, by its schedule on the company's
 * clock. When it is, the contact got the queue's outOfHoursMessage (at most once per interval)
 * and, with the queue's closeTicket, the ticket is closed: the caller stops the turn ('handled').
 * Called for a ticket that already has a queue and when a ticket enters one.
 */
export async function queueOutOfHours(turn: BotTurn, queueId: number): Promise<boolean> {
  if (turn.settings.scheduleType !== 'queue') return false;
  const { clock } = await companyHoursAt(turn);
  return answerIfQueueClosed(turn, queueId, clock);
}

/**
 * Business hours (docs/automation.md "Business hours") for a waiting ticket: the connection's
 * collective vacation first, whatever the scheduleType (its collectiveVacationMessage); then the
 * hours scheduleType names — the company's or the connection's (the connection's
 * outOfHoursMessage), or the ticket's queue's (see queueOutOfHours). Closed: the message at most
 * once per interval, and the turn ends there.
 */
export const businessHoursStage: BotStage = async (turn) => {
  const { connection, settings, ticket } = turn;
  if (ticket.status !== 'pending') return;
  const { scheduleType } = settings;
  const hasVacation = connection.collectiveVacationStart !== null && connection.collectiveVacationEnd !== null;
  const hasHours =
    scheduleType === 'company' ||
    scheduleType === 'connection' ||
    (scheduleType === 'queue' && ticket.queueId !== null);
  // Nothing to check: no read on the bot's path.
  if (!hasVacation && !hasHours) return;
  const { clock, schedules } = await companyHoursAt(turn);
  if (onCollectiveVacation(connection, clock.day)) {
    return answerClosed(turn, connection.collectiveVacationMessage, false);
  }
  if (scheduleType === 'company' || scheduleType === 'connection') {
    const week = scheduleType === 'company' ? schedules : connection.schedules;
    return withinSchedule(week, clock) ? undefined : answerClosed(turn, connection.outOfHoursMessage, false);
  }
  if (scheduleType === 'queue' && ticket.queueId !== null && (await answerIfQueueClosed(turn, ticket.queueId, clock))) {
    return 'handled';
  }
};
