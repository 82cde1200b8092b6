import type { ReportTicketRow, TicketStatus } from '@chatdesk/contracts';
import { minutesOf } from '../dashboard/insight-scope';
import type { ReportRecord } from './reports.repository';

/** Spec 2 §3 Report ticket row from its record: support time in minutes, none without a closed attendance. */
export const reportRowOf = (record: ReportRecord): ReportTicketRow => ({
  id: record.id,
  uuid: record.uuid,
  whatsappName: record.whatsappName,
  contactName: record.contactName,
  userName: record.userName,
  queueName: record.queueName,
  status: record.status as TicketStatus,
  lastMessage: record.lastMessage,
  createdAt: record.createdAt,
  closedAt: record.closedAt,
  supportTime: record.supportSeconds === null ? null : minutesOf(record.supportSeconds),
  NPS: record.NPS,
});
