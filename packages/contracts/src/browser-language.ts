/**
 * The interface language of a browser that has not chosen one, from its first language tag (`navigator.language`,
 * or the first of Accept-Language): Norwegian in any of its written forms reads Bokmål, anything else English.
 * The app starts in it and the server paints the sign-in page in it, so both must read it alike.
 */
export const browserLanguage = (tag: string): 'en' | 'nb' => (/^(nb|no|nn)/i.test(tag.trim()) ? 'nb' : 'en');
