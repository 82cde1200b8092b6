import {
  AppError,
  type ContactAnswer,
  type ContactDetailAnswer,
  type ContactOption,
  companySettingDefaults,
  type FlagToggle,
  hasAdminRole,
  hidesContactNumbers,
  maskNumber,
  type PermissionSubject,
  type TagAnswer,
} from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { uniqueViolationOf } from '../../platform/db/database-errors';
import { readCompanySettings } from '../companies/company-settings.repository';
import { findTagsOfContacts } from '../tags/tags.repository';
import { type ContactRow, type ExtraInfoRow, findContact, findExtraInfo } from './contacts.repository';

/** How numbers leave the API for this caller: masked (LGPD, spec 2 §6) or as stored. Group ids are not personal data. */
export type NumberView = (number: string, isGroup: boolean) => string;
const asStored: NumberView = (number) => number;
const masked: NumberView = (number, isGroup) => (isGroup ? number : maskNumber(number));

/** Whether this caller sees masked numbers (LGPD); searches must then not match on numbers either. */
export async function hidesNumbersFor(tx: Tx, companyId: number, subject: PermissionSubject): Promise<boolean> {
  // The rule never hides numbers from admins: no need to read the settings for them.
  if (hasAdminRole(subject)) return false;
  return hidesContactNumbers(subject, lgpdOf(await readCompanySettings(tx, companyId)));
}

/**
 * The company's LGPD options as the masking rule reads them: stored as free text, only 'enabled' is
 * on; null (a company without a settings row) is the default.
 */
export function lgpdOf(settings: { enableLGPD: string | null; lgpdHideNumber: string | null }) {
  const toggle = (value: string | null, fallback: string): FlagToggle =>
    (value ?? fallback) === 'enabled' ? 'enabled' : 'disabled';
  return {
    enableLGPD: toggle(settings.enableLGPD, companySettingDefaults.enableLGPD),
    lgpdHideNumber: toggle(settings.lgpdHideNumber, companySettingDefaults.lgpdHideNumber),
  };
}

export const numberView = (hidesNumbers: boolean): NumberView => (hidesNumbers ? masked : asStored);

/**
 * A contact's name as this caller may see it. Channels name unknown contacts after their number
 * (a placeholder the attendant may never replace): such a name is masked like the number itself.
 */
export function nameAsSeen(name: string, number: string, isGroup: boolean, view: NumberView): string {
  const shown = view(number, isGroup);
  return shown !== number && name.replace(/\D/g, '') === number ? shown : name;
}

export async function numberViewOf(tx: Tx, companyId: number, subject: PermissionSubject): Promise<NumberView> {
  return numberView(await hidesNumbersFor(tx, companyId, subject));
}

export function toContactAnswer(row: ContactRow, tags: TagAnswer[], view: NumberView = asStored): ContactAnswer {
  return {
    id: row.id,
    companyId: row.companyId,
    name: nameAsSeen(row.name, row.number, row.isGroup, view),
    number: view(row.number, row.isGroup),
    email: row.email,
    channel: row.channel,
    isGroup: row.isGroup,
    active: row.active,
    disableBot: row.disableBot,
    acceptAudioMessage: row.acceptAudioMessage,
    lgpdAcceptedAt: row.lgpdAcceptedAt?.toISOString() ?? null,
    urlPicture: row.urlPicture,
    whatsappId: row.whatsappId,
    tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toContactOption = (
  row: Pick<ContactRow, 'id' | 'name' | 'number' | 'isGroup'>,
  view: NumberView,
): ContactOption => ({
  id: row.id,
  name: nameAsSeen(row.name, row.number, row.isGroup, view),
  number: view(row.number, row.isGroup),
});

const toExtraInfoAnswer = ({ id, name, value }: ExtraInfoRow) => ({ id, name, value });

/** The contact with its tags and extra info as stored (unmasked), or ERR_NO_CONTACT_FOUND. */
export async function loadContactDetail(tx: Tx, companyId: number, contactId: number): Promise<ContactDetailAnswer> {
  const row = await findContact(tx, companyId, contactId);
  if (!row) throw new AppError('ERR_NO_CONTACT_FOUND');
  const tags = (await findTagsOfContacts(tx, companyId, [row.id])).get(row.id) ?? [];
  const extraInfo = (await findExtraInfo(tx, companyId, row.id)).map(toExtraInfoAnswer);
  return { ...toContactAnswer(row, tags), extraInfo };
}

/** A stored (unmasked) contact answer as this caller may see it. */
export const viewedBy = <T extends { name: string; number: string; isGroup: boolean }>(
  detail: T,
  view: NumberView,
): T => ({
  ...detail,
  name: nameAsSeen(detail.name, detail.number, detail.isGroup, view),
  number: view(detail.number, detail.isGroup),
});

/** (company, channel, number) is unique: its violation, from any writer, becomes the spec's code. */
export function contactWriteError(error: unknown): unknown {
  if (uniqueViolationOf(error) === 'contacts_company_channel_number_unique')
    return new AppError('ERR_DUPLICATED_CONTACT');
  return error;
}
