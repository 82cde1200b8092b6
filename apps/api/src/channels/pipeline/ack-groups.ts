import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import { recordSentMessages, type SentRecord } from '../outbound/record-sent';
import type { PendingAcks } from '../pending-acks';
import { type AckInput, applyAcks } from './apply-acks';
import type { GroupOutcomes, TaskGroup } from './inbound-queue';
import '../../modules/tickets/tickets.events';

type Connection = { id: number; companyId: number };

/**
 * The two kinds of a connection's events that its lane runs in groups (InboundQueue.grouped): the
 * channel's acks, and the channel's ids of sent messages. A run of either, however long, is one
 * transaction of one statement; each changed message is announced after its commit.
 */
export function createAckGroups(deps: { db: Database; events: DomainEvents }, pendingAcks: PendingAcks) {
  const acks: TaskGroup<{ connection: Connection; ack: AckInput }> = {
    async run(items) {
      const connection = items[0]?.connection;
      if (!connection) return undefined;
      const { changed, unmatched } = await applyAcks(
        deps.db,
        connection,
        items.map((item) => item.ack),
      );
      // An ack for an id nobody stored yet: the send that produced it may still be recording it.
      for (const { externalId, ack } of unmatched) pendingAcks.remember(connection.id, externalId, ack);
      const { companyId } = connection;
      for (const { messageId, ticketId } of changed)
        deps.events.publish({ type: 'message.updated', companyId, messageId, ticketId });
      return undefined;
    },
  };

  const sent: TaskGroup<{ connection: Connection; sent: SentRecord }> = {
    async run(items): Promise<GroupOutcomes | undefined> {
      const connection = items[0]?.connection;
      if (!connection) return undefined;
      // Each with the highest ack the channel reported before its id was stored.
      const records = items.map(({ sent }) => ({
        ...sent,
        ack: Math.max(sent.ack, pendingAcks.take(connection.id, sent.externalId) ?? 0),
      }));
      const store = (some: SentRecord[]) => recordSentMessages(deps.db, connection.companyId, some);
      try {
        await store(records);
        return undefined;
      } catch (error) {
        if (records.length === 1) throw error;
        // One bad record must not fail the others: each alone, so that only it is tried again.
        const outcomes: ({ failed: unknown } | null)[] = [];
        for (const one of records)
          outcomes.push(
            await store([one]).then(
              () => null,
              (failed: unknown) => ({ failed }),
            ),
          );
        return outcomes;
      }
    },
  };

  return { acks, sent };
}
