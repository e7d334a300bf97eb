/** The languages module's public face: adding a tenant's languages. */
export { createLanguages, type LanguageInput } from './create-languages.ts';
export { languagesModule } from './manifest.ts';
