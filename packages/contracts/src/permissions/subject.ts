/** A user flag as stored: spec 1 §3 and spec 2 §3 (only 'enabled' turns a flag on). */
export type FlagToggle = 'enabled' | 'disabled';

/** The user as the permission rules need it; a users row or the session user fits structurally. */
export interface PermissionSubject {
  profile: 'admin' | 'user';
  /** The platform operator (spec 1 §6 "super flag"). */
  isSuper: boolean;
  allTicket: FlagToggle;
  allHistoric: FlagToggle;
  allUserChat: FlagToggle;
  userClosePendingTicket: FlagToggle;
  showDashboard: FlagToggle;
  allowRealTime: FlagToggle;
  allowConnections: FlagToggle;
  allowGroup: boolean;
}

/** The plan feature flags of spec 2 §3 Plan. */
export const planFeatures = [
  'useWhatsapp',
  'useFacebook',
  'useInstagram',
  'useCampaigns',
  'useSchedules',
  'useInternalChat',
  'useExternalApi',
  'useKanban',
  'useOpenAi',
  'useIntegrations',
] as const;
export type PlanFeature = (typeof planFeatures)[number];
export type PlanFlags = Record<PlanFeature, boolean>;

/** The company as the menu needs it. A company without a plan has no plan feature. */
export interface CompanyAccess {
  id: number;
  /** ISO string (JSON) or Date; null means no due date was ever set. */
  dueDate: Date | string | null;
  plan: PlanFlags | null;
  helpsExist: boolean;
  hasUnreadChats: boolean;
  connectionsNeedAttention: boolean;
}

export const isOn = (toggle: FlagToggle): boolean => toggle === 'enabled';

/** Profile admin; the super user is treated as admin everywhere. */
export const hasAdminRole = (subject: Pick<PermissionSubject, 'profile' | 'isSuper'>): boolean =>
  subject.isSuper || subject.profile === 'admin';

export const planAllows = (company: Pick<CompanyAccess, 'plan'>, feature: PlanFeature): boolean =>
  company.plan?.[feature] === true;
