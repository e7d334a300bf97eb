/** Formatters of spec §9, shared by every screen. Missing values are shown as N/A. */
export const NOT_AVAILABLE = 'N/A';

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const SIZE_UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;

/**
 * Media size as a person reads it (issue 22 overrides spec §9's "MB with 2 decimals"): decimal units (1 kB =
 * 1000 B, as file managers and phones show), one decimal below 10 and none above ("3.4 MB", "12 kB", "512 B"),
 * in the reader's number format ("3,4 MB" in nb); N/A when missing or negative.
 */
export function formatMediaSize(
  bytes: number | null | undefined,
  locale: 'en' | 'nb' | string = 'en',
): string {
  if (!isFiniteNumber(bytes) || bytes < 0) return NOT_AVAILABLE;
  let unit = 0;
  let value = bytes;
  while (unit < SIZE_UNITS.length - 1 && roundedSize(value) >= 1000) {
    value /= 1000;
    unit += 1;
  }
  // Bytes are whole; a unit above them keeps one decimal only while it says something (3.4 MB, not 340.2 MB).
  const decimals = unit > 0 && roundedSize(value) < 10 ? 1 : 0;
  const number = new Intl.NumberFormat(locale.startsWith('nb') ? 'nb-NO' : 'en-GB', {
    maximumFractionDigits: decimals,
    useGrouping: false,
  }).format(value);
  return `${number} ${SIZE_UNITS[unit]}`;
}

/** A size as it will be shown before its unit is chosen: 999.96 kB reads as 1000 kB, so it moves up to MB. */
const roundedSize = (value: number) => (value < 10 ? Math.round(value * 10) / 10 : Math.round(value));

/** Width × height of an image or video in px (spec §9); N/A unless both are known and positive. */
export function formatDimensions(
  width: number | null | undefined,
  height: number | null | undefined,
): string {
  if (!isFiniteNumber(width) || !isFiniteNumber(height) || width <= 0 || height <= 0) return NOT_AVAILABLE;
  return `${Math.round(width)} × ${Math.round(height)} px`;
}

const FILE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * File size in units from bytes to YB, base 1024, two decimals (spec §9). Not for media: their sizes are read
 * with formatMediaSize.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (!isFiniteNumber(bytes) || bytes < 0) return NOT_AVAILABLE;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < FILE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${FILE_UNITS[unit]}`;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Duration as hh:mm:ss from milliseconds (media meta durations are in ms); N/A when missing or negative. */
export function formatDuration(milliseconds: number | null | undefined): string {
  if (!isFiniteNumber(milliseconds) || milliseconds < 0) return NOT_AVAILABLE;
  const totalSeconds = Math.floor(milliseconds / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** Duration in hours and minutes from a number of minutes, e.g. "1 h 30 min"; units are passed in per locale. */
export function formatHoursMinutes(
  totalMinutes: number | null | undefined,
  units: { hours: string; minutes: string } = { hours: 'h', minutes: 'min' },
): string {
  if (!isFiniteNumber(totalMinutes) || totalMinutes < 0) return NOT_AVAILABLE;
  const rounded = Math.round(totalMinutes);
  const hours = Math.floor(rounded / 60);
  const minutes = rounded % 60;
  if (hours === 0) return `${minutes} ${units.minutes}`;
  if (minutes === 0) return `${hours} ${units.hours}`;
  return `${hours} ${units.hours} ${minutes} ${units.minutes}`;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The languages dates are written for: nb reads dd.mm.yyyy, en keeps spec §9's YYYY-MM-DD. */
export type DateLanguage = 'en' | 'nb';

/**
 * The day pattern each language enters and reads dates in (dayjs/Mantine tokens): Norwegians write 02.12.2026;
 * English keeps spec §9's unambiguous YYYY-MM-DD rather than the browser's mm/dd/yyyy.
 */
export const dateInputFormats: Record<DateLanguage, string> = { en: 'YYYY-MM-DD', nb: 'DD.MM.YYYY' };

/** Date in the reader's format (YYYY-MM-DD in en, DD.MM.YYYY in nb) in the browser's time zone. */
export function formatDate(
  value: string | number | Date | null | undefined,
  language: DateLanguage = 'en',
): string {
  const date = toDate(value);
  if (!date) return NOT_AVAILABLE;
  const [year, month, day] = [pad(date.getFullYear(), 4), pad(date.getMonth() + 1), pad(date.getDate())];
  return language === 'nb' ? `${day}.${month}.${year}` : `${year}-${month}-${day}`;
}

/** Date and time in the reader's format (YYYY-MM-DD HH:mm:ss in en, DD.MM.YYYY HH:mm:ss in nb). */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  language: DateLanguage = 'en',
): string {
  const date = toDate(value);
  if (!date) return NOT_AVAILABLE;
  return `${formatDate(date, language)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Remaining time of the logout warning as 00:mm:ss (spec §4); never negative. */
export function formatCountdown(milliseconds: number): string {
  return formatDuration(Math.max(0, milliseconds));
}

/**
 * A deadline day ('YYYY-MM-DD') as a learner reads it in a sentence, in their language: "14 March 2031",
 * "14. mars 2031" (issue 21: mails and cards that say when). The day is a calendar day, so it is read in UTC
 * and never shifts with a time zone. Tables keep YYYY-MM-DD (§9).
 */
export function formatDeadline(day: string, locale: 'en' | 'nb'): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return NOT_AVAILABLE;
  return new Intl.DateTimeFormat(locale === 'nb' ? 'nb-NO' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The names the product uses for its own languages, as each reader says them (issue 22: "Norsk"/"Norwegian"). */
const languageNames: Record<'en' | 'nb', Record<string, string>> = {
  en: { en: 'English', nb: 'Norwegian', no: 'Norwegian', nn: 'Norwegian Nynorsk' },
  nb: { en: 'Engelsk', nb: 'Norsk', no: 'Norsk', nn: 'Nynorsk' },
};

/**
 * A language (by its code) named in the reader's language: "Norsk" to an nb reader, "Norwegian" to an en one.
 * Codes beyond the product's own are named by the runtime's language names; `fallback` (the language's stored
 * name) when neither knows the code.
 */
export function formatLanguageName(
  code: string | null | undefined,
  locale: 'en' | 'nb',
  fallback?: string | null,
) {
  if (!code) return fallback ?? NOT_AVAILABLE;
  const known = languageNames[locale][code.toLowerCase()];
  if (known) return known;
  try {
    const named = new Intl.DisplayNames([locale === 'nb' ? 'nb-NO' : 'en-GB'], { type: 'language' }).of(code);
    if (named && named.toLowerCase() !== code.toLowerCase())
      return named.charAt(0).toUpperCase() + named.slice(1);
  } catch {
    // Not a language code Intl accepts: the stored name below.
  }
  return fallback ?? code;
}
