import { i18n } from '../../../i18n/i18n-setup.ts';
import en from './pin-login.en.json';
import nb from './pin-login.nb.json';

/**
 * The PIN option's texts travel with its lazily loaded form, not in the entry's en.json/nb.json (the sign-in
 * page's first screen stays as small as it was). Both languages at once: the form can be shown in either.
 */
i18n.addResourceBundle('en', 'translation', { login: { pin: en } }, true, true);
i18n.addResourceBundle('nb', 'translation', { login: { pin: nb } }, true, true);
