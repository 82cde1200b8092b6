import {
  type ContactDetailAnswer,
  type ContactUpdate,
  contactNumberIssue,
  normalizeContactNumber,
} from '@chatdesk/contracts';
import { bodyFieldError } from '../../../platform/errors/body-field-error';
import { changeContact } from '../contact-change';
import type { ContactCaller, ContactsDeps } from '../contacts.deps';
import { type ContactPatch, replaceExtraInfo } from '../contacts.repository';

/**
 * PUT /contacts/{id} (any user of the company): the fields sent change, extraInfo (when sent)
 * replaces the list. The number is normalized for the contact's channel. A caller who sees
 * numbers masked gets the masked form back in the form: sending it again keeps the stored
 * number instead of overwriting it with asterisks.
 */
export async function updateContact(
  deps: ContactsDeps,
  caller: ContactCaller,
  contactId: number,
  input: ContactUpdate,
): Promise<ContactDetailAnswer> {
  return changeContact(deps, caller, contactId, async (tx, current, view) => {
    const { extraInfo, number, ...fields } = input;
    const patch: ContactPatch = { ...fields };
    if (number !== undefined && number !== view(current.number, current.isGroup)) {
      const normalized = normalizeContactNumber(current.channel, number);
      const issue = contactNumberIssue(normalized);
      if (issue) throw bodyFieldError('number', issue);
      patch.number = normalized;
    }
    if (extraInfo) await replaceExtraInfo(tx, caller.companyId, contactId, extraInfo);
    return patch;
  });
}
