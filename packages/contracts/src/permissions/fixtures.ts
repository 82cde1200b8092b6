import type { CompanyAccess, PermissionSubject, PlanFlags } from './subject';

/** Test fixtures (not exported from the package). */
export const plainUser: PermissionSubject = {
  profile: 'user',
  isSuper: false,
  allTicket: 'disabled',
  allHistoric: 'disabled',
  allUserChat: 'disabled',
  userClosePendingTicket: 'disabled',
  showDashboard: 'disabled',
  allowRealTime: 'disabled',
  allowConnections: 'disabled',
  allowGroup: false,
};
export const user = (over: Partial<PermissionSubject> = {}): PermissionSubject => ({ ...plainUser, ...over });
export const admin = (over: Partial<PermissionSubject> = {}): PermissionSubject => user({ profile: 'admin', ...over });
export const superUser = (over: Partial<PermissionSubject> = {}): PermissionSubject =>
  user({ profile: 'admin', isSuper: true, ...over });

export const toggles = [
  'allTicket',
  'allHistoric',
  'allUserChat',
  'userClosePendingTicket',
  'showDashboard',
  'allowRealTime',
  'allowConnections',
] as const;

export const fullPlan: PlanFlags = {
  useWhatsapp: true,
  useFacebook: true,
  useInstagram: true,
  useCampaigns: true,
  useSchedules: true,
  useInternalChat: true,
  useExternalApi: true,
  useKanban: true,
  useOpenAi: true,
  useIntegrations: true,
};

export const now = new Date('2025-06-15T12:00:00.000Z');
export const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

export const company = (over: Partial<CompanyAccess> = {}): CompanyAccess => ({
  id: 2,
  dueDate: inDays(30),
  plan: fullPlan,
  helpsExist: true,
  hasUnreadChats: false,
  connectionsNeedAttention: false,
  ...over,
});
