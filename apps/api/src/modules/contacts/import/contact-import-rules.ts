import {
  type ContactImportRow,
  contactEmailField,
  contactNameField,
  contactNumberIssue,
  normalizeContactNumber,
  tagNameField,
} from '@chatdesk/contracts';
import type { z } from 'zod';
import type { ImportedContact } from './contact-import.repository';

export type ClassifiedRow =
  | { outcome: 'ignored' }
  | { outcome: 'failed'; field: 'name' | 'number' | 'email' | 'tags'; message: string }
  | { outcome: 'valid'; contact: ImportedContact; tagNames: string[] };

/**
 * Spec 2 §5: a row lacking name or number is ignored; otherwise it must satisfy the contact
 * form's rules (name 2-250, number 8-50 digits, a valid e-mail when one is given, tag names of
 * 3-60 characters) or it fails. Imported contacts are WhatsApp contacts, so numbers keep their
 * digits only ('+55 (11) 98765-4321' -> '5511987654321').
 */
const failed = (field: 'name' | 'email' | 'tags', error: z.ZodError): ClassifiedRow => ({
  outcome: 'failed',
  field,
  message: error.issues[0]?.message ?? 'Invalid',
});

export function classifyImportRow(row: ContactImportRow): ClassifiedRow {
  const number = normalizeContactNumber('whatsapp', row.number);
  if (row.name.trim() === '' || number === '') return { outcome: 'ignored' };
  const name = contactNameField.safeParse(row.name);
  const email = contactEmailField.safeParse(row.email.trim());
  const tagNames = row.tags.map((tag) => tagNameField.safeParse(tag));
  if (!name.success) return failed('name', name.error);
  const numberIssue = contactNumberIssue(number);
  if (numberIssue) return { outcome: 'failed', field: 'number', message: numberIssue };
  if (!email.success) return failed('email', email.error);
  const badTag = tagNames.find((tag) => !tag.success);
  if (badTag?.error) return failed('tags', badTag.error);
  return {
    outcome: 'valid',
    contact: { name: name.data, number, email: email.data },
    tagNames: tagNames.flatMap((tag) => (tag.success ? [tag.data] : [])),
  };
}
