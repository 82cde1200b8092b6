import { asc, lt, sql } from 'drizzle-orm';
import type { AutomationStage } from '../channels/automation-stage';
import type { OutboundMessages } from '../channels/outbound/outbound-messages';
import { automationInbox } from '../db/schema';
import type { Database } from '../platform/db/database';
import type { DomainEvents } from '../platform/events/domain-events';
import type { Logger } from '../platform/logger/logger';
import type { BotStage } from './bot-turn';
import { runTurn, type TurnOutcome } from './run-turn';
import { botStages } from './stages';

export interface AutomationDeps {
  db: Database;
  events: DomainEvents;
  logger: Logger;
  outbound: Pick<OutboundMessages, 'enqueueInTransaction'>;
  /** The stages in order (default: the product's, stages.ts); tests pass their own. */
  stages?: readonly BotStage[];
  /** The automation's clock (tests fix it). */
  now?: () => Date;
}

/** Rows the recovery takes per run; the next run takes the rest. */
const recoveryBatch = 500;

/**
 * What answers a contact before a human does (docs/automation.md). `stage` is the inbound
 * pipeline's automation stage: the turn for a stored message, right after its commit. `recover`
 * runs the turns a crash, a failure or another process left in the automation inbox.
 */
export class Automation {
  readonly #deps: AutomationDeps & { stages: readonly BotStage[]; now: () => Date };

  constructor(deps: AutomationDeps) {
    this.#deps = { ...deps, stages: deps.stages ?? botStages, now: deps.now ?? (() => new Date()) };
  }

  readonly stage: AutomationStage = async (context) => {
    await this.handle(context.companyId, context.message.id);
  };

  /** The turn for one stored message: exactly once, whoever calls it and however often. */
  handle(companyId: number, messageId: number): Promise<TurnOutcome> {
    return runTurn(this.#deps, companyId, messageId);
  }

  /**
   * Runs the turns of messages waiting in the inbox for more than `graceSeconds` (the immediate
   * turn normally takes them within milliseconds), oldest first. A turn that fails again stays
   * in the inbox for the next run. Answers how many were handled.
   */
  async recover(graceSeconds: number): Promise<number> {
    const { db, logger } = this.#deps;
    // Across companies: the system executor reads which; each turn runs in its company's transaction.
    const waiting = await db.system.transaction((tx) =>
      tx
        .select({ companyId: automationInbox.companyId, messageId: automationInbox.messageId })
        .from(automationInbox)
        .where(lt(automationInbox.createdAt, sql`now() - make_interval(secs => ${graceSeconds})`))
        .orderBy(asc(automationInbox.createdAt), asc(automationInbox.messageId))
        .limit(recoveryBatch),
    );
    let handled = 0;
    for (const { companyId, messageId } of waiting) {
      try {
        if ((await this.handle(companyId, messageId)) === 'handled') handled++;
      } catch (error) {
        logger.error({ err: error, companyId, messageId }, 'automation turn failed again');
      }
    }
    return handled;
  }
}
