import { byLocale, defineMailTemplate } from '../../platform/mail/mail-content.ts';

export type CompanyInvitationData = { name: string; company: string; link: string; expires_days: number };

/** An invitation for an existing account to join a company; accepting adds the membership. */
export const companyInvitationMail = defineMailTemplate<CompanyInvitationData>(
  'company-invitation',
  (data, locale) =>
    byLocale(locale, {
      en: {
        subject: `Invitation to join ${data.company}`,
        greeting: `Hello ${data.name},`,
        paragraphs: [
          `${data.company} would like to add you to its company in the academy, with the account you already have. Until you accept, ${data.company} cannot see your account.`,
          `The link is valid for ${data.expires_days} days. If you do not want to join, you can ignore this e-mail.`,
        ],
        action: { label: 'See the invitation', url: data.link },
      },
      nb: {
        subject: `Invitasjon til å bli med i ${data.company}`,
        greeting: `Hei ${data.name},`,
        paragraphs: [
          `${data.company} vil legge deg til i bedriften sin i akademiet, med kontoen du allerede har. Før du godtar, kan ikke ${data.company} se kontoen din.`,
          `Lenken er gyldig i ${data.expires_days} dager. Hvis du ikke vil bli med, kan du se bort fra denne e-posten.`,
        ],
        action: { label: 'Se invitasjonen', url: data.link },
      },
    }),
);
