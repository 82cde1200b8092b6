import type { Database } from '../../platform/db/database';
import { type FixedStatement, runFixed } from '../../platform/db/prepared';

/** What a driver answered for one claimed message: the channel's id and ack (with any ack reported before). */
export interface SentRecord {
  messageId: number;
  externalId: string;
  ack: number;
}

const recordSentStatement: FixedStatement = {
  name: 'record_sent_messages',
  text: `UPDATE messages m SET external_id = d.external_id, ack = GREATEST(m.ack, d.ack),
      send_claimed_at = NULL, send_error = NULL, updated_at = now()
    FROM unnest($2::int[], $3::varchar[], $4::int[]) AS d(id, external_id, ack)
    WHERE m.company_id = $1 AND m.id = d.id`,
};

/**
 * Stores the channel's ids of sent messages of one company in one statement, whatever their
 * number, releasing their claims (the campaign rows follow through their trigger).
 */
export async function recordSentMessages(db: Database, companyId: number, sent: readonly SentRecord[]): Promise<void> {
  await db
    .tenant(companyId)
    .transaction((tx) =>
      runFixed(tx, recordSentStatement, [
        companyId,
        sent.map((record) => record.messageId),
        sent.map((record) => record.externalId),
        sent.map((record) => record.ack),
      ]),
    );
}
