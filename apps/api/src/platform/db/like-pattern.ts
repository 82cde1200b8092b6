/** `text` with LIKE's wildcards and escape character escaped, so a search matches them literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** An ILIKE pattern matching values that contain `text` anywhere. */
export const containingPattern = (text: string) => `%${escapeLike(text)}%`;
