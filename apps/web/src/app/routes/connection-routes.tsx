import type { RouteObject } from 'react-router';
import { useUnreadChatsCount } from '../../features/chats';
import {
  AllConnectionsPage,
  type ConnectionSlots,
  ConnectionsPage,
  useConnectionsNeedAttention,
} from '../../features/connections';
import { FlowSelect } from '../../features/flow-builder/list';
import { ScheduleEditor } from '../../features/queues';
import { WebchatConnectionSettings } from '../../features/webchat';
import type { CompanyExtras } from '../../lib/permissions';

/**
 * The connection modal's parts owned by other areas: the queues area's weekday editor (schedules
 * tab), the web chat widget's settings and the flow builder's flow select (default-flow tab).
 * Features never import each other; this layer composes.
 */
const connectionSlots: ConnectionSlots = {
  ScheduleEditor,
  WebchatSettings: WebchatConnectionSettings,
  FlowSelect,
};

/**
 * /connections shows its own no-permission view (spec 2 §2), and /allConnections sends anyone but
 * the super user to /tickets, so neither sits behind RequirePermission.
 */
export const connectionRoutes: RouteObject[] = [
  { path: '/connections', element: <ConnectionsPage slots={connectionSlots} /> },
  { path: '/allConnections', element: <AllConnectionsPage slots={connectionSlots} /> },
];

/** The side menu's live badges (spec 1 §2): the connections badge, checked 2 s after changes; the internal chat's unread dot. */
export function useShellMenuBadges(): CompanyExtras {
  return { connectionsNeedAttention: useConnectionsNeedAttention(), hasUnreadChats: useUnreadChatsCount() > 0 };
}
