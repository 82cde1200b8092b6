import { type MessageAnswer, maskNumber } from '@chatdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { contacts, messages, queues, tickets } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';
import { publicMediaPrefix } from '../../platform/storage/media-storage';

export type MessageRow = typeof messages.$inferSelect;
type ContactBrief = Pick<typeof contacts.$inferSelect, 'id' | 'name' | 'number' | 'urlPicture' | 'isGroup'>;
type TicketBrief = {
  id: number;
  uuid: string;
  queueId: number | null;
  whatsappId: number;
  userId: number | null;
  queue: { id: number; name: string; color: string } | null;
};

export interface MessageAnswerOptions {
  /** LGPD (spec 2 §6): a contact saved under its own number shows the masked number as its name. */
  hideNumbers?: boolean;
}

/** `/public/{companyId}/{file}`: rows store the file name only (see MediaStorage). */
export const publicMediaUrl = (companyId: number, file: string | null): string | null =>
  file ? `${publicMediaPrefix}${companyId}/${file}` : null;

/**
 * The answers of these messages, in the order of `messageIds` (missing ids are skipped): one
 * statement whatever the count — the messages joined with their quoted messages, the contacts of
 * both and their tickets with queues.
 */
export async function loadMessageAnswers(
  tx: Tx,
  messageIds: number[],
  options: MessageAnswerOptions = {},
): Promise<MessageAnswer[]> {
  return buildAnswers(await loadRelatedByIds(tx, messageIds), options, messageIds);
}

/** Both views of the same messages from one load: as stored, and with LGPD-hidden numbers. */
export async function loadMessageAnswerViews(
  tx: Tx,
  messageIds: number[],
): Promise<{ plain: MessageAnswer[]; hidden: MessageAnswer[] }> {
  const related = await loadRelatedByIds(tx, messageIds);
  return {
    plain: buildAnswers(related, {}, messageIds),
    hidden: buildAnswers(related, { hideNumbers: true }, messageIds),
  };
}

/** `column = any($name::int[])`: one prepared text whatever the number of ids. */
const anyOf = (column: PgColumn, name = 'ids') => sql`${column} = any(${sql.placeholder(name)}::int[])`;

interface Related {
  rows: MessageRow[];
  quoted: MessageRow[];
  contacts: ContactBrief[];
  tickets: TicketBrief[];
}

const quotedMessages = alias(messages, 'quoted');
const authors = alias(contacts, 'author');
const quotedAuthors = alias(contacts, 'quoted_author');
const briefOf = (table: typeof contacts | typeof authors | typeof quotedAuthors) => ({
  id: table.id,
  name: table.name,
  number: table.number,
  urlPicture: table.urlPicture,
  isGroup: table.isGroup,
});
const ticketBriefColumns = {
  id: tickets.id,
  uuid: tickets.uuid,
  queueId: tickets.queueId,
  whatsappId: tickets.whatsappId,
  userId: tickets.userId,
};
const queueBriefColumns = { id: queues.id, name: queues.name, color: queues.color };

/** Messages by id with everything their answers show, in one prepared statement (one round trip). */
async function loadRelatedByIds(tx: Tx, messageIds: number[]): Promise<Related> {
  const ids = [...new Set(messageIds)];
  if (ids.length === 0) return { rows: [], quoted: [], contacts: [], tickets: [] };
  const joined = await prepared(tx, 'message_answers_by_ids', (tx) =>
    tx
      .select({
        row: messages,
        quoted: quotedMessages,
        contact: briefOf(authors),
        quotedContact: briefOf(quotedAuthors),
        ticket: ticketBriefColumns,
        queue: queueBriefColumns,
      })
      .from(messages)
      // Inner: a message whose ticket is not visible has no answer (buildAnswers skips it).
      .innerJoin(tickets, eq(tickets.id, messages.ticketId))
      .leftJoin(queues, eq(queues.id, tickets.queueId))
      .leftJoin(authors, eq(authors.id, messages.contactId))
      .leftJoin(quotedMessages, eq(quotedMessages.id, messages.quotedMsgId))
      .leftJoin(quotedAuthors, eq(quotedAuthors.id, quotedMessages.contactId))
      .where(anyOf(messages.id)),
  ).execute({ ids });
  const related: Related = { rows: [], quoted: [], contacts: [], tickets: [] };
  for (const { row, quoted, contact, quotedContact, ticket, queue } of joined) {
    related.rows.push(row);
    if (quoted) related.quoted.push(quoted);
    // Left-joined: drizzle answers null for a missing row (the union of aliases loses that in the types).
    if (contact) related.contacts.push(contact as ContactBrief);
    if (quotedContact) related.contacts.push(quotedContact as ContactBrief);
    related.tickets.push(briefOfTicket({ ...ticket, queue }));
  }
  return related;
}

function buildAnswers(related: Related, options: MessageAnswerOptions, order: number[]): MessageAnswer[] {
  const contactById = new Map(related.contacts.map((row) => [row.id, row]));
  const ticketById = new Map(related.tickets.map((row) => [row.id, row]));
  const quotedById = new Map(related.quoted.map((row) => [row.id, row]));
  const rowById = new Map(related.rows.map((row) => [row.id, row]));
  const nameOf = (contact: ContactBrief) =>
    options.hideNumbers && !contact.isGroup && contact.name === contact.number
      ? maskNumber(contact.name)
      : contact.name;

  const answers: MessageAnswer[] = [];
  for (const id of order) {
    const row = rowById.get(id);
    const ticket = row && ticketById.get(row.ticketId);
    if (!row || !ticket) continue;
    const contact = row.contactId === null ? undefined : contactById.get(row.contactId);
    const quotedRow = row.quotedMsgId === null ? undefined : quotedById.get(row.quotedMsgId);
    const quotedContact = quotedRow?.contactId == null ? undefined : contactById.get(quotedRow.contactId);
    answers.push({
      id: row.id,
      ticketId: row.ticketId,
      body: row.body,
      fromMe: row.fromMe,
      mediaType: row.mediaType,
      mediaUrl: publicMediaUrl(row.companyId, row.mediaUrl),
      dataJson: row.dataJson == null ? null : JSON.stringify(row.dataJson),
      ack: row.ack,
      read: row.read,
      isDeleted: row.isDeleted,
      isEdited: row.isEdited,
      isForwarded: row.isForwarded,
      isPrivate: row.isPrivate,
      fromBot: row.fromBot,
      quotedMsg: quotedRow
        ? {
            id: quotedRow.id,
            fromMe: quotedRow.fromMe,
            mediaType: quotedRow.mediaType,
            mediaUrl: publicMediaUrl(quotedRow.companyId, quotedRow.mediaUrl),
            body: quotedRow.body,
            isDeleted: quotedRow.isDeleted,
            contact: quotedContact ? { id: quotedContact.id, name: nameOf(quotedContact) } : null,
          }
        : null,
      contactId: row.contactId,
      contact: contact ? { id: contact.id, name: nameOf(contact), urlPicture: contact.urlPicture } : null,
      userId: row.userId,
      queueId: row.queueId,
      sendError: row.sendError,
      ticket,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
  }
  return answers;
}

type TicketBriefRow = Omit<TicketBrief, 'queue'> & { queue: TicketBrief['queue'] | null };
const briefOfTicket = (row: TicketBriefRow): TicketBrief => ({
  ...row,
  queue: row.queueId === null ? null : row.queue,
});
