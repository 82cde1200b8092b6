import { dashboardMomentsLimit, type MomentTicketAnswer } from '@chatdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { intArray } from '../tickets/ticket-list-query';
import { dayEnd, dayStart, type InsightScope, inQueueScope, isoTime } from './insight-scope';

export interface MomentsFilter {
  statuses: readonly string[];
  /** The whole company (admins asking showAll) or the caller's queues. */
  scope: InsightScope;
  queueIds?: number[];
  userId?: number;
  since: Date;
  dateStart?: string;
  dateEnd?: string;
}

function momentsWhere(filter: MomentsFilter): SQL {
  const { scope } = filter;
  const where = [
    sql`t.company_id = ${scope.companyId}`,
    sql`t.status = any(${`{${filter.statuses.join(',')}}`}::text[])`,
    sql`t.updated_at >= ${filter.since.toISOString()}::timestamptz`,
    inQueueScope(sql`t.queue_id`, scope),
  ];
  if (filter.dateStart) where.push(sql`t.updated_at >= ${dayStart(filter.dateStart, scope.timeZone)}`);
  if (filter.dateEnd) where.push(sql`t.updated_at < ${dayEnd(filter.dateEnd, scope.timeZone)}`);
  if (filter.queueIds?.length) where.push(sql`t.queue_id = any(${intArray(filter.queueIds)})`);
  if (filter.userId) where.push(sql`t.user_id = ${filter.userId}`);
  return sql.join(where, sql` and `);
}

/** The panel's tickets, last updated first, with what each row shows. */
export async function listMomentTickets(tx: Tx, filter: MomentsFilter): Promise<MomentTicketAnswer[]> {
  const result = await tx.execute(sql`
    select t.id, t.uuid, t.status, t.last_message as "lastMessage", t.unread_messages as "unreadMessages",
      ${isoTime(sql`t.updated_at`)} as "updatedAt", t.is_group as "isGroup",
      json_build_object('id', c.id, 'name', c.name, 'urlPicture', c.url_picture) as contact,
      json_build_object('id', w.id, 'name', w.name) as whatsapp,
      case when q.id is null then null else json_build_object('id', q.id, 'name', q.name, 'color', q.color) end as queue,
      case when u.id is null then null else json_build_object('id', u.id, 'name', u.name) end as "user"
    from tickets t
    join contacts c on c.company_id = t.company_id and c.id = t.contact_id
    join whatsapps w on w.company_id = t.company_id and w.id = t.whatsapp_id
    left join queues q on q.company_id = t.company_id and q.id = t.queue_id
    left join users u on u.company_id = t.company_id and u.id = t.user_id
    where ${momentsWhere(filter)}
    order by t.updated_at desc, t.id desc
    limit ${dashboardMomentsLimit}`);
  return result.rows as unknown as MomentTicketAnswer[];
}
