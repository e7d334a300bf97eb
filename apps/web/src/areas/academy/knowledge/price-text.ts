/** A product price in minor units (øre, cents) as the reader's locale writes it. */
export function priceText(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language === 'nb' ? 'nb-NO' : 'en-GB', {
      style: 'currency',
      currency,
    }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
}
