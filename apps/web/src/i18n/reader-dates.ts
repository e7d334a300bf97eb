import { formatDate as formatDateIn, formatDateTime as formatDateTimeIn } from '@academy/contracts/format';
import { currentLanguage, type LanguageCode } from './i18n-setup.ts';

type DateValue = string | number | Date | null | undefined;

/**
 * Dates as the reader writes them (issue 22): the contracts' formatters in the interface language, so every
 * table and page shows 02.12.2026 to a Norwegian reader and 2026-12-02 to an English one. Screens re-render on
 * a language switch (react-i18next), so reading the language at render time is enough.
 */
export const formatDate = (value: DateValue): string => formatDateIn(value, currentLanguage());

/** Date and time in the reader's format (see formatDate). */
export const formatDateTime = (value: DateValue): string => formatDateTimeIn(value, currentLanguage());

/**
 * The same day format as a dayjs pattern, for the date fields (DateField): a date is typed in the format it is
 * shown in. reader-dates.test.ts holds the two to each other.
 */
export const DATE_INPUT_FORMATS: Record<LanguageCode, string> = { en: 'YYYY-MM-DD', nb: 'DD.MM.YYYY' };

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * A typed day as 'YYYY-MM-DD', or null while it is not (yet) a real day: the reader's format (DD.MM.YYYY, or
 * D.M.YYYY, in nb) and ISO YYYY-MM-DD in every language, so a pasted ISO day works for anyone.
 */
export function parseReaderDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(trimmed);
  const parts = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : dotted
      ? { year: Number(dotted[3]), month: Number(dotted[2]), day: Number(dotted[1]) }
      : null;
  if (!parts || parts.year < 1000) return null;
  // Refuses 31.02 and the like: the day must survive a round trip through a UTC date.
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  if (date.getUTCMonth() !== parts.month - 1 || date.getUTCDate() !== parts.day) return null;
  return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
}
