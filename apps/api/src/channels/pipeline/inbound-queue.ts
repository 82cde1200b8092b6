import type { NormalizedInboundMessage } from '../channel-driver';
import type { ContactsConnection } from './inbound-conversations';
import type { BatchOutcome, ConnectionCheck, InboundToStore } from './ingest-batch';

/** Stores one batch (ingestBatch): an outcome per message, never a rejection. */
export type StoreBatch = (
  connection: ContactsConnection,
  batch: InboundToStore[],
  check: ConnectionCheck | undefined,
) => Promise<BatchOutcome[]>;

type Entry =
  | {
      kind: 'message';
      connection: ContactsConnection;
      item: InboundToStore;
      check: ConnectionCheck | undefined;
      settle: (outcome: BatchOutcome) => void;
    }
  | { kind: 'task'; run: () => Promise<void>; settle: (outcome: { failed: unknown } | null) => void };

/** Messages stored together at most: a burst is split rather than sent as one huge statement. */
export const maxInboundBatch = 100;

/**
 * Group commit of inbound events, per connection, in arrival order. A message that finds its
 * connection idle is stored at once, alone; messages that arrive while a batch is being stored
 * wait and go together in the next one (ingestBatch: a few statements for the whole batch). So
 * an idle desk sees no added latency, and a busy connection pays a transaction per batch instead
 * of per message. Other events of the connection (acks, edits, deletes) run in the same order,
 * alone, so an edit never overtakes the message it edits. A batch stops before a message that
 * quotes or reacts to one in it (the quote is looked up among stored messages), and before one
 * judged by another check.
 */
export class InboundQueue {
  readonly #lanes = new Map<number, Entry[]>();
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

  #enter(connectionId: number, entry: Entry): void {
    const lane = this.#lanes.get(connectionId);
    if (lane) {
      lane.push(entry);
      return;
    }
    this.#lanes.set(connectionId, [entry]);
    void this.#drain(connectionId);
  }

  async #drain(connectionId: number): Promise<void> {
    const lane = this.#lanes.get(connectionId) ?? [];
    for (let head = lane[0]; head; head = lane[0]) {
      if (head.kind === 'task') {
        lane.shift();
        head.settle(
          await head.run().then(
            () => null,
            (error: unknown) => ({ failed: error }),
          ),
        );
        continue;
      }
      const batch = takeBatch(lane);
      const outcomes = await this.#store(
        head.connection,
        batch.map((entry) => entry.item),
        head.check,
      ).catch((error: unknown) => batch.map(() => ({ failed: error })));
      for (const [index, entry] of batch.entries())
        entry.settle(outcomes[index] ?? { failed: new Error('No outcome') });
    }
    this.#lanes.delete(connectionId);
  }
}

type MessageEntry = Extract<Entry, { kind: 'message' }>;

/** The lane's leading messages that can be stored together (removed from the lane). */
function takeBatch(lane: Entry[]): MessageEntry[] {
  const batch: MessageEntry[] = [];
  const ids = new Set<string>();
  for (const entry of lane) {
    if (entry.kind !== 'message' || batch.length === maxInboundBatch) break;
    if (batch.length > 0 && (entry.check !== batch[0]?.check || quotesOneOf(entry.item.event, ids))) break;
    batch.push(entry);
    ids.add(entry.item.event.externalId);
  }
  lane.splice(0, batch.length);
  return batch;
}

const quotesOneOf = (event: NormalizedInboundMessage, ids: Set<string>) =>
  !!event.quotedExternalId && ids.has(event.quotedExternalId);
