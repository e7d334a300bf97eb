/** The text with LIKE's wildcards escaped: %, _ and \ typed by the user match themselves. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An ILIKE pattern matching the text anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLikePattern(text)}%`;
}
