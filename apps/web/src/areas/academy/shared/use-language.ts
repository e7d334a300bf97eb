import { useTranslation } from 'react-i18next';

/** The reading language; part of every content query key, so switching language reloads the texts. */
export function useLanguage(): 'en' | 'nb' {
  const { i18n } = useTranslation();
  return i18n.language === 'nb' ? 'nb' : 'en';
}
