/**
 * Ticket searches match accent- and case-insensitively (the API through PostgreSQL's
 * unaccent(lower(…))). The same folding here finds where a term lies in a text, so the API can cut a
 * message around its match and the web can highlight the term in it.
 */

/** The text folded (no accents, lowercase) with, for each folded character, its index in `text` (null: the same index). */
function fold(text: string): { folded: string; origin: number[] | null } {
  // ASCII has no marks to drop and lowercases in place: it skips Unicode normalisation, the costly part.
  if (onlyAscii.test(text)) return { folded: text.toLowerCase(), origin: null };
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const plain = char < '\u0080' ? char.toLowerCase() : char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (const piece of plain) {
      folded += piece;
      for (let unit = 0; unit < piece.length; unit++) origin.push(index);
    }
    index += char.length;
  }
  origin.push(index);
  return { folded, origin };
}

const onlyAscii = /^\p{ASCII}*$/u;

export interface MatchRange {
  start: number;
  end: number;
}

/** Where `term` occurs in `text` (indexes into `text`, end exclusive), ignoring accents and case. */
export function searchMatches(text: string, term: string): MatchRange[] {
  const needle = fold(term.trim()).folded;
  if (!needle) return [];
  const { folded, origin } = fold(text);
  const ranges: MatchRange[] = [];
  for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + needle.length)) {
    const start = origin ? (origin[at] ?? 0) : at;
    const last = origin ? (origin[at + needle.length - 1] ?? start) : at + needle.length - 1;
    // The match ends after the whole original character its last folded character came from.
    const end = last + ((text.codePointAt(last) ?? 0) > 0xffff ? 2 : 1);
    ranges.push({ start, end });
  }
  return ranges;
}

/** How much of a message a search result shows around the match. */
export const searchSnippetContext = { before: 20, after: 80 } as const;

/**
 * A message cut around the first match of `term` for a search result: one line, with '…' where
 * text was cut. Without a match (the database's folding found one this does not), its start.
 */
export function searchSnippet(body: string, term: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  const [match] = searchMatches(text, term);
  const { before, after } = searchSnippetContext;
  const from = match ? Math.max(0, match.start - before) : 0;
  const to = Math.min(text.length, (match?.end ?? 0) + after);
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`;
}
