import { randomUUID } from 'node:crypto';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../../platform/db/database';
import type { Logger } from '../../platform/logger/logger';
import type { MediaStorage } from '../../platform/storage/media-storage';
import type { Automation } from '../automation';
import { conversationMessages, conversationTurn, readTurnParts, type TurnParts } from './conversation-turn';
import type { DeliveryQueue } from './deliver.job';
import { deliverAnswer, stillAnswering } from './deliver-answer';
import { IntegrationCallError, type IntegrationHttp } from './http/integration-http';
import { leaveIntegration } from './integration-actions';
import type { ConversationMessage, IntegrationReply, IntegrationTarget } from './integration-driver';
import { driverKeyOf, type IntegrationDrivers } from './integration-drivers';
import { failureLogType } from './integration-failure';
import {
  clearInbox,
  endLease,
  findTarget,
  inboxMessages,
  nextDeliveryStep,
  type SessionRow,
  strandedTickets,
  takeLease,
  ticketUsesIntegration,
} from './integration-runtime.repository';
import { type OutgoingMessage, prepareReplyMessages } from './reply-media';

export interface IntegrationRunnerDeps {
  db: Database;
  logger: Logger;
  storage: MediaStorage;
  automation: () => Automation;
  /** The guarded client (app.integrationHttp), read when a call starts. */
  http: () => IntegrationHttp;
  secrets: Pick<SecretBox, 'open'>;
  drivers: IntegrationDrivers;
  jobs: () => DeliveryQueue;
  /** How long a call holds its ticket before another process may take the ticket over (default 180 s). */
  leaseSeconds?: number;
}

/** One call: the ticket's messages taken under the lease `token`, and what the engine sees around them. */
interface Claim {
  companyId: number;
  ticketId: number;
  token: string;
  session: SessionRow;
  target: IntegrationTarget;
  parts: TurnParts;
  messages: ConversationMessage[];
}

type Outcome = { reply: IntegrationReply; outgoing: OutgoingMessage[] } | { error: unknown };

/** Calls in a row for one ticket before the runner leaves the rest to the next job (a customer who never stops). */
const maxRounds = 20;
/** Tickets the recovery looks at per run; the next run takes the rest. */
const recoveryBatch = 200;
const recoveryParallel = 10;

/**
 * The integrations' calls (docs/integrations.md "Where it runs"): for a ticket, take its lease and
 * its waiting messages in a short transaction, call the engine with no transaction open, then
 * store the answer in the ticket's turn (its row lock, the bot's messages, the ticket's changes)
 * if the ticket is still the integration's and the lease still this call's. Repeats while
 * messages keep arriving, so a burst goes to the engine together.
 */
export class IntegrationRunner {
  readonly #deps: IntegrationRunnerDeps & { leaseSeconds: number };

  constructor(deps: IntegrationRunnerDeps) {
    this.#deps = { ...deps, leaseSeconds: deps.leaseSeconds ?? 180 };
  }

  /** The queue of the answers' delayed messages. */
  get deliveries(): DeliveryQueue {
    return this.#deps.jobs();
  }

  /** The tickets this process is calling for, and whether a message came in meanwhile (look again). */
  readonly #busy = new Map<number, { again: boolean }>();

  /**
   * Starts the ticket's calls without waiting for them (the turn that handed the message answers
   * now). A ticket this process is already calling for is only told to look again when its call is
   * stored: a burst costs one lease attempt, not one per message.
   */
  readonly kick = (companyId: number, ticketId: number): void => {
    const busy = this.#busy.get(ticketId);
    if (busy) {
      busy.again = true;
      return;
    }
    const entry = { again: false };
    this.#busy.set(ticketId, entry);
    this.#kicked(companyId, ticketId, entry).catch((error) =>
      this.#deps.logger.error({ err: error, companyId, ticketId }, 'integration turn failed'),
    );
  };

  async #kicked(companyId: number, ticketId: number, entry: { again: boolean }): Promise<void> {
    try {
      for (let round = 0; round < maxRounds; round++) {
        entry.again = false;
        const claim = await this.#claim(companyId, ticketId);
        if (claim) await this.#apply(claim, await this.#call(claim));
        // Nothing to take, and no message came in while looking: done (a later kick starts afresh).
        else if (!entry.again) return;
      }
    } finally {
      this.#busy.delete(ticketId);
    }
  }

  async converse(companyId: number, ticketId: number): Promise<void> {
    for (let round = 0; round < maxRounds; round++) {
      const claim = await this.#claim(companyId, ticketId);
      if (!claim) return;
      await this.#apply(claim, await this.#call(claim));
    }
  }

  /** Tickets whose messages wait with no call in flight (a process died, a call failed to store): called again. */
  async recover(graceSeconds: number): Promise<number> {
    const stranded = await this.#deps.db.system.transaction((tx) => strandedTickets(tx, graceSeconds, recoveryBatch));
    // A few tickets at a time: one slow engine does not hold up the others' customers.
    for (let start = 0; start < stranded.length; start += recoveryParallel) {
      await Promise.all(
        stranded
          .slice(start, start + recoveryParallel)
          .map(({ companyId, ticketId }) =>
            this.converse(companyId, ticketId).catch((error) =>
              this.#deps.logger.error({ err: error, companyId, ticketId }, 'integration turn failed again'),
            ),
          ),
      );
    }
    return stranded.length;
  }

  #claim(companyId: number, ticketId: number): Promise<Claim | null> {
    const token = randomUUID();
    return this.#deps.db.tenant(companyId).transaction(async (tx) => {
      const session = await takeLease(tx, companyId, ticketId, token, this.#deps.leaseSeconds);
      if (!session) {
        // Not the integration's any more: what waits is the humans' (already stored in the conversation).
        if (!(await ticketUsesIntegration(tx, companyId, ticketId))) await clearInbox(tx, companyId, ticketId);
        return null;
      }
      const rows = await inboxMessages(tx, companyId, ticketId);
      const parts = rows.length > 0 ? await readTurnParts(tx, companyId, ticketId) : null;
      const ref = session.integrationId
        ? { integrationId: session.integrationId }
        : { promptId: session.promptId ?? 0 };
      const target = parts ? await findTarget(tx, companyId, ref) : null;
      if (!parts || !target) {
        await endLease(tx, companyId, ticketId, token, undefined);
        return null;
      }
      return { companyId, ticketId, token, session, target, parts, messages: conversationMessages(companyId, rows) };
    });
  }

  async #call(claim: Claim): Promise<Outcome> {
    const { companyId, ticketId, target } = claim;
    const key = driverKeyOf(target);
    const driver = key === 'flowbuilder' ? undefined : this.#deps.drivers[key];
    try {
      if (!driver) throw new Error(`no engine for ${key}`);
      const http = this.#deps.http();
      const turn = conversationTurn(this.#deps, {
        companyId,
        now: new Date(),
        ...claim.parts,
        messages: claim.messages,
        session: claim.session.state ?? null,
        http,
        secrets: this.#deps.secrets,
      });
      const reply = await driver.converse(target, turn);
      return {
        reply,
        outgoing: await prepareReplyMessages({ http, storage: this.#deps.storage }, companyId, reply.messages),
      };
    } catch (error) {
      // The kind of failure only: a driver's message may hold an address.
      const failure = error instanceof IntegrationCallError ? error.failure : 'error';
      this.#deps.logger.warn({ companyId, ticketId, engine: key, failure }, 'integration call failed');
      return { error };
    }
  }

  async #apply(claim: Claim, outcome: Outcome): Promise<void> {
    const { companyId, ticketId, token } = claim;
    const through = claim.messages.at(-1)?.id ?? 0;
    await this.#deps.automation().ticketTurn(companyId, ticketId, through, async (turn, tx) => {
      const state = 'reply' in outcome ? outcome.reply.session : null;
      // A lease that ran out belongs to another call now: this answer is dropped, the messages stay its.
      if (!(await endLease(tx, companyId, ticketId, token, state))) return;
      await clearInbox(tx, companyId, ticketId, through);
      const ref = {
        integrationId: claim.target.kind === 'integration' ? claim.target.integration.id : null,
        promptId: claim.target.kind === 'prompt' ? claim.target.prompt.id : null,
      };
      if (!turn || !stillAnswering(turn, ref)) return;
      if ('error' in outcome) return leaveIntegration(turn, failureLogType(outcome.error));
      const step = await nextDeliveryStep(tx, companyId, ticketId);
      await deliverAnswer(turn, this.#deps.jobs(), {
        companyId,
        ticketId,
        messageId: through,
        step,
        ...ref,
        delayMs: Math.max(0, Math.round(outcome.reply.delayMs ?? 0)),
        messages: outcome.outgoing,
        actions: outcome.reply.actions,
      });
    });
  }
}
