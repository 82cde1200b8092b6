import type { Locator } from 'playwright-core';

/**
 * One body row of a table as `{ column header: cell text }` (whitespace, NBSP included, folded
 * to single spaces), so a spec asserts a row by the columns a reader sees: `{ Plano: 'Básico' }`.
 * Waits for the row first.
 */
export async function rowByColumn(table: Locator, row: Locator): Promise<Record<string, string>> {
  await row.waitFor();
  const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const cells = await row.getByRole('cell').allInnerTexts();
  return Object.fromEntries(headers.map((header, index) => [tidy(header), tidy(cells[index] ?? '')]));
}
