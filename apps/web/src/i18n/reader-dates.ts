import { formatDate as formatDateIn, formatDateTime as formatDateTimeIn } from '@academy/contracts/format';
import { currentLanguage } from './i18n-setup.ts';

type DateValue = string | number | Date | null | undefined;

/**
 * Dates as the reader writes them (issue 22): the contracts' formatters in the interface language, so every
 * table and page shows 02.12.2026 to a Norwegian reader and 2026-12-02 to an English one. Screens re-render on
 * a language switch (react-i18next), so reading the language at render time is enough.
 */
export const formatDate = (value: DateValue): string => formatDateIn(value, currentLanguage());

/** Date and time in the reader's format (see formatDate). */
export const formatDateTime = (value: DateValue): string => formatDateTimeIn(value, currentLanguage());
