import { type ConnectionAdminOptionsAnswer, scheduleTypes } from '@chatdesk/contracts';
import { asc, eq } from 'drizzle-orm';
import { queues } from '../../../db/schema';
import { readCompanySettings } from '../../companies/company-settings.repository';
import type { ConnectionCaller, ConnectionsDeps } from '../connections.deps';
import { inCompanyOf } from './admin-session-actions';

/**
 * GET /whatsapp-admin/{id}/options: the choices of the connection modal on another company's
 * connection — that company's queues, and the options its rules read (scheduleType shows the
 * schedules tab, userRating makes the rating texts required). The super user's own company lists
 * would offer queues the save then refuses.
 */
export async function getConnectionOptionsAsSuper(
  deps: Pick<ConnectionsDeps, 'db'>,
  caller: ConnectionCaller,
  connectionId: number,
): Promise<ConnectionAdminOptionsAnswer> {
  const { companyId } = await inCompanyOf(deps, caller, connectionId);
  return deps.db.tenant(companyId).transaction(async (tx) => {
    const settings = await readCompanySettings(tx, companyId);
    const scheduleType = scheduleTypes.find((type) => type === settings.scheduleType) ?? 'disabled';
    return {
      queues: await tx
        .select({ id: queues.id, name: queues.name, color: queues.color })
        .from(queues)
        .where(eq(queues.companyId, companyId))
        .orderBy(asc(queues.name)),
      scheduleType,
      userRating: settings.userRating === 'enabled',
    };
  });
}
