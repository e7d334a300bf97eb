/** A price in the smallest currency unit (øre, cents) as the reader's locale writes money: "kr 499,00", "NOK 499.00". */
export function formatPrice(amount: number, currency: string, language: string): string {
  const locale = language === 'nb' ? 'nb-NO' : 'en-GB';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100);
  } catch {
    // An unknown currency code: the number and the code, still readable.
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
}

/** A product's description without its markup, for a card's short text. */
export function plainText(html: string | null): string {
  return (html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
