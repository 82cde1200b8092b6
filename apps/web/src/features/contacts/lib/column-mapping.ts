import { type ContactImportRowInput, type ContactImportTarget, contactImportTargets } from '@chatdesk/contracts';

/** For each column of the sheet, the contact field it fills, or null when it is not imported. */
export type ColumnMapping = (ContactImportTarget | null)[];

/** Header words that suggest a field, so a file exported by us (Nome, Número, Email, Tags) maps itself. */
const hints: Record<ContactImportTarget, RegExp> = {
  name: /^(nome|name|nombre|ad|contato|contact)$/,
  number: /^(n[uú]mero|number|telefone|phone|celular|whatsapp|tel[eé]fono|numara)$/,
  email: /^(e-?mail|correo|e-?posta)$/,
  tags: /^(tags?|etiquetas?|etiketler)$/,
};

/** The first column whose header names a field gets it; the rest start unmapped. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const taken = new Set<ContactImportTarget>();
  return headers.map((header) => {
    const key = header.trim().toLowerCase();
    const target = contactImportTargets.find((field) => !taken.has(field) && hints[field].test(key)) ?? null;
    if (target) taken.add(target);
    return target;
  });
}

/** Whether `target` is already given to a column other than `column` ('O campo X já foi selecionado.'). */
export const isTakenElsewhere = (mapping: ColumnMapping, column: number, target: ContactImportTarget) =>
  mapping.some((mapped, index) => index !== column && mapped === target);

export type MappingProblem = 'numberNotMapped' | 'nameNotMapped' | 'noneSelected';

/** Spec 2 §5, in the order the screen reports them: number, then name, then the selection. */
export function mappingProblem(mapping: ColumnMapping, selectedCount: number): MappingProblem | null {
  if (!mapping.includes('number')) return 'numberNotMapped';
  if (!mapping.includes('name')) return 'nameNotMapped';
  if (selectedCount === 0) return 'noneSelected';
  return null;
}

/** The selected rows as the import call takes them; unmapped columns are left out. */
export function mappedRows(
  rows: readonly (readonly string[])[],
  selected: ReadonlySet<number>,
  mapping: ColumnMapping,
): ContactImportRowInput[] {
  const result: ContactImportRowInput[] = [];
  rows.forEach((row, index) => {
    if (!selected.has(index)) return;
    const entry: ContactImportRowInput = { name: '', number: '' };
    mapping.forEach((target, column) => {
      if (target) entry[target] = row[column] ?? '';
    });
    result.push(entry);
  });
  return result;
}
