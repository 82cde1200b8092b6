export { ContactImportPage } from './components/contact-import-page';
export { ContactModal, type ContactModalProps } from './components/contact-modal';
export { ContactsPage } from './components/contacts-page';
