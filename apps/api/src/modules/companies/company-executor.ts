import { AppError } from '@chatdesk/contracts';
import type { Executor } from '../../platform/db/database';
import type { CompaniesCaller, CompaniesDeps } from './companies.deps';

/**
 * Where a read or write of company `id` runs: the super user's on the system executor (any
 * company), anyone else's on their own tenant executor, and another company's id is missing
 * (404, never 403), so ids of other companies cannot be probed.
 */
export function companyExecutor(deps: CompaniesDeps, caller: CompaniesCaller, id: number): Executor {
  if (caller.isSuper) return deps.db.system;
  if (id !== caller.companyId) throw new AppError('ERR_NO_COMPANY_FOUND');
  return deps.db.tenant(id);
}
