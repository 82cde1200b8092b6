/**
 * Super-user administration. The settings page composes the four tabs (companies, plans, helps,
 * white-label with the global section); the pages are the same tabs standing alone.
 */
export { CompaniesTab } from './components/companies-tab';
export { HelpsTab } from './components/helps-tab';
export { PixCertificateTab } from './components/pix-certificate-tab';
export { PlansTab } from './components/plans-tab';
export { CompaniesPage, HelpsAdminPage, PlansPage } from './components/platform-admin-pages';
export { WhiteLabelTab } from './components/white-label-tab';
