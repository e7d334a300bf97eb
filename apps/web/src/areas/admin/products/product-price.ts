import type { FormValue } from '../../../components/resource-form/form-fields.ts';

/**
 * Prices are kept in the currency's smallest unit (øre, cents: `productSchema.price`) and entered and shown in
 * the main unit (kroner, euros), as a shop's administrator thinks of them.
 */
export const toMainUnit = (minor: number) => minor / 100;

/** The form's amount as the API's integer; an empty field stays empty so the schema says it is required. */
export function toMinorUnit(value: FormValue): FormValue {
  if (value === '' || value === null || typeof value === 'boolean') return value;
  const amount = Number(value);
  return Number.isFinite(amount) ? Math.round(amount * 100) : value;
}

/** e.g. "1 490,00 kr" in Norwegian, "NOK 1,490.00" in English. */
export function formatPrice(minor: number, currency: string, language: string): string {
  const locale = language === 'nb' ? 'nb-NO' : 'en-GB';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(toMainUnit(minor));
  } catch {
    // A code Intl does not know still shows as an amount and its code.
    return `${toMainUnit(minor).toFixed(2)} ${currency}`;
  }
}
