/** The interface's languages: a leaf, so code that runs outside the browser (the first paint's build) can read it. */
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'nb', label: 'Norsk' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const isLanguageCode = (value: unknown): value is LanguageCode => value === 'en' || value === 'nb';
