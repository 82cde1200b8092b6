import type { Company } from '@chatdesk/contracts';
import type { CompaniesDeps } from '../companies.deps';
import { listAllCompanies } from '../companies.repository';
import { toCompanyAnswer } from '../company-answer';
import { refreshFolderStats } from './refresh-folder-stats';

/** GET /companies/list (super user): every company with its plan, by id — the companies table. */
export async function listCompanies(deps: CompaniesDeps): Promise<Company[]> {
  const rows = await deps.db.system.transaction(listAllCompanies);
  return (await refreshFolderStats(deps, rows)).map(toCompanyAnswer);
}
