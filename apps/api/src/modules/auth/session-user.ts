import type { Tx } from '../../platform/db/database';
import { readCompanySettings, toCompanieSettingsList } from '../companies/company-settings.repository';
import { toPublicPlanAnswer } from '../plans/plan-answer';
import { findQueueRefsOfUser } from '../queues/user-queues.repository';
import { findSessionUserRow } from './auth.repository';
import type { SessionUser } from './auth.schemas';

/** Builds the `user` of the login, refresh and me answers; null when the user no longer exists. */
export async function loadSessionUser(tx: Tx, userId: number): Promise<SessionUser | null> {
  const row = await findSessionUserRow(tx, userId);
  if (!row) return null;
  const { user, company, plan } = row;
  const companySettings = await readCompanySettings(tx, company.id);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profile: user.profile,
    super: user.isSuper,
    companyId: user.companyId,
    profileImage: user.profileImage,
    startWork: user.startWork,
    endWork: user.endWork,
    farewellMessage: user.farewellMessage,
    allTicket: user.allTicket,
    allowGroup: user.allowGroup,
    defaultTheme: user.defaultTheme,
    defaultMenu: user.defaultMenu,
    allHistoric: user.allHistoric,
    allUserChat: user.allUserChat,
    userClosePendingTicket: user.userClosePendingTicket,
    showDashboard: user.showDashboard,
    allowRealTime: user.allowRealTime,
    allowConnections: user.allowConnections,
    whatsappId: user.whatsappId,
    defaultTicketsManagerWidth: user.defaultTicketsManagerWidth,
    queues: await findQueueRefsOfUser(tx, user.id),
    company: {
      id: company.id,
      name: company.name,
      dueDate: company.dueDate ? company.dueDate.toISOString() : null,
      timezone: company.timezone,
      email: company.email,
      recurrence: company.recurrence,
      plan: plan && toPublicPlanAnswer(plan),
      companieSettings: toCompanieSettingsList(companySettings),
    },
  };
}
