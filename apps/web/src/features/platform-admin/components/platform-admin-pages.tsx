import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompaniesTab } from './companies-tab';
import { HelpsTab } from './helps-tab';
import { PlansTab } from './plans-tab';

function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** /companies: the companies tab as a page of its own (the side menu's Empresas item). */
export function CompaniesPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('platform.companies.title')}>
      <CompaniesTab />
    </AdminPage>
  );
}

/** /plans-admin: the plans tab as a page of its own. */
export function PlansPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('platform.plans.title')}>
      <PlansTab />
    </AdminPage>
  );
}

/** /helps-admin: the help-videos tab as a page of its own (/helps is the grid every user sees). */
export function HelpsAdminPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('platform.helps.adminTitle')}>
      <HelpsTab />
    </AdminPage>
  );
}
