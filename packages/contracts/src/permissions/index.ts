export {
  connectionNeedsAttention,
  connectionStatusesNeedingAttention,
  type MenuBadge,
  type MenuGroup,
  type MenuItem,
  type MenuItemId,
  menuEntries,
  visibleMenuItems,
} from './menu';
export {
  can,
  canIgnorePendingTicket,
  canSeeGroups,
  canSeeTicketsWithoutQueue,
  dashboardBlocked,
  hidesContactNumbers,
  isPermission,
  type Permission,
  permissions,
} from './rules';
export {
  type CompanyAccess,
  type FlagToggle,
  hasAdminRole,
  type PermissionSubject,
  type PlanFeature,
  type PlanFlags,
  planAllows,
  planFeatures,
} from './subject';
export {
  neverExpiringCompanyId,
  type SubscriptionState,
  subscriptionState,
  subscriptionWarningDays,
} from './subscription';
export { canDeleteTicketNote } from './ticket-notes';
export { canSeeTicket, isInOwnScope, type TicketViewer, type VisibleTicketFields } from './ticket-visibility';
