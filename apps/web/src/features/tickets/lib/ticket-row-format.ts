/** Spec 1 §9: contact name and last message are cut in the list at 60 and 40 characters. */
export const contactNameMaxLength = 60;
export const lastMessageMaxLength = 40;
/** Spec 1 §2: the colour of 'SEM FILA'. */
export const noQueueColor = '#7C7C7C';
/** Spec 1 §9: rows show two tags, then '+n'. */
export const visibleTagCount = 2;

export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

/** Spec 1 §3 userRating 1 to 5, shown from angry to heart-eyes. */
const ratingEmojis = ['😠', '🙁', '😐', '🙂', '😍'];

export function ratingEmoji(rate: number | null | undefined): string | null {
  if (rate === null || rate === undefined) return null;
  const index = Math.round(rate) - 1;
  return ratingEmojis[index] ?? null;
}

/** The tags a row shows and how many more there are. */
export function visibleTags<T>(tags: readonly T[]): { shown: T[]; more: number } {
  return { shown: tags.slice(0, visibleTagCount), more: Math.max(0, tags.length - visibleTagCount) };
}
