import type { flowListPt } from './pt';

export const flowListEn: typeof flowListPt = {
  title: 'Conversation flows',
  search: 'Search',
  searchPlaceholder: 'Search flows...',
  add: 'Add flow',
  empty: 'No flows yet.',
  loadError: 'The list of records could not be loaded',
  table: {
    name: 'Name',
    status: 'Status',
    actions: 'Actions',
  },
  status: {
    active: 'Active',
    inactive: 'Disabled',
  },
  actions: {
    menu: 'Actions: {{name}}',
    toggle: 'Flow active: {{name}}',
    rename: 'Edit name',
    edit: 'Edit flow',
    duplicate: 'Duplicate',
    delete: 'Delete',
  },
  dialog: {
    addTitle: 'Add flow',
    editTitle: 'Edit flow name',
    name: 'Name',
    cancel: 'Cancel',
    add: 'Add',
    save: 'Save',
  },
  confirmDelete: {
    title: 'Delete flow?',
    message: 'The flow {{name}} will be deleted. This cannot be undone.',
    confirm: 'Delete',
    cancel: 'Cancel',
  },
  confirmDuplicate: {
    title: 'Duplicate flow?',
    message: 'A copy of the flow {{name}} will be created, with all its steps.',
    confirm: 'Duplicate',
    cancel: 'Cancel',
  },
  toasts: {
    saved: 'Flow saved successfully',
    deleted: 'Flow deleted successfully',
    duplicated: 'Flow duplicated successfully',
  },
  validation: {
    nameRequired: 'Enter a name!',
    nameTooShort: 'Too short!',
    nameTooLong: 'Too long!',
  },
  select: {
    noOptions: 'No flows found',
    loading: 'Loading…',
    clear: 'Clear',
    open: 'Open',
    close: 'Close',
    unavailable: 'Unavailable flow (#{{id}})',
    unavailableHint: 'This flow no longer exists: choose another or clear the field.',
  },
};
