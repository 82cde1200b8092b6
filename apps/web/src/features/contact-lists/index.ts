export { ContactListItemsPage } from './components/contact-list-items-page';
export { ContactListsPage } from './components/contact-lists-page';
