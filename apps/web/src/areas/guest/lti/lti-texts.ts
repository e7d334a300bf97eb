import { i18n } from '../../../i18n/i18n-setup.ts';
import en from './lti.en.json';
import nb from './lti.nb.json';

/** The LTI pages' texts travel with their lazily loaded pages, not in the entry's en.json/nb.json. */
i18n.addResourceBundle('en', 'translation', { lti: en }, true, true);
i18n.addResourceBundle('nb', 'translation', { lti: nb }, true, true);
