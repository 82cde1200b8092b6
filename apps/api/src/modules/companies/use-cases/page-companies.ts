import type { CompaniesPage } from '@chatdesk/contracts';
import type { CompaniesDeps } from '../companies.deps';
import { pageCompanies as pageCompanyRows } from '../companies.repository';
import { toCompanyAnswer } from '../company-answer';
import { refreshFolderStats } from './refresh-folder-stats';

export const companiesPageSize = 20;

/**
 * GET /companies and GET /companiesPlan (super user): pages of 20 by id, searched by company
 * name, e-mail or plan name; each row carries its plan's name and amount.
 */
export async function pageCompanies(
  deps: CompaniesDeps,
  query: { searchParam: string; pageNumber: number },
): Promise<CompaniesPage> {
  const offset = (query.pageNumber - 1) * companiesPageSize;
  const { rows, count } = await deps.db.system.transaction((tx) =>
    pageCompanyRows(tx, { search: query.searchParam, limit: companiesPageSize, offset }),
  );
  const companies = (await refreshFolderStats(deps, rows)).map(toCompanyAnswer);
  return { companies, count, hasMore: offset + rows.length < count };
}
