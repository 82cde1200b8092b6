import { AppError } from '@chatdesk/contracts';

/** Which cell of a row holds each field; the number is the one a list cannot do without. */
export interface ImportColumns {
  name: number | null;
  number: number;
  email: number | null;
}

/** 'Número ', 'E-mail', 'TELEFONE' → 'numero', 'email', 'telefone': case, accents and punctuation ignored. */
const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const headerNames = {
  name: ['nome', 'name', 'nomecompleto', 'fullname', 'contato', 'contact'],
  number: ['numero', 'number', 'telefone', 'phone', 'celular', 'whatsapp', 'fone', 'mobile'],
  email: ['email', 'mail'],
} as const;

/**
 * The columns of the header row, by name (spec 3 §2: the example spreadsheet's Nome, Numero,
 * Email; the English names too). The first matching column wins. No number column refuses the file.
 */
export function importColumnsOf(header: readonly string[]): ImportColumns {
  const keys = header.map(headerKey);
  const find = (names: readonly string[]) => {
    const index = keys.findIndex((key) => names.includes(key));
    return index === -1 ? null : index;
  };
  const number = find(headerNames.number);
  if (number === null) throw new AppError('ERR_CONTACT_LIST_IMPORT_NO_NUMBER_COLUMN');
  return { name: find(headerNames.name), number, email: find(headerNames.email) };
}
