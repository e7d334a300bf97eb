import { byLocale, defineMailTemplate } from '../../platform/mail/mail-content.ts';

/** What the receipt mail says: the product, the price paid and what the purchase gave, until when. */
export type ReceiptMailData = {
  name: string;
  tenant: string;
  product: string;
  /** The price already written in the buyer's language (`kr 1 490,00`, `NOK 1,490.00`). */
  amount: string;
  /** Seats bought for a company; null for a personal purchase. */
  seats: number | null;
  company: string | null;
  courses: string[];
  books: string[];
  /** The last day of access, written in the buyer's language. */
  until: string;
  link: string;
};

const list = (items: string[]) => items.join(', ');

export const receiptMail = defineMailTemplate<ReceiptMailData>('shop-receipt', (data, locale) =>
  byLocale(locale, {
    en: {
      subject: `Your receipt from ${data.tenant}: ${data.product}`,
      greeting: `Hello ${data.name},`,
      paragraphs: [
        `Thank you for your purchase of ${data.product} for ${data.amount}.`,
        ...(data.seats !== null
          ? [`${data.company ?? 'Your company'} now has ${data.seats} more seats, until ${data.until}.`]
          : []),
        ...(data.courses.length ? [`Courses: ${list(data.courses)}.`] : []),
        ...(data.books.length ? [`Books: ${list(data.books)}.`] : []),
        ...(data.seats === null ? [`Your access lasts until ${data.until}.`] : []),
      ],
      action: { label: 'Go to the academy', url: data.link },
    },
    nb: {
      subject: `Kvittering fra ${data.tenant}: ${data.product}`,
      greeting: `Hei ${data.name},`,
      paragraphs: [
        `Takk for at du kjøpte ${data.product} for ${data.amount}.`,
        ...(data.seats !== null
          ? [
              `${data.company ?? 'Bedriften din'} har nå ${data.seats} flere plasser, til og med ${data.until}.`,
            ]
          : []),
        ...(data.courses.length ? [`Kurs: ${list(data.courses)}.`] : []),
        ...(data.books.length ? [`Bøker: ${list(data.books)}.`] : []),
        ...(data.seats === null ? [`Du har tilgang til og med ${data.until}.`] : []),
      ],
      action: { label: 'Gå til akademiet', url: data.link },
    },
  }),
);
