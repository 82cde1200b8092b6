import type { todolistPt } from './pt';

export const todolistEn: typeof todolistPt = {
  title: 'Tasks',
  newTask: 'New task',
  add: 'Add',
  save: 'Save',
  cancel: 'Cancel',
  empty: 'No tasks',
  edit: 'Edit task',
  delete: 'Delete task',
  created: 'Created on {{date}}',
  updated: 'Updated on {{date}}',
};
