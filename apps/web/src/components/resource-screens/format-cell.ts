import { formatDate } from '../../i18n/reader-dates.ts';

/** A date cell (spec §9: YYYY-MM-DD), empty when there is none. */
export const dateCell = (value: string | null | undefined) => (value ? formatDate(value) : '');
