import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../components/require-permission';
import { ContactListItemsPage, ContactListsPage } from '../../features/contact-lists';
import { FileListsPage } from '../../features/file-lists';
import { CompaniesTab, HelpsTab, PixCertificateTab, PlansTab, WhiteLabelTab } from '../../features/platform-admin';
import { QueuesPage, ScheduleForm } from '../../features/queues';
import { type SettingsExtraTab, SettingsPage } from '../../features/settings';
import { UsersPage } from '../../features/users';

/**
 * Spec 2 §2: the super user's tabs on the settings page. The white-label tab carries the global
 * section (userCreation, downloadLimit, payment credentials) too.
 */
const superUserSettingsTabs: SettingsExtraTab[] = [
  { id: 'companies', permission: 'companies:manage', element: <CompaniesTab /> },
  { id: 'plans', permission: 'plans:manage', element: <PlansTab /> },
  { id: 'helps', permission: 'helps:manage', element: <HelpsTab /> },
  { id: 'whitelabel', permission: 'white-label:manage', element: <WhiteLabelTab /> },
  { id: 'pixCertificate', permission: 'pix-certificate:manage', element: <PixCertificateTab /> },
];

/**
 * Company administration pages (users, queues, file lists, settings), inside the signed-in shell. Profile
 * users get the 403 page (spec 2 §6). The settings page borrows the queues area's weekday
 * editor for the company hours: features never import each other, this layer composes them.
 */
export const adminRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission="users:manage" />,
    children: [{ path: '/users', element: <UsersPage /> }],
  },
  {
    element: <RequirePermission permission="queues:manage" />,
    children: [{ path: '/queues', element: <QueuesPage /> }],
  },
  {
    element: <RequirePermission permission="file-lists:manage" />,
    children: [{ path: '/files', element: <FileListsPage /> }],
  },
  {
    // Spec 3 §2/§6 Contact lists: admins (a profile user sees the no-access view); the pages check useCampaigns.
    element: <RequirePermission permission="contact-lists:manage" />,
    children: [
      { path: '/contact-lists', element: <ContactListsPage /> },
      { path: '/contact-lists/:contactListId/contacts', element: <ContactListItemsPage /> },
    ],
  },
  {
    element: <RequirePermission permission="settings:manage" />,
    children: [
      {
        path: '/settings',
        element: <SettingsPage ScheduleForm={ScheduleForm} extraTabs={superUserSettingsTabs} />,
      },
    ],
  },
];
