import {
  type ContactListImportRowProblem,
  contactEmailField,
  contactNumberIssue,
  contactValidationMessages,
  normalizeContactNumber,
} from '@chatdesk/contracts';
import type { ImportColumns } from './import-columns';

export type ImportRowResult =
  | { ok: true; item: { name: string; number: string; email: string } }
  | { ok: false; number: string; problem: ContactListImportRowProblem };

const maxNameLength = 50;

/**
 * One data row as an item, by the form's rules where a file can follow them: the number 8 to 50
 * digits once normalised; a missing name becomes the number, a long one is cut to 50; an email
 * that is not one is left out rather than losing the recipient.
 */
export function importRowOf(cells: readonly string[], columns: ImportColumns): ImportRowResult {
  const cell = (index: number | null) => (index === null ? '' : (cells[index] ?? '').trim());
  const typed = cell(columns.number);
  const number = normalizeContactNumber('whatsapp', typed);
  if (number === '') return { ok: false, number: typed, problem: 'numberMissing' };
  const issue = contactNumberIssue(number);
  if (issue)
    return {
      ok: false,
      number: typed,
      problem: issue === contactValidationMessages.tooShort ? 'numberTooShort' : 'numberTooLong',
    };
  const email = cell(columns.email);
  return {
    ok: true,
    item: {
      name: (cell(columns.name) || number).slice(0, maxNameLength),
      number,
      email: contactEmailField.safeParse(email).success ? email : '',
    },
  };
}
