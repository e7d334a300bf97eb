import { i18n } from '../../i18n/i18n-setup.ts';
import en from './partner-integrations.en.json';
import nb from './partner-integrations.nb.json';

/** The partner card's texts travel with the lazily loaded integrations tab, not in the entry's en.json/nb.json. */
i18n.addResourceBundle('en', 'translation', { organization: { partners: en } }, true, true);
i18n.addResourceBundle('nb', 'translation', { organization: { partners: nb } }, true, true);
