import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../components/require-permission';
import { FlowEditorPage } from '../../features/flow-builder';

/** Spec 3 §2 Flow list, Flow editor and Phrase campaigns. */
export const flowRoutes: RouteObject[] = [
  {
    // Spec 3 §2 Flow editor: /flowbuilder/{id}, for holders of flows:manage (others see the no-access view).
    element: <RequirePermission permission="flows:manage" />,
    children: [{ path: '/flowbuilder/:id?', element: <FlowEditorPage /> }],
  },
];
