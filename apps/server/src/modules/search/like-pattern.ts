/** An ILIKE pattern matching the text anywhere; %, _ and \ typed by the user match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
