import { AppError, normalizeContactNumber } from '@chatdesk/contracts';
import type { ContactCaller, ContactsDeps } from '../contacts.deps';
import { findContactByNumber } from '../contacts.repository';

/**
 * GET /contacts/profile/{number}: which contact of the company has this number (typed with or
 * without punctuation), and its picture. None answers 404 ERR_NO_CONTACT_FOUND.
 */
export async function getContactProfile(
  deps: ContactsDeps,
  caller: ContactCaller,
  number: string,
): Promise<{ contactId: number; urlPicture: string | null }> {
  const { companyId } = caller;
  const digits = normalizeContactNumber('whatsapp', number);
  const row = await deps.db.tenant(companyId).transaction(async (tx) => {
    return (
      (await findContactByNumber(tx, companyId, number.trim())) ??
      (digits.length > 0 ? await findContactByNumber(tx, companyId, digits) : null)
    );
  });
  if (!row) throw new AppError('ERR_NO_CONTACT_FOUND');
  return { contactId: row.id, urlPicture: row.urlPicture };
}
