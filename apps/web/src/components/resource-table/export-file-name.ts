import type { TFunction } from 'i18next';

/**
 * The file name of a table's CSV export in the reader's language ("brukere-2026-12-02.csv", "users-…"):
 * the table's key less its area ("admin-users" → admin.exports.files.users); a key with a suffix
 * ("admin-changelog-courses") is named by its known start and keeps the rest. Unknown keys keep their own name.
 */
export function exportFileName(tableKey: string, t: TFunction, day: string, extension = 'csv'): string {
  const match = /^(admin|organization)-(.+)$/.exec(tableKey);
  if (!match) return `${tableKey}-${day}.${extension}`;
  const [, area, base] = match;
  const named = (key: string) => {
    const path = `${area}.exports.files.${key}`;
    return t(path, { defaultValue: '' }) || undefined;
  };
  const exact = named(base);
  if (exact) return `${exact}-${day}.${extension}`;
  const parts = base.split('-');
  for (let length = parts.length - 1; length > 0; length -= 1) {
    const start = named(parts.slice(0, length).join('-'));
    if (start) return `${start}-${parts.slice(length).join('-')}-${day}.${extension}`;
  }
  return `${base}-${day}.${extension}`;
}
