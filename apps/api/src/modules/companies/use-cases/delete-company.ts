import { rm } from 'node:fs/promises';
import path from 'node:path';
import { AppError, neverExpiringCompanyId } from '@chatdesk/contracts';
import type { CompaniesDeps } from '../companies.deps';
import { deleteCompanyRow } from '../companies.repository';

/**
 * DELETE /companies/{id} (super user). Company 1 is the platform's own and is never deleted.
 * Every tenant row goes with the company (foreign keys cascade); its media folder is removed
 * after the commit, best effort (a leftover folder costs disk, not correctness).
 */
export async function deleteCompany(deps: CompaniesDeps, id: number): Promise<void> {
  if (id === neverExpiringCompanyId) throw new AppError('ERR_PLATFORM_COMPANY_PROTECTED');
  const deleted = await deps.db.system.transaction((tx) => deleteCompanyRow(tx, id));
  if (!deleted) throw new AppError('ERR_NO_COMPANY_FOUND');
  deps.subscriptions.forget(id);
  await rm(path.join(deps.storage.root, String(id)), { recursive: true, force: true }).catch((error: unknown) =>
    deps.logger.warn({ err: error, companyId: id }, 'media folder of a deleted company not removed'),
  );
  deps.events.publish({ type: 'company.deleted', companyId: id });
}
