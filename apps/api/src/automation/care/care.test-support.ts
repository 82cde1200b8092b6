import { asc, eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/harness';
import { ticketLogs, tickets } from '../../db/schema';
import type { BotStage } from '../bot-turn';
import { businessHoursStage } from './business-hours';
import { consentStage } from './consent-stage';
import { ratingStage } from './rating-stage';

/** Stands for the stages after ours (the queue menu): answers whatever reaches it. */
export const menuProbe: BotStage = async (turn) => {
  await turn.send({ body: `menu: ${turn.message.body}` });
  return 'handled';
};

/** The care stages in the product's order, then the probe: a message the care stages let through reaches it. */
export const careThenMenu: readonly BotStage[] = [consentStage, ratingStage, businessHoursStage, menuProbe];

/** The ticket log as (type, actor) pairs, oldest first. */
export const logTrail = (ctx: TestContext, ticketId: number) =>
  ctx.db.system.transaction(async (tx) =>
    (
      await tx
        .select({ type: ticketLogs.type, userId: ticketLogs.userId })
        .from(ticketLogs)
        .where(eq(ticketLogs.ticketId, ticketId))
        .orderBy(asc(ticketLogs.id))
    ).map((log) => [log.type, log.userId]),
  );

/** The contact's tickets on the connection, oldest first. */
export const ticketsOfContact = (ctx: TestContext, contactId: number) =>
  ctx.db.system.transaction((tx) =>
    tx.select().from(tickets).where(eq(tickets.contactId, contactId)).orderBy(asc(tickets.id)),
  );
