import type { ContactOption, ContactOptionsQuery } from '@chatdesk/contracts';
import { hidesNumbersFor, numberView, toContactOption } from '../contact-answer';
import type { ContactCaller, ContactsDeps } from '../contacts.deps';
import { findContactOptions } from '../contacts.repository';

/** GET /contacts/list: every contact of the company (or those matching), light rows for pickers. */
export async function listContactOptions(
  deps: ContactsDeps,
  caller: ContactCaller,
  query: ContactOptionsQuery,
): Promise<ContactOption[]> {
  const { companyId } = caller;
  return deps.db.tenant(companyId).transaction(async (tx) => {
    const hidesNumbers = await hidesNumbersFor(tx, companyId, caller.subject);
    const view = numberView(hidesNumbers);
    const rows = await findContactOptions(tx, companyId, query.searchParam, { numbers: !hidesNumbers });
    return rows.map((row) => toContactOption(row, view));
  });
}
