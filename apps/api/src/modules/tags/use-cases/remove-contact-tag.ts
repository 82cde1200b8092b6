import { AppError, type ContactDetailAnswer, type TagRecordAnswer } from '@chatdesk/contracts';
import { loadContactDetail } from '../../contacts/contact-answer';
import { lockContact } from '../../contacts/contacts.repository';
import type { TagCaller, TagsDeps } from '../tags.deps';
import { deleteContactTag, findTagRecord } from '../tags.repository';

/**
 * DELETE /tags-contacts/{tagId}/{contactId}: takes the tag off the contact. Another company's tag
 * or contact, or a contact without the tag, is missing (404). The contact and the tag's count
 * change live.
 */
export async function removeContactTag(
  deps: TagsDeps,
  caller: TagCaller,
  tagId: number,
  contactId: number,
): Promise<void> {
  const { companyId } = caller;
  const { contact, tag } = await deps.db.tenant(companyId).transaction(async (tx) => {
    if (!(await lockContact(tx, companyId, contactId))) throw new AppError('ERR_NO_CONTACT_FOUND');
    if (!(await deleteContactTag(tx, companyId, tagId, contactId))) throw new AppError('ERR_NO_TAG_FOUND');
    const detail: ContactDetailAnswer = await loadContactDetail(tx, companyId, contactId);
    return { contact: detail, tag: (await findTagRecord(tx, companyId, tagId)) as TagRecordAnswer };
  });
  deps.events.publish({ type: 'contact.updated', companyId, contact });
  deps.events.publish({ type: 'tag.updated', companyId, tag });
}
