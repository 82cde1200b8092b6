import { hidesContactNumbers } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import { userQueues, users } from '../../db/schema';
import { permissionColumns } from '../../platform/auth/require-permission';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import { readCompanySettings } from '../companies/company-settings.repository';
import { lgpdOf } from '../contacts/contact-answer';
import '../queues/queues.events';
import type { ViewingUser } from './ticket-viewer';
import '../settings/settings.events';
import '../users/users.events';

/** A user of the company as ticket events see them, as ticket routes see their caller. */
export type Recipient = ViewingUser;

/**
 * Every user of a company with their flags and queues, for per-user delivery of ticket and
 * message events and for ticket room joins. Kept briefly per company (events come in bursts)
 * and dropped as soon as a user, queue or company option changes on this process; `ttlMs`
 * bounds how long a change made through another process can go unseen here.
 */
export function createTicketAudience(db: Database, events: DomainEvents, options: { ttlMs?: number } = {}) {
  const ttlMs = options.ttlMs ?? 10_000;
  const cache = new Map<number, { at: number; recipients: Promise<Recipient[]> }>();
  const forget = ({ companyId }: { companyId: number }) => void cache.delete(companyId);
  const unsubscribes = [
    events.subscribe('user.created', forget),
    events.subscribe('user.updated', forget),
    events.subscribe('user.deleted', forget),
    events.subscribe('queue.created', forget),
    events.subscribe('queue.updated', forget),
    events.subscribe('queue.deleted', forget),
    events.subscribe('company-settings.updated', forget),
  ];

  const load = (companyId: number) =>
    db.tenant(companyId).transaction(async (tx): Promise<Recipient[]> => {
      const rows = await tx
        .select({ userId: users.id, ...permissionColumns })
        .from(users)
        .where(eq(users.companyId, companyId));
      const links = await tx
        .select({ userId: userQueues.userId, queueId: userQueues.queueId })
        .from(userQueues)
        .where(eq(userQueues.companyId, companyId));
      const settings = await readCompanySettings(tx, companyId);
      const lgpd = lgpdOf(settings);
      return rows.map(({ userId, ...subject }) => ({
        userId,
        subject,
        queueIds: links.filter((link) => link.userId === userId).map((link) => link.queueId),
        hidesNumbers: hidesContactNumbers(subject, lgpd),
      }));
    });

  return {
    async of(companyId: number): Promise<Recipient[]> {
      const cached = cache.get(companyId);
      if (cached && Date.now() - cached.at < ttlMs) return cached.recipients;
      const recipients = load(companyId);
      cache.set(companyId, { at: Date.now(), recipients });
      // A failed load must not stay cached.
      recipients.catch(() => cache.delete(companyId));
      return recipients;
    },
    async viewer(companyId: number, userId: number): Promise<Recipient | undefined> {
      return (await this.of(companyId)).find((recipient) => recipient.userId === userId);
    },
    close() {
      for (const unsubscribe of unsubscribes) unsubscribe();
      cache.clear();
    },
  };
}
export type TicketAudience = ReturnType<typeof createTicketAudience>;

/**
 * Per-user delivery: `event` goes to each user of the company for whom `payloadFor` makes a
 * payload (undefined skips them), through their `user:{id}` room, so that what each receives can
 * depend on who they are (visibility, LGPD masking) instead of one company-wide broadcast.
 */
export async function emitToEachRecipient(
  realtime: Pick<RealtimeGateway, 'emitToUsers'>,
  audience: Pick<TicketAudience, 'of'>,
  companyId: number,
  event: Parameters<RealtimeGateway['emitToUsers']>[2],
  payloadFor: (recipient: Recipient) => unknown,
): Promise<void> {
  // Recipients mostly share a few payloads (masked or not, visible or gone): one emit per distinct
  // payload keeps the cluster adapter's traffic per event small, however many users a company has.
  // Serialized once per distinct payload object: callers that hand the same object to many
  // recipients (the forwarders build one per view) pay one JSON.stringify, not one per user.
  const keys = new Map<unknown, string>();
  const keyOf = (payload: unknown) => {
    let key = keys.get(payload);
    if (key === undefined) {
      key = JSON.stringify(payload);
      keys.set(payload, key);
    }
    return key;
  };
  const groups = new Map<string, { payload: unknown; userIds: number[] }>();
  for (const recipient of await audience.of(companyId)) {
    const payload = payloadFor(recipient);
    if (payload === undefined) continue;
    const key = keyOf(payload);
    const group = groups.get(key) ?? { payload, userIds: [] };
    group.userIds.push(recipient.userId);
    groups.set(key, group);
  }
  for (const { payload, userIds } of groups.values()) realtime.emitToUsers(companyId, userIds, event, payload);
}
