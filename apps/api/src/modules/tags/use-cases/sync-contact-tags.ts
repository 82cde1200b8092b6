import { AppError, type ContactDetailAnswer, type TagAnswer, type TagsSync } from '@chatdesk/contracts';
import { loadContactDetail } from '../../contacts/contact-answer';
import { lockContact } from '../../contacts/contacts.repository';
import { randomTagColor } from '../tag-rules';
import type { TagCaller, TagsDeps } from '../tags.deps';
import { findCompanyTagIds, findOrCreateContactTags, replaceContactTags } from '../tags.repository';

/**
 * POST /tags/sync: the contact ends up carrying exactly the tags listed. Tags by id must be the
 * company's (a foreign or unknown id answers 404 ERR_NOT_FOUND and changes nothing: foreign keys
 * ignore row-level security, so this check is what keeps another company's tag off the contact);
 * tags by name are found, or created as contact tags (kanban 0) with a random colour.
 */
export async function syncContactTags(deps: TagsDeps, caller: TagCaller, input: TagsSync): Promise<TagAnswer[]> {
  const { companyId } = caller;
  const ids = [...new Set(input.tags.flatMap((tag) => ('id' in tag ? [tag.id] : [])))];
  const names = [...new Set(input.tags.flatMap((tag) => ('name' in tag ? [tag.name] : [])))];
  const contact: ContactDetailAnswer = await deps.db.tenant(companyId).transaction(async (tx) => {
    if (!(await lockContact(tx, companyId, input.contactId))) throw new AppError('ERR_NO_CONTACT_FOUND');
    const known = await findCompanyTagIds(tx, companyId, ids);
    if (known.length !== ids.length) throw new AppError('ERR_NOT_FOUND');
    const named = await findOrCreateContactTags(tx, companyId, names, randomTagColor);
    await replaceContactTags(tx, companyId, input.contactId, [...known, ...named]);
    return loadContactDetail(tx, companyId, input.contactId);
  });
  deps.events.publish({ type: 'contact.updated', companyId, contact });
  return contact.tags;
}
