/**
 * A price in the currency's smallest unit (øre, cents) as the reader writes money: "1 490,00 kr" in Norwegian,
 * "NOK 1,490.00" in English. (The admin area formats its prices the same way; areas do not share files.)
 */
export function formatMoney(minor: number, currency: string, language: string): string {
  const locale = language === 'nb' ? 'nb-NO' : 'en-GB';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}
