import type { NormalizedInboundMessage } from '../channel-driver';
import type { ContactsConnection } from './inbound-conversations';
import type { BatchOutcome, ConnectionCheck, InboundToStore } from './ingest-batch';

/**
 * Stores one batch (ingestBatch): an outcome per message. Calls `locked` once it holds its
 * contacts' row locks (until its commit), from when the next batch may start.
 */
export type StoreBatch = (
  connection: ContactsConnection,
  batch: InboundToStore[],
  check: ConnectionCheck | undefined,
  locked: () => void,
) => Promise<BatchOutcome[]>;

/** A connection's waiting events, and a way to wake its drain when one arrives. */
interface Lane {
  entries: Entry[];
  wake: (() => void) | null;
}

type Entry =
  | {
      kind: 'message';
      connection: ContactsConnection;
      item: InboundToStore;
      check: ConnectionCheck | undefined;
      settle: (outcome: BatchOutcome) => void;
    }
  | { kind: 'task'; run: () => Promise<void>; settle: (outcome: { failed: unknown } | null) => void }
  | { kind: 'grouped'; group: TaskGroup<never>; item: unknown; settle: (outcome: { failed: unknown } | null) => void };

/** What became of each item of a group's run, in order: null when it went through. */
export type GroupOutcomes = readonly ({ failed: unknown } | null)[];

/**
 * Events of one kind that a connection's lane runs together when several wait in a row (acks, the
 * stored results of sends): `run` gets them in arrival order (group commit). It answers each one's
 * outcome, or nothing when all went through; a throw fails them all.
 */
export interface TaskGroup<T> {
  run(items: T[]): Promise<GroupOutcomes | undefined>;
}

/** Events of a group run together at most. */
export const maxGroupedTasks = 500;

/** Messages stored together at most: a burst is split rather than sent as one huge statement. */
export const maxInboundBatch = 100;
/** Batches of one connection stored at the same time at most (on separate database connections). */
export const maxBatchesInFlight = 2;

/**
 * Group commit of inbound events, per connection, in arrival order. A message that finds its
 * connection idle is stored at once, alone; messages that arrive while a batch is being stored
 * wait and go together in the next one (ingestBatch: a few statements for the whole batch). So
 * an idle desk sees no added latency, and a busy connection pays a transaction per batch instead
 * of per message. A second batch may start while the first one commits, once the first holds
 * its contacts' row locks: a conversation in both waits for the first's commit, so its messages
 * keep their order, while other conversations go on in parallel. Other events of the connection
 * (acks, edits, deletes, stored sends) wait for the batches before them and run alone, so an edit
 * never overtakes the message it edits; those of a group (`grouped`: acks, stored sends) that wait
 * in a row run together, in one transaction for the lot. A batch stops before a message that quotes or reacts to one in
 * it (the quote is looked up among stored messages), and before one judged by another check.
 */
export class InboundQueue {
  readonly #lanes = new Map<number, Lane>();
  readonly #store: StoreBatch;

  constructor(store: StoreBatch) {
    this.#store = store;
  }

  /** Stores `item` with the next batch of its connection; resolves with what became of it. */
  message(connection: ContactsConnection, item: InboundToStore, check?: ConnectionCheck): Promise<BatchOutcome> {
    return new Promise((settle) => this.#enter(connection.id, { kind: 'message', connection, item, check, settle }));
  }

  /** Runs `run` in the connection's order, after the messages that arrived before it. */
  async task(connectionId: number, run: () => Promise<void>): Promise<void> {
    const outcome = await new Promise<{ failed: unknown } | null>((settle) =>
      this.#enter(connectionId, { kind: 'task', run, settle }),
    );
    if (outcome) throw outcome.failed;
  }

  /**
   * Runs `group` with `item` in the connection's order, like `task`, together with the entries of
   * the same group that wait right behind it (one run for the lot, which settles them all).
   */
  async grouped<T>(connectionId: number, group: TaskGroup<T>, item: T): Promise<void> {
    const outcome = await new Promise<{ failed: unknown } | null>((settle) =>
      this.#enter(connectionId, { kind: 'grouped', group: group as TaskGroup<never>, item, settle }),
    );
    if (outcome) throw outcome.failed;
  }

  #enter(connectionId: number, entry: Entry): void {
    const lane = this.#lanes.get(connectionId);
    if (lane) {
      lane.entries.push(entry);
      lane.wake?.();
      return;
    }
    this.#lanes.set(connectionId, { entries: [entry], wake: null });
    void this.#drain(connectionId);
  }

  async #drain(connectionId: number): Promise<void> {
    const lane = this.#lanes.get(connectionId) ?? { entries: [], wake: null };
    const running = new Set<Promise<void>>();
    for (;;) {
      const head = lane.entries[0];
      if (!head || running.size >= maxBatchesInFlight || (head.kind !== 'message' && running.size > 0)) {
        if (!head && running.size === 0) break;
        // Until a batch finishes, or (with room for one more) an event arrives.
        const arrival = new Promise<void>((resolve) => {
          lane.wake = head ? null : resolve;
        });
        await Promise.race([...running, arrival]);
        lane.wake = null;
        continue;
      }
      if (head.kind === 'task') {
        lane.entries.shift();
        head.settle(
          await head.run().then(
            () => null,
            (error: unknown) => ({ failed: error }),
          ),
        );
        continue;
      }
      if (head.kind === 'grouped') {
        const group = takeGroup(lane.entries, head.group);
        const outcomes = await head.group.run(group.map((entry) => entry.item as never)).then(
          (answered) => answered ?? [],
          (error: unknown) => group.map(() => ({ failed: error })),
        );
        for (const [index, entry] of group.entries()) entry.settle(outcomes[index] ?? null);
        continue;
      }
      const batch = takeBatch(lane.entries);
      let locked: () => void = () => undefined;
      const holdsLocks = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const stored: Promise<void> = this.#store(
        head.connection,
        batch.map((entry) => entry.item),
        head.check,
        locked,
      )
        .catch((error: unknown) => batch.map(() => ({ failed: error })))
        .then((outcomes) => {
          for (const [index, entry] of batch.entries())
            entry.settle(outcomes[index] ?? { failed: new Error('No outcome') });
        })
        .finally(() => {
          locked();
          running.delete(stored);
        });
      running.add(stored);
      await holdsLocks;
    }
    this.#lanes.delete(connectionId);
  }
}

type MessageEntry = Extract<Entry, { kind: 'message' }>;

/** The lane's leading messages that can be stored together (removed from the lane). */
function takeBatch(entries: Entry[]): MessageEntry[] {
  const batch: MessageEntry[] = [];
  const ids = new Set<string>();
  for (const entry of entries) {
    if (entry.kind !== 'message' || batch.length === maxInboundBatch) break;
    if (batch.length > 0 && (entry.check !== batch[0]?.check || quotesOneOf(entry.item.event, ids))) break;
    batch.push(entry);
    ids.add(entry.item.event.externalId);
  }
  entries.splice(0, batch.length);
  return batch;
}

type GroupedEntry = Extract<Entry, { kind: 'grouped' }>;

/** The lane's leading entries of `group` (removed from the lane). */
function takeGroup(entries: Entry[], group: TaskGroup<never>): GroupedEntry[] {
  let count = 0;
  while (count < entries.length && count < maxGroupedTasks) {
    const entry = entries[count];
    if (entry?.kind !== 'grouped' || entry.group !== group) break;
    count++;
  }
  return entries.splice(0, count) as GroupedEntry[];
}

const quotesOneOf = (event: NormalizedInboundMessage, ids: Set<string>) =>
  !!event.quotedExternalId && ids.has(event.quotedExternalId);
