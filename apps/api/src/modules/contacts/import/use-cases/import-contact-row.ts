import { AppError, type ContactImportOneAnswer, type ContactImportRow } from '@chatdesk/contracts';
import { bodyFieldError } from '../../../../platform/errors/body-field-error';
import type { ContactCaller, ContactsDeps } from '../../contacts.deps';
import { classifyImportRow } from '../contact-import-rules';
import { importContactRows } from './import-contact-rows';

/**
 * POST /contactsImport (spec 2 §7): one row, as a client walking a sheet row by row sends it.
 * Same rules as the batch; a failing row answers 400 naming its field, so that client can count it.
 */
export async function importContactRow(
  deps: ContactsDeps,
  caller: ContactCaller,
  row: ContactImportRow,
): Promise<ContactImportOneAnswer> {
  const classified = classifyImportRow(row);
  if (classified.outcome === 'failed') throw bodyFieldError(classified.field, classified.message);
  if (classified.outcome === 'ignored') return { outcome: 'ignored', contactId: null };
  const { created, failed, contactIds } = await importContactRows(deps, caller, [row]);
  // A valid row the database still refused is not the sender's fault.
  if (failed > 0) throw new AppError('ERR_INTERNAL');
  return { outcome: created > 0 ? 'created' : 'updated', contactId: contactIds[0] ?? null };
}
