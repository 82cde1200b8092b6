import { and, eq, inArray, sql } from 'drizzle-orm';
import { campaignShippings, campaigns } from '../../../db/schema';
import type { Tx } from '../../../platform/db/database';

/**
 * The confirmation answers (docs/campaigns.md "Confirmations"): the whole reply, accents, case,
 * punctuation and surrounding spaces ignored, must be one of these.
 */
const positiveAnswers = new Set([
  'sim',
  's',
  'yes',
  'y',
  '1',
  'ok',
  'okay',
  'confirmo',
  'confirmado',
  'claro',
  'quero',
]);
const negativeAnswers = new Set(['nao', 'n', 'no', '2', 'nao quero', 'cancelar', 'pare', 'parar', 'sair', 'stop']);

export type ConfirmationAnswer = 'positive' | 'negative' | null;

export function confirmationAnswer(body: string): ConfirmationAnswer {
  const words = body
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  if (positiveAnswers.has(words)) return 'positive';
  if (negativeAnswers.has(words)) return 'negative';
  return null;
}

/** A contact's campaign rows a message of theirs may answer: a confirmation awaited, or a message sent. */
interface AwaitingRow {
  id: number;
  contactId: number;
  connectionId: number | null;
  status: string;
  messageId: number | null;
}

export type AwaitingReplies = Map<number, AwaitingRow[]>;

/** The round's contacts' rows awaiting a reply, in one read (the partial index holds only those). */
export async function readAwaitingReplies(
  tx: Tx,
  companyId: number,
  contactIds: readonly number[],
): Promise<AwaitingReplies> {
  const awaiting: AwaitingReplies = new Map();
  if (contactIds.length === 0) return awaiting;
  const rows = await tx
    .select({
      id: campaignShippings.id,
      contactId: sql<number>`${campaignShippings.contactId}`,
      connectionId: campaigns.whatsappId,
      status: campaignShippings.status,
      messageId: campaignShippings.messageId,
    })
    .from(campaignShippings)
    .innerJoin(campaigns, eq(campaigns.id, campaignShippings.campaignId))
    .where(
      and(
        eq(campaignShippings.companyId, companyId),
        inArray(campaignShippings.contactId, [...contactIds]),
        sql`(${campaignShippings.status} = 'confirmation_requested' OR (${campaignShippings.status} IN ('sending', 'sent', 'delivered', 'read') AND ${campaignShippings.repliedAt} IS NULL))`,
      ),
    );
  for (const row of rows) awaiting.set(row.contactId, [...(awaiting.get(row.contactId) ?? []), row]);
  return awaiting;
}

/**
 * What a contact's message does to their campaign rows on its connection, in the automation's
 * turn transaction (exactly once with the turn): a campaign message sent before it is marked
 * replied; an awaited confirmation is answered — positive: the row is queued again, confirmed,
 * for the dispatcher to send the campaign message; negative: refused — or, unrecognised, still
 * awaited. Answers 'handled' when a confirmation was awaited: that message is the campaign's, and
 * the bot does not answer it.
 */
export async function answerCampaigns(
  tx: Tx,
  awaiting: AwaitingReplies,
  reply: { companyId: number; contactId: number; connectionId: number; messageId: number; body: string; now: Date },
): Promise<'handled' | null> {
  const rows = (awaiting.get(reply.contactId) ?? []).filter((row) => row.connectionId === reply.connectionId);
  const replied = rows.filter(
    (row) => row.status !== 'confirmation_requested' && (row.messageId ?? 0) < reply.messageId,
  );
  const confirming = rows.filter((row) => row.status === 'confirmation_requested');
  const where = (ids: number[]) =>
    and(eq(campaignShippings.companyId, reply.companyId), inArray(campaignShippings.id, ids));
  if (replied.length > 0)
    await tx
      .update(campaignShippings)
      .set({ repliedAt: reply.now })
      .where(where(replied.map((row) => row.id)));
  if (confirming.length === 0) return null;
  const answer = confirmationAnswer(reply.body);
  if (answer) {
    const change =
      answer === 'positive'
        ? { status: 'queued' as const, confirmedAt: reply.now, repliedAt: reply.now }
        : { status: 'refused' as const, repliedAt: reply.now };
    await tx
      .update(campaignShippings)
      .set(change)
      .where(and(where(confirming.map((row) => row.id)), eq(campaignShippings.status, 'confirmation_requested')));
  }
  return 'handled';
}
