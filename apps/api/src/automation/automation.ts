import { asc, lt, sql } from 'drizzle-orm';
import type { AutomationBatch, AutomationContext } from '../channels/automation-stage';
import type { OutboundMessages } from '../channels/outbound/outbound-messages';
import { automationInbox } from '../db/schema';
import type { Database } from '../platform/db/database';
import type { DomainEvents } from '../platform/events/domain-events';
import type { Logger } from '../platform/logger/logger';
import type { BotStage } from './bot-turn';
import { type FlowRuntime, type FlowWake, type FlowWakeQueue, flowRuntimeOf } from './flows/flow-wake.job';
import { wakeRun } from './flows/wake-run';
import {
  type IntegrationQueue,
  type IntegrationRuntime,
  integrationRuntimeOf,
} from './integrations/integration-runtime';
import { runRound, runTicketTurn, type TurnOutcome } from './run-turn';
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
  /** The queue of the flows' durable wake-ups (intervals) and of the integrations' calls. */
  jobs?: FlowWakeQueue & IntegrationQueue;
  /** The flows' randomizer draw (default Math.random; tests inject one). */
  random?: () => number;
}

/** Rows the recovery takes per run; the next run takes the rest. */
const recoveryBatch = 500;

/**
 * What answers a contact before a human does (docs/automation.md). `stage` is the inbound
 * pipeline's automation stage: the turn for a stored message, right after its commit. `recover`
 * runs the turns a crash, a failure or another process left in the automation inbox.
 */
export class Automation {
  readonly #deps: AutomationDeps & {
    stages: readonly BotStage[];
    now: () => Date;
    flows: FlowRuntime;
    integrations: IntegrationRuntime;
  };
  #converse: ((companyId: number, ticketId: number) => void) | undefined;

  constructor(deps: AutomationDeps) {
    this.#deps = {
      ...deps,
      stages: deps.stages ?? botStages,
      now: deps.now ?? (() => new Date()),
      flows: flowRuntimeOf(deps.jobs, deps.random ?? Math.random),
      integrations: integrationRuntimeOf(deps.jobs, () => this.#converse),
    };
  }

  /** The integrations' runner of this process: turns handing it a message start its call after their commit. */
  attachIntegrations(converse: (companyId: number, ticketId: number) => void): void {
    this.#converse = converse;
  }

  /**
   * A turn of the automation on the ticket outside a customer's message (an integration's answer
   * arrived), continuing the answer to `messageId`: the ticket's row lock, the turn's silences
   * (`work` gets a null turn), the bot's messages and the ticket's changes in one transaction.
   */
  ticketTurn(
    companyId: number,
    ticketId: number,
    messageId: number,
    work: Parameters<typeof runTicketTurn>[4],
  ): Promise<void> {
    return runTicketTurn(this.#deps, companyId, ticketId, messageId, work);
  }

  /** A flow run's interval is over (the flows.wake job): the run goes on, once (docs/flows.md). */
  wakeFlow(wake: FlowWake): Promise<void> {
    return wakeRun(this.#deps, wake);
  }

  /**
   * The inbound pipeline's automation: the turns for a stored batch's messages, right after its
   * commit, in rounds (roundsOf) of one transaction each. A round that fails runs its messages again
   * one by one, so that one failing turn fails alone: its message stays in the inbox for recover.
   * Answers the turns' news (events, sends to start), which the pipeline runs after its own events.
   */
  readonly batch: AutomationBatch = async (contexts) => {
    const [first] = contexts;
    const news: (() => void)[] = [];
    if (!first) return news;
    for (const round of roundsOf(contexts)) {
      const messageIds = round.map((context) => context.message.id);
      try {
        await runRound(this.#deps, first.companyId, messageIds, news);
      } catch (error) {
        if (messageIds.length === 1) this.#failed(error, first.companyId, messageIds[0]);
        else
          for (const messageId of messageIds)
            await this.handle(first.companyId, messageId, news).catch((again) =>
              this.#failed(again, first.companyId, messageId),
            );
      }
    }
    return news;
  };

  /**
   * The turn for one stored message: exactly once, whoever calls it and however often. Its news
   * run after its commit, or go to `news` when given (the caller runs them).
   */
  async handle(companyId: number, messageId: number, news?: (() => void)[]): Promise<TurnOutcome> {
    const [outcome] = await runRound(this.#deps, companyId, [messageId], news);
    return outcome ?? 'taken';
  }

  #failed(error: unknown, companyId: number, messageId: number | undefined) {
    this.#deps.logger.error({ err: error, companyId, messageId }, 'automation turn failed');
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

/**
 * A batch's messages in rounds whose messages are on different tickets and contacts (a round
 * reads each ticket's and contact's row once, before its turns), in the batch's order: a
 * conversation's second message goes to the round after the one holding its first.
 */
export function roundsOf<Context extends AutomationContext>(contexts: readonly Context[]): Context[][] {
  const rounds: Context[][] = [];
  const lastRound = new Map<string, number>();
  for (const context of contexts) {
    const keys = [`t${context.ticket.id}`, `c${context.ticket.contactId}`];
    const index = Math.max(-1, ...keys.map((key) => lastRound.get(key) ?? -1)) + 1;
    const round = rounds[index] ?? [];
    round.push(context);
    rounds[index] = round;
    for (const key of keys) lastRound.set(key, index);
  }
  return rounds;
}
