/**
 * Where a text file loaded apart from the entry puts its keys:
 * - `<area>/<feature>.<language>.json` (area admin or organization): the area's own texts, `<area>.<feature>.<key>`;
 * - `features/<feature>.<language>.json`: a feature's texts that both areas show, `<feature>.<key>` (e.g.
 *   `users.title`, and `fields.*` for the field labels every feature shares).
 */
export interface TextFile {
  /** `admin` or `organization`, or `features` for the texts shared by both. */
  folder: string;
  /** The file's keys live under these (`admin.users`, or `users` for a feature file). */
  keyPrefix: string[];
  language: string;
}

const FILE_NAME = /^\.\/([a-z]+)\/([a-z0-9_-]+)\.(en|nb)\.json$/;

/** The file at `path` (relative to i18n/, as `import.meta.glob` gives it), or undefined when it is misnamed. */
export function textFileOf(path: string): TextFile | undefined {
  const match = FILE_NAME.exec(path);
  if (!match) return undefined;
  const [, folder, name, language] = match;
  return { folder, keyPrefix: folder === 'features' ? [name] : [folder, name], language };
}

/** Nests `texts` under the key prefix, as i18next's resource bundle wants them. */
export function nestUnder(keyPrefix: string[], texts: unknown): Record<string, unknown> {
  return keyPrefix.reduceRight<Record<string, unknown>>((nested, key) => ({ [key]: nested }), texts as never);
}
