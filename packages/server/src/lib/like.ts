/** `%` and `_` typed in a search are meant literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * An ILIKE pattern matching `text` anywhere. The names searched this way carry trigram indexes,
 * so the leading `%` stays fast.
 */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** An ILIKE pattern matching `text` at the start. */
export const startsWithPattern = (text: string) => `${escapeLike(text)}%`;
