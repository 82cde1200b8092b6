import type { phraseCampaignsPt } from './pt';

export const phraseCampaignsEn: typeof phraseCampaignsPt = {
  title: 'Campaigns',
  add: 'Campaign',
  empty: 'No phrase campaigns yet.',
  loadError: 'The list of records could not be loaded',
  noPermission: 'This company is not allowed to access this page! Redirecting you.',
  table: {
    name: 'Name',
    status: 'Status',
    active: 'Active',
    inactive: 'Disabled',
    actions: 'Actions',
  },
  actions: {
    edit: 'Edit',
    delete: 'Delete',
  },
  dialog: {
    addTitle: 'New phrase-triggered flow campaign',
    editTitle: 'Edit phrase-triggered flow campaign',
    name: 'Name',
    flow: 'Flow',
    whatsapp: 'Connection',
    allConnections: 'All connections',
    whatsappHint: 'With no connection chosen, the phrase works on every connection.',
    phrase: 'Phrase',
    phraseHint:
      'Starts the flow when the message is the phrase or contains it as whole words; case and accents do not matter.',
    status: 'Active',
    cancel: 'Cancel',
    add: 'Add',
    save: 'Save',
  },
  validation: {
    nameRequired: 'Enter a name!',
    nameTooShort: 'Too short!',
    nameTooLong: 'Too long!',
    required: 'Required',
  },
  confirmDelete: {
    title: 'Delete campaign?',
    message: 'The campaign {{name}} will be deleted and the phrase will no longer start the flow.',
    confirm: 'Delete',
    cancel: 'Cancel',
  },
  toasts: {
    created: 'Phrase created successfully!',
    updated: 'Phrase changed successfully!',
    deleted: 'Phrase deleted',
  },
};
