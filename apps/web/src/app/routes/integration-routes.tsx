import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../components/require-permission';
import { FlowSelect } from '../../features/flow-builder/list';
import { PromptsPage } from '../../features/prompts';
import { QueueIntegrationsPage } from '../../features/queue-integrations';

/**
 * Spec 3 §2 AI prompts and Queue integrations: admins (a profile user gets the no-access view, spec 3
 * §6); each page checks its plan flag (useOpenAi, useIntegrations) and sends a plan without it home.
 */
export const integrationRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission="queue-integrations:manage" />,
    children: [{ path: '/queue-integration', element: <QueueIntegrationsPage FlowSelect={FlowSelect} /> }],
  },
  {
    element: <RequirePermission permission="prompts:manage" />,
    children: [{ path: '/prompts', element: <PromptsPage /> }],
  },
];
