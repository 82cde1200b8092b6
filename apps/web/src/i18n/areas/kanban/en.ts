import type { kanbanPt } from './pt';

export const kanbanEn: typeof kanbanPt = {
  title: 'Kanban',
  defaultLane: 'Open',
  startDate: 'Start date',
  endDate: 'End date',
  search: 'Search',
  addColumns: '+ Add columns',
  viewTicket: 'View ticket',
  ticketNumber: 'Ticket #{{id}}',
  count: '{{count}} tickets',
  countMore: 'more than {{count}} tickets',
  empty: 'No tickets',
  loadingMore: 'Loading more tickets…',
  tagRemoved: 'Ticket tag removed!',
  tagAdded: 'Ticket tag added!',
  noPermission: 'This company is not allowed to access this page! Redirecting you.',
  loadError: 'Could not load the list of records',
  invalidRange: 'The start date must come before the end date',
  columnLabel: 'Column {{name}}',
  dragHint:
    'To move a ticket with the keyboard, focus the card and press space; use the left and right arrows to choose the column and space to drop it, or Esc to cancel.',
  announcements: {
    picked: 'Picked up ticket {{ticket}} in column {{lane}}.',
    over: 'Ticket {{ticket}} is over column {{lane}}.',
    dropped: 'Dropped ticket {{ticket}} in column {{lane}}.',
    cancelled: 'Moving ticket {{ticket}} was cancelled.',
  },
};
