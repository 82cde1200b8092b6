import { z } from 'zod';
import { recordId } from './record-id';

/**
 * Contact import and export (spec 2 §3/§4 "Contact import from file", §5 contact import rules,
 * §7 "Contacts", §8 import texts, §9 export constants).
 *
 * The file is read by the API (POST /contacts/upload answers its cells) so the web maps columns
 * without a spreadsheet parser of its own; the mapped rows come back in batches
 * (POST /contacts/import/file) and the API answers counts. The spec's one-row call
 * (POST /contactsImport) stays for other clients.
 */

/** Spec 2 §5: accepted files. The type is read from the bytes, never the name. */
export const contactImportFileExtensions = ['xls', 'xlsx', 'csv', 'txt'] as const;
export const contactImportAccept = '.xls,.xlsx,.csv,.txt';
export const contactImportMaxFileBytes = 10 * 1024 * 1024;
/** Rows answered by the upload; a longer sheet is cut and flagged `truncated`. */
export const contactImportMaxRows = 20_000;
export const contactImportMaxColumns = 50;
export const contactImportMaxCellLength = 1000;
/** Rows per POST /contacts/import/file: one short transaction each, progress between them. */
export const contactImportBatchSize = 500;

/** The first sheet of the uploaded file: the first row's cells as headers, then the data rows. */
export const contactSheetAnswer = z.object({
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  /** Data rows in the file, counting those beyond `contactImportMaxRows`. */
  totalRows: z.number(),
  truncated: z.boolean(),
});
export type ContactSheetAnswer = z.infer<typeof contactSheetAnswer>;

/** Where a column of the sheet goes. Name and number must be mapped, each field at most once (spec 2 §5). */
export const contactImportTargets = ['name', 'number', 'email', 'tags'] as const;
export type ContactImportTarget = (typeof contactImportTargets)[number];

const cell = z.string().max(contactImportMaxCellLength).default('');

/** Tag names in one cell, split on commas, semicolons or line breaks. */
export function splitTagNames(text: string): string[] {
  const names = text
    .split(/[,;\n]/)
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
  return [...new Set(names)];
}

const tagsField = z
  .union([z.string().max(contactImportMaxCellLength), z.array(z.string().max(100)).max(50)])
  .optional()
  .transform((tags) => (tags === undefined ? [] : typeof tags === 'string' ? splitTagNames(tags) : tags));

/**
 * One row as mapped. Lenient on purpose: a row lacking name or number is `ignored` and a row whose
 * values break the contact rules is `failed`; neither refuses the batch it came in.
 */
export const contactImportRow = z.object({
  name: cell,
  number: cell,
  email: cell,
  tags: tagsField,
});
export type ContactImportRowInput = z.input<typeof contactImportRow>;
export type ContactImportRow = z.output<typeof contactImportRow>;

/** The spec's `validateContact` arrives as a boolean or as the text a form field sends. */
const validateContactField = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((value) => value === true || value === 'true');

/** POST /contacts/import/file: up to `contactImportBatchSize` mapped rows. */
export const contactImportBatchBody = z.object({
  contacts: z.array(contactImportRow).min(1).max(contactImportBatchSize),
  validateContact: validateContactField,
});
export type ContactImportBatchInput = z.input<typeof contactImportBatchBody>;

export const contactImportResultAnswer = z.object({
  created: z.number(),
  updated: z.number(),
  ignored: z.number(),
  failed: z.number(),
});
export type ContactImportResult = z.infer<typeof contactImportResultAnswer>;

/** POST /contactsImport (spec 2 §7): one row, {name, number, email, tags?, validateContact?}. */
export const contactImportOneBody = contactImportRow.extend({ validateContact: validateContactField });

export const contactImportOutcomes = ['created', 'updated', 'ignored'] as const;
export const contactImportOneAnswer = z.object({
  outcome: z.enum(contactImportOutcomes),
  contactId: z.number().nullable(),
});
export type ContactImportOneAnswer = z.infer<typeof contactImportOneAnswer>;

/** POST /contacts/import and /contacts/import/chats: the connection whose phone book or chats to read. */
export const contactPhoneImportBody = z.object({
  whatsappId: recordId.optional(),
});

/** Spec 2 §9: the export's file name. */
export const contactExportFileName = 'backup_contatos.xlsx';
/** Header row of the export, in the order of its columns. */
export const contactExportColumns = ['Nome', 'Número', 'Email', 'Tags'] as const;
