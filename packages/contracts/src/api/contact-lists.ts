import { z } from 'zod';
import { normalizeContactNumber } from './contact-number';
import { contactEmailField, contactNumberField, contactNumberIssue, contactValidationMessages } from './contacts';
import { recordId } from './record-id';

/**
 * Request and response schemas of contact lists and their items (spec 3 §2 Contact lists, §3
 * ContactList and ContactListItem, §5, §7 Contact lists). The texts are the spec's: 'Too Short!',
 * 'Too Long!', 'Required', 'Invalid email'. Unknown keys (the spec's companyId) are stripped:
 * the company is the caller's.
 */
const m = contactValidationMessages;

/** Rows per page of GET /contact-lists and GET /contact-list-items (the pages' infinite scroll). */
export const contactListsPageSize = 20;
/** The largest spreadsheet POST /contact-lists/{id}/upload reads (100,000 rows of a few columns fit). */
export const contactListImportMaxBytes = 20 * 1024 * 1024;
/** How many invalid rows the import answer names; the rest are only counted. */
export const contactListImportListedInvalidRows = 100;

/** Spec 3 §5: list and item names 2 to 50, required. */
export const contactListNameField = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .min(2, m.tooShort)
  .max(50, m.tooLong);

/** POST /contact-lists and PUT /contact-lists/{id}. */
export const contactListBody = z.object({ name: contactListNameField });
export type ContactListInput = z.input<typeof contactListBody>;

export const contactListRecord = z.object({
  id: z.number(),
  name: z.string(),
  contactsCount: z.number(),
  updatedAt: z.string(),
});
export type ContactListRecord = z.infer<typeof contactListRecord>;

/** GET /contact-lists: searchParam matches the name; `count` is every match, not only this page. */
export const contactListsQuery = z.object({
  searchParam: z.string().trim().max(100).default(''),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ContactListsQuery = z.output<typeof contactListsQuery>;
export const contactListsPageAnswer = z.object({
  records: z.array(contactListRecord),
  count: z.number(),
  hasMore: z.boolean(),
});
export type ContactListsPageAnswer = z.infer<typeof contactListsPageAnswer>;

/** GET /contact-lists/list: every list of the company by name (the campaign dialog's choice). */
export const contactListOptionsAnswer = z.array(contactListRecord);

export const contactListIdParams = z.object({ id: recordId });

/** The item's number: 8 to 50 digits once normalised as a phone contact's ('+55 (11) 9…' → '5511 9…'). */
export const contactListItemNumberField = contactNumberField.transform((raw, context) => {
  const number = normalizeContactNumber('whatsapp', raw);
  const issue = contactNumberIssue(number);
  if (issue) context.addIssue({ code: 'custom', message: issue });
  return number;
});

/** The item form's fields (spec 3 §5): name 2 to 50, number 8 to 50 digits, email valid or empty. */
export const contactListItemFields = z.object({
  name: contactListNameField,
  number: contactListItemNumberField,
  email: contactEmailField.default(''),
});

/** POST /contact-list-items: the item and its list. */
export const contactListItemCreateBody = contactListItemFields.extend({ contactListId: recordId });
export type ContactListItemCreateInput = z.input<typeof contactListItemCreateBody>;
/** PUT /contact-list-items/{id}: the item stays in its list. */
export const contactListItemUpdateBody = contactListItemFields;
export type ContactListItemFields = z.output<typeof contactListItemFields>;

export const contactListItemRecord = z.object({
  id: z.number(),
  contactListId: z.number(),
  name: z.string(),
  number: z.string(),
  email: z.string(),
  /** Null until a connection's driver answered whether the number has WhatsApp. */
  isWhatsappValid: z.boolean().nullable(),
  whatsappCheckedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ContactListItemRecord = z.infer<typeof contactListItemRecord>;

/** GET /contact-list-items: one list's items, searched by name, number or email. */
export const contactListItemsQuery = contactListsQuery.extend({ contactListId: recordId });
export type ContactListItemsQuery = z.output<typeof contactListItemsQuery>;
export const contactListItemsPageAnswer = z.object({
  contacts: z.array(contactListItemRecord),
  count: z.number(),
  hasMore: z.boolean(),
});
export type ContactListItemsPageAnswer = z.infer<typeof contactListItemsPageAnswer>;

/** Why an import row was not imported. */
export const contactListImportRowProblems = ['numberMissing', 'numberTooShort', 'numberTooLong'] as const;
export type ContactListImportRowProblem = (typeof contactListImportRowProblems)[number];

/**
 * POST /contact-lists/{id}/upload: what the file gave. Rows count from the sheet's first line (the
 * header is row 1), as a spreadsheet program shows them. Duplicates: a number seen earlier in the
 * file, or already in the list.
 */
const contactListImportCounts = z.object({
  imported: z.number(),
  duplicatesInFile: z.number(),
  duplicatesInList: z.number(),
  invalidCount: z.number(),
});
export const contactListImportAnswer = contactListImportCounts.extend({
  /** The first `contactListImportListedInvalidRows` invalid rows. */
  invalidRows: z.array(
    z.object({ row: z.number(), number: z.string(), problem: z.enum(contactListImportRowProblems) }),
  ),
});
export type ContactListImportAnswer = z.infer<typeof contactListImportAnswer>;

/**
 * `company-{id}-ContactListItem` `import-progress` (throttled): how far an upload has gone. `total`
 * is the data rows counted in the file before the first is written (header excluded; an xlsx or xls
 * row without text counts too, so the last event may stay under it), `processed` the data rows read
 * so far, and the counts are the answer's so far (`invalidRows` only in the answer).
 */
export const contactListImportProgress = contactListImportCounts.extend({
  action: z.literal('import-progress'),
  contactListId: z.number(),
  processed: z.number(),
  total: z.number(),
});
export type ContactListImportProgress = z.infer<typeof contactListImportProgress>;

/**
 * `company-{id}-ContactListItem` `import-upload` (throttled, and once at the end): the upload's bytes
 * received so far of the request's length (`total`, 0 when the request did not say), before the rows.
 */
export const contactListImportUpload = z.object({
  action: z.literal('import-upload'),
  contactListId: z.number(),
  received: z.number(),
  total: z.number(),
});
export type ContactListImportUpload = z.infer<typeof contactListImportUpload>;

/** `company-{id}-ContactList`: a create or update upserts, a delete removes (spec 3 §4). */
export type ContactListEventPayload =
  | { action: 'create' | 'update'; record: ContactListRecord }
  | { action: 'delete'; id: number };

/**
 * `company-{id}-ContactListItem`: create/update upsert, delete removes, reload refetches the list's
 * items (after an import), import-upload reports the file's bytes received and import-progress its rows
 * read against their total (both throttled).
 */
export type ContactListItemEventPayload =
  | { action: 'create' | 'update'; record: ContactListItemRecord }
  | { action: 'delete'; id: number; contactListId: number }
  | { action: 'reload'; contactListId: number }
  | ContactListImportUpload
  | ContactListImportProgress;

/** The example spreadsheet's header and rows (GET /contact-lists/{id}/example). */
export const contactListExampleSheet = {
  fileName: 'exemplo-lista-de-contatos.xlsx',
  headers: ['Nome', 'Numero', 'Email'],
  rows: [
    ['Maria Souza', '5511987654321', 'maria@example.com'],
    ['João Lima', '5521998765432', ''],
  ],
} as const;
