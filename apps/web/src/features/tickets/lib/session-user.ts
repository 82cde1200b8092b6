import { type PermissionSubject, ticketQueueAnswer } from '@chatdesk/contracts';
import { useMemo } from 'react';
import { z } from 'zod';
import { permissionSubjectOf } from '../../../lib/permissions';
import { type SessionUser, useSession } from '../../../lib/session';

export type QueueRef = z.infer<typeof ticketQueueAnswer>;

/** What the ticket screens read of the signed-in user beyond the strict session fields. */
export interface TicketUser {
  id: number;
  companyId: number;
  isAdmin: boolean;
  subject: PermissionSubject;
  queues: QueueRef[];
  /** The user's default connection, preselected in the new-ticket modal. */
  whatsappId: number | null;
  /** Company options by column name (companieSettings of the login answer). */
  setting: (column: string) => string | null;
}

const extraFields = z.object({
  queues: z.array(ticketQueueAnswer).catch([]),
  whatsappId: z.number().nullable().catch(null),
});
const companySettings = z.array(z.object({ key: z.string(), value: z.string() })).catch([]);

export function ticketUserOf(user: SessionUser): TicketUser {
  const extra = extraFields.parse({ queues: user.queues, whatsappId: user.whatsappId });
  const settings = companySettings.parse(user.company?.companieSettings);
  return {
    id: user.id,
    companyId: user.companyId,
    isAdmin: user.profile === 'admin',
    subject: permissionSubjectOf(user),
    queues: extra.queues,
    whatsappId: extra.whatsappId,
    setting: (column) => settings.find((entry) => entry.key === column)?.value ?? null,
  };
}

/** The signed-in user as the ticket screens read them; null while signed out. */
export function useTicketUser(): TicketUser | null {
  const { user } = useSession();
  return useMemo(() => (user ? ticketUserOf(user) : null), [user]);
}

/** 'enabled' / 'true' (boolean columns travel as either), everything else off. */
export const settingOn = (value: string | null) => value === 'enabled' || value === 'true';
