import type {
  ContactListImportProgress,
  ContactListImportUpload,
  ContactListItemRecord,
  ContactListRecord,
} from '@chatdesk/contracts';

/**
 * Domain events of contact lists and their items, published after the write commits; the realtime
 * layer turns them into `company-{id}-ContactList` and `company-{id}-ContactListItem` (spec 3 §7).
 */
declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'contactList.saved': { companyId: number; action: 'create' | 'update'; record: ContactListRecord };
    'contactList.deleted': { companyId: number; id: number };
    'contactListItem.saved': { companyId: number; action: 'create' | 'update'; record: ContactListItemRecord };
    'contactListItem.deleted': { companyId: number; id: number; contactListId: number };
    /** Many items changed at once (an import): clients refetch the list's items. */
    'contactListItem.reload': { companyId: number; contactListId: number };
    /** An upload's bytes received (throttled), as `import-upload` carries them. */
    'contactListItem.importUpload': { companyId: number; upload: Omit<ContactListImportUpload, 'action'> };
    /** An upload's progress (throttled), as `import-progress` carries it. */
    'contactListItem.importProgress': { companyId: number; progress: Omit<ContactListImportProgress, 'action'> };
  }
}
