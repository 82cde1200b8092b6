import { AppError, type CompanyPlan } from '@chatdesk/contracts';
import type { CompaniesCaller, CompaniesDeps } from '../companies.deps';
import { findPlanOfCompany } from '../companies.repository';
import { companyExecutor } from '../company-executor';

/** GET /companies/listPlan/{id}: the company's plan flags (menu and plan-gated pages); own company unless super. */
export async function getCompanyPlan(deps: CompaniesDeps, caller: CompaniesCaller, id: number): Promise<CompanyPlan> {
  const row = await companyExecutor(deps, caller, id).transaction((tx) => findPlanOfCompany(tx, id));
  if (!row) throw new AppError('ERR_NO_COMPANY_FOUND');
  const { plan } = row;
  return {
    id: row.id,
    name: row.name,
    plan: plan && {
      id: plan.id,
      name: plan.name,
      amount: plan.amount,
      users: plan.users,
      connections: plan.connections,
      queues: plan.queues,
      useWhatsapp: plan.useWhatsapp,
      useFacebook: plan.useFacebook,
      useInstagram: plan.useInstagram,
      useCampaigns: plan.useCampaigns,
      useSchedules: plan.useSchedules,
      useInternalChat: plan.useInternalChat,
      useExternalApi: plan.useExternalApi,
      useKanban: plan.useKanban,
      useOpenAi: plan.useOpenAi,
      useIntegrations: plan.useIntegrations,
    },
  };
}
