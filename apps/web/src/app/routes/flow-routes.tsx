import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../components/require-permission';
import { FlowEditorPage } from '../../features/flow-builder';
import { FlowSelect, FlowsPage } from '../../features/flow-builder/list';
import { PhraseCampaignsPage } from '../../features/phrase-campaigns';

/** Spec 3 §2 Flow list, Flow editor and Phrase campaigns. */
export const flowRoutes: RouteObject[] = [
  {
    // Spec 1 §2: the flow builder is an admin's (a profile user gets the 403 page); the editor is /flowbuilder/{id}.
    element: <RequirePermission permission="flows:manage" />,
    children: [
      { path: '/flowbuilders', element: <FlowsPage /> },
      { path: '/flowbuilder/:id?', element: <FlowEditorPage /> },
    ],
  },
  {
    // Spec 1 §2: phrase flows sit in the campaigns group (admin); the page checks useCampaigns.
    element: <RequirePermission permission="campaigns:manage" />,
    children: [{ path: '/phrase-lists', element: <PhraseCampaignsPage FlowSelect={FlowSelect} /> }],
  },
];
