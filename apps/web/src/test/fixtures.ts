import { type PermissionSubject, type PlanFlags, planFeatures, type UserPermissionFlag } from '@chatdesk/contracts';
import type { SessionAnswer, SessionUser } from '../lib/session';

/** The signed-in user of the tests: Ana, admin of Acme, whose licence never runs out. */
export const sessionAnswer: SessionAnswer = {
  token: 'access-token',
  user: {
    id: 7,
    name: 'Ana',
    email: 'ana@example.com',
    profile: 'admin',
    super: false,
    companyId: 3,
    company: { id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z' },
    defaultTheme: 'light',
    defaultMenu: 'open',
  },
};

/** The session answer of that user with `user`'s changes. */
export const sessionAnswerFor = (user: Partial<SessionUser> = {}): SessionAnswer => ({
  ...sessionAnswer,
  user: { ...sessionAnswer.user, ...user },
});

/** A plan with every feature on. */
export const allPlanFeatures = Object.fromEntries(planFeatures.map((feature) => [feature, true])) as PlanFlags;

/** A plain user's permission toggles: the API's defaults (all off but closing pending tickets). */
export const defaultPermissions: Pick<PermissionSubject, UserPermissionFlag | 'allowGroup'> = {
  allTicket: 'disabled',
  allHistoric: 'disabled',
  allUserChat: 'disabled',
  userClosePendingTicket: 'enabled',
  showDashboard: 'disabled',
  allowRealTime: 'disabled',
  allowConnections: 'disabled',
  allowGroup: false,
};
