/**
 * Validation and API messages of spec §5 and §8 in every locale. Schemas use the keys as their zod
 * messages; the server translates them into the language of the request, keyed by field, in 422s.
 * Templates take {0}.
 */
export const locales = ['en', 'nb'] as const;
export type Locale = (typeof locales)[number];
export const fallbackLocale: Locale = 'en';

const en = {
  'validation.language_required': 'Language is required.',
  'validation.errors_summary': 'Oops! There are some errors. Please review and correct them.',
  'validation.course_required': 'At least one course is required.',
  'validation.access_pass_exists': 'There is already an access pass issued for one of the selected courses.',
  'validation.email_required': 'Email is required.',
  'validation.email_taken': 'An user already exists with this email.',
  'validation.end_date_after': "End date must be after today's date and the start date.",
  'validation.end_date_not_past': "End date must not be before today's date.",
  'validation.filetype': 'File was not of an allowed filetype.',
  'validation.logo': 'The logo must be a PNG, JPG or GIF image of at most 1 MB.',
  'validation.first_name_required': 'First name is required.',
  'validation.last_name_required': 'Last name is required.',
  'validation.title_required': 'Title is required.',
  'validation.text_required': 'Text is required.',
  'validation.name_required': 'Name is required.',
  'validation.name_too_long': 'Name is too long.',
  'validation.name_min': 'Name must have at least one character.',
  'validation.required': 'This field is required.',
  'validation.json_object': 'This value is not a valid JSON object.',
  'validation.auth_method_required': 'At least one authentication method must be enabled.',
  'validation.microsoft_credentials': 'Microsoft credentials invalid.',
  'validation.microsoft_facebook_exclusive': 'Cannot enable Microsoft login while Facebook login is enabled.',
  'validation.password_confirmation': 'Password confirmation must match the password.',
  'validation.email_invalid': 'Email address is invalid.',
  'validation.email_enter': 'Please enter an email address.',
  'validation.max_length': 'Cannot exceed {0} characters.',
  'validation.max_number': 'Number cannot be larger than {0}.',
  'validation.min_length': 'Minimum of {0} characters.',
  'validation.number': 'Must be a number.',
  'validation.email': 'Must be an email address.',
  'validation.not_empty': 'Must not be empty.',
  'validation.media_single': 'At most one media item can be attached.',
  'validation.gtm_id': 'The tag manager id must be GTM- followed by upper-case letters and digits.',
  'validation.password_min': 'Minimum of 8 characters.',
  'validation.too_long': 'Cannot exceed the allowed length.',
  'validation.invalid_type': 'This value has the wrong type.',
  'validation.unknown_field': 'This field is not allowed.',
  'validation.invalid_value': 'This value is not valid.',
  'validation.captcha_required': 'Please confirm that you are not a robot.',
  'validation.captcha_invalid': 'The captcha could not be verified. Please try again.',
  'validation.not_found_reference': 'The selected item does not exist.',
  'validation.invalid_provider': 'Invalid sign-in provider.',
  'validation.reset_token_invalid': 'This password reset link is invalid or has expired.',
  'validation.verify_token_invalid': 'This confirmation link is invalid or has expired.',
  'validation.date': 'Must be a date (YYYY-MM-DD).',
  'validation.code_taken': 'This code is already in use.',
  'validation.variant_exists': 'The course already has a variant in this language.',
  'validation.already_linked': 'This item is already linked.',
  'validation.ids_mismatch': 'The items sent do not match the ids in the address.',
  'auth.failed': 'These credentials do not match our records.',
  'auth.inactive': 'This account is disabled. Please contact your administrator.',
  'auth.unauthenticated': 'You are not signed in, or your session has expired.',
  'auth.forbidden': 'Access denied. You might need to log out and log back in.',
  'auth.throttled': 'Too many attempts. Please wait {0} seconds and try again.',
  'auth.reset_sent': 'If the address is registered, we have sent a link to reset the password.',
  'auth.password_reset': 'Your password has been reset.',
  'auth.logged_out': 'You have been logged out.',
  'auth.registered': 'Thank you for registering.',
  'auth.email_updated': 'Your e-mail address has been updated.',
  'auth.scope_invalid': 'You cannot act in this company.',
  'auth.registration_closed': 'Registration is not open for this company.',
  'auth.password_login_disabled': 'Sign-in with e-mail and password is not enabled for this company.',
  'auth.email_update_valid': 'Confirm to use this e-mail address.',
  'auth.additional_saved': 'Your details have been saved.',
  'http.not_found': 'The requested item was not found.',
  'http.bad_request': 'The request could not be understood.',
  'http.malformed_json': 'The request body is not valid JSON.',
  'http.payload_too_large': 'The request body is too large.',
  'http.unsupported_media_type': 'This content type is not supported.',
  'http.maintenance': 'The service is under maintenance. Please try again later.',
  'http.server_error': 'Something went wrong on our side. Please try again.',
  'http.conflict': 'This item was changed or is in use; the change was not saved.',
  'resource.created': '{0} created.',
  'resource.updated': '{0} saved.',
  'resource.deleted': '{0} deleted.',
  'resource.attached': 'Attached.',
  'resource.detached': 'Detached.',
  'resource.synced': 'Saved.',
  'resource.cloned': '{0} copied.',
  'action.performed': 'Action performed',
  'action.unknown': 'Unknown action.',
  'notifications.marked_read': 'All notifications are marked as read.',
} as const;

export type MessageKey = keyof typeof en;

const nb: Record<MessageKey, string> = {
  'validation.language_required': 'Språk er påkrevd.',
  'validation.errors_summary': 'Oisann! Det er noen feil. Se over og rett dem.',
  'validation.course_required': 'Minst ett kurs er påkrevd.',
  'validation.access_pass_exists': 'Det er allerede utstedt et adgangspass for ett av de valgte kursene.',
  'validation.email_required': 'E-post er påkrevd.',
  'validation.email_taken': 'Det finnes allerede en bruker med denne e-postadressen.',
  'validation.end_date_after': 'Sluttdato må være etter dagens dato og startdatoen.',
  'validation.end_date_not_past': 'Sluttdato kan ikke være før dagens dato.',
  'validation.filetype': 'Filen var ikke av en tillatt filtype.',
  'validation.logo': 'Logoen må være et PNG-, JPG- eller GIF-bilde på høyst 1 MB.',
  'validation.first_name_required': 'Fornavn er påkrevd.',
  'validation.last_name_required': 'Etternavn er påkrevd.',
  'validation.title_required': 'Tittel er påkrevd.',
  'validation.text_required': 'Tekst er påkrevd.',
  'validation.name_required': 'Navn er påkrevd.',
  'validation.name_too_long': 'Navnet er for langt.',
  'validation.name_min': 'Navnet må ha minst ett tegn.',
  'validation.required': 'Dette feltet er påkrevd.',
  'validation.json_object': 'Denne verdien er ikke et gyldig JSON-objekt.',
  'validation.auth_method_required': 'Minst én innloggingsmetode må være aktivert.',
  'validation.microsoft_credentials': 'Microsoft-legitimasjonen er ugyldig.',
  'validation.microsoft_facebook_exclusive':
    'Kan ikke aktivere Microsoft-innlogging mens Facebook-innlogging er aktivert.',
  'validation.password_confirmation': 'Passordbekreftelsen må være lik passordet.',
  'validation.email_invalid': 'E-postadressen er ugyldig.',
  'validation.email_enter': 'Skriv inn en e-postadresse.',
  'validation.max_length': 'Kan ikke overstige {0} tegn.',
  'validation.max_number': 'Tallet kan ikke være større enn {0}.',
  'validation.min_length': 'Minst {0} tegn.',
  'validation.number': 'Må være et tall.',
  'validation.email': 'Må være en e-postadresse.',
  'validation.not_empty': 'Kan ikke være tom.',
  'validation.media_single': 'Du kan knytte til høyst ett mediaelement.',
  'validation.gtm_id': 'Tag Manager-ID-en må være GTM- etterfulgt av store bokstaver og sifre.',
  'validation.password_min': 'Minst 8 tegn.',
  'validation.too_long': 'Overstiger tillatt lengde.',
  'validation.invalid_type': 'Denne verdien har feil type.',
  'validation.unknown_field': 'Dette feltet er ikke tillatt.',
  'validation.invalid_value': 'Denne verdien er ikke gyldig.',
  'validation.captcha_required': 'Bekreft at du ikke er en robot.',
  'validation.captcha_invalid': 'Captchaen kunne ikke bekreftes. Prøv igjen.',
  'validation.not_found_reference': 'Det valgte elementet finnes ikke.',
  'validation.invalid_provider': 'Ugyldig innloggingsleverandør.',
  'validation.reset_token_invalid': 'Denne lenken for å tilbakestille passordet er ugyldig eller utløpt.',
  'validation.verify_token_invalid': 'Denne bekreftelseslenken er ugyldig eller utløpt.',
  'validation.date': 'Må være en dato (ÅÅÅÅ-MM-DD).',
  'validation.code_taken': 'Denne koden er allerede i bruk.',
  'validation.variant_exists': 'Kurset har allerede en variant på dette språket.',
  'validation.already_linked': 'Dette elementet er allerede knyttet til.',
  'validation.ids_mismatch': 'Elementene som ble sendt, stemmer ikke med ID-ene i adressen.',
  'auth.failed': 'Påloggingsinformasjonen stemmer ikke med våre opplysninger.',
  'auth.inactive': 'Denne kontoen er deaktivert. Kontakt administratoren din.',
  'auth.unauthenticated': 'Du er ikke logget inn, eller økten din er utløpt.',
  'auth.forbidden': 'Ingen tilgang. Du må kanskje logge ut og logge inn igjen.',
  'auth.throttled': 'For mange forsøk. Vent {0} sekunder og prøv igjen.',
  'auth.reset_sent': 'Hvis adressen er registrert, har vi sendt en lenke for å tilbakestille passordet.',
  'auth.password_reset': 'Passordet ditt er tilbakestilt.',
  'auth.logged_out': 'Du er logget ut.',
  'auth.registered': 'Takk for at du registrerte deg.',
  'auth.email_updated': 'E-postadressen din er oppdatert.',
  'auth.scope_invalid': 'Du kan ikke handle på vegne av dette firmaet.',
  'auth.registration_closed': 'Registrering er ikke åpen for dette firmaet.',
  'auth.password_login_disabled': 'Innlogging med e-post og passord er ikke aktivert for dette firmaet.',
  'auth.email_update_valid': 'Bekreft for å bruke denne e-postadressen.',
  'auth.additional_saved': 'Opplysningene dine er lagret.',
  'http.not_found': 'Elementet ble ikke funnet.',
  'http.bad_request': 'Forespørselen kunne ikke forstås.',
  'http.malformed_json': 'Forespørselens innhold er ikke gyldig JSON.',
  'http.payload_too_large': 'Forespørselen er for stor.',
  'http.unsupported_media_type': 'Denne innholdstypen støttes ikke.',
  'http.maintenance': 'Tjenesten er under vedlikehold. Prøv igjen senere.',
  'http.server_error': 'Noe gikk galt hos oss. Prøv igjen.',
  'http.conflict': 'Elementet er endret eller i bruk; endringen ble ikke lagret.',
  'resource.created': '{0} opprettet.',
  'resource.updated': '{0} lagret.',
  'resource.deleted': '{0} slettet.',
  'resource.attached': 'Knyttet til.',
  'resource.detached': 'Fjernet.',
  'resource.synced': 'Lagret.',
  'resource.cloned': '{0} kopiert.',
  'action.performed': 'Handling utført',
  'action.unknown': 'Ukjent handling.',
  'notifications.marked_read': 'Alle varsler er merket som lest.',
};

export const messages: Record<Locale, Record<MessageKey, string>> = { en, nb };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** Translates a key (or passes through a plain text) into the locale, filling {0}, {1} … */
export function translate(keyOrText: string, locale: Locale, ...args: (string | number)[]): string {
  const template = isMessageKey(keyOrText) ? (messages[locale]?.[keyOrText] ?? en[keyOrText]) : keyOrText;
  return template.replace(/\{(\d+)\}/g, (_, index: string) => String(args[Number(index)] ?? ''));
}

export function pickLocale(...candidates: (string | null | undefined)[]): Locale {
  for (const candidate of candidates) {
    if (!candidate) continue;
    for (const part of candidate.split(',')) {
      const code = part.split(';')[0].trim().toLowerCase();
      if (code === 'nb' || code === 'no' || code === 'nn' || code.startsWith('nb-') || code.startsWith('no-'))
        return 'nb';
      if (code === 'en' || code.startsWith('en-')) return 'en';
    }
  }
  return fallbackLocale;
}
