/** Numbers, percentages and months in the interface language (en, nb), for the statistics screens. */

const localeTag = (language: string) => (language === 'nb' ? 'nb-NO' : 'en-GB');

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(localeTag(language)).format(value);
}

export function formatPercent(rate: number, language: string): string {
  return new Intl.NumberFormat(localeTag(language), { style: 'percent', maximumFractionDigits: 1 }).format(
    rate,
  );
}

/** 'YYYY-MM' as the month's short name and year ("Mar 2026", "mar. 2026"). */
export function formatMonth(month: string, language: string, style: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(localeTag(language), {
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00.000Z`));
}

/** 'YYYY-MM' as the month's short name alone ("Mar", "mar."). */
export function formatMonthName(month: string, language: string): string {
  return new Intl.DateTimeFormat(localeTag(language), { month: 'short', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00.000Z`),
  );
}
