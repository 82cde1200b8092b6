import { AppError } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { findConnection } from '../connections/connections.repository';

/**
 * A user's default connection (whatsappId) must be one of the company's: the column has no
 * foreign key, so an unknown id, or another company's, answers ERR_NO_WAPP_FOUND (404) instead
 * of being stored. null clears it.
 */
export async function assertCompanyConnection(tx: Tx, companyId: number, whatsappId: number | null | undefined) {
  if (whatsappId === null || whatsappId === undefined) return;
  if (!(await findConnection(tx, companyId, whatsappId))) throw new AppError('ERR_NO_WAPP_FOUND');
}
