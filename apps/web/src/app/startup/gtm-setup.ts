import { translate } from '../../i18n/validation-messages.ts';

/** spec §5: the tag manager id is the GTM- prefix followed by upper-case letters and digits. */
const GTM_ID = /^GTM-[A-Z0-9]+$/;

export const isValidGtmId = (id: string) => GTM_ID.test(id);

export class InvalidGtmIdError extends Error {
  constructor(id: string, locale: 'en' | 'nb') {
    super(`${translate('validation.gtm_id', locale)} (${id})`);
    this.name = 'InvalidGtmIdError';
  }
}

/**
 * Installs Google Tag Manager when the application enables it and the tenant has an id. An invalid id
 * raises the spec's error instead of loading anything.
 */
export function setupGtm(options: { enabled: boolean; id: string | null; locale: 'en' | 'nb' }): boolean {
  if (!options.enabled || !options.id) return false;
  if (!isValidGtmId(options.id)) throw new InvalidGtmIdError(options.id, options.locale);
  if (document.getElementById('gtm-script')) return true;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = 'gtm-script';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(options.id)}`;
  document.head.appendChild(script);
  return true;
}
