import { can } from '@chatdesk/contracts';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import type { TicketAudience } from '../tickets/ticket-audience';

/**
 * The real-time panel's room (`joinMoments`): only a user who may open the panel (admin, or
 * allowRealTime) enters it and hears the company's presence changes there. The user's flags come
 * from the ticket events' cached audience, dropped whenever a user changes.
 */
export function allowMomentsRoom(
  realtime: Pick<RealtimeGateway, 'setJoinPolicy'>,
  audience: Pick<TicketAudience, 'viewer'>,
): void {
  realtime.setJoinPolicy('moments', async (auth) => {
    const viewer = await audience.viewer(auth.companyId, auth.userId);
    return !!viewer && can(viewer.subject, 'attendance-panel:view');
  });
}
