/**
 * A language named in the reader's language ("engelsk" for an nb reader), from its code; the tenant's own name
 * for it when the browser does not know the code.
 */
export function languageName(language: { code: string; name: string }, readerLanguage: string): string {
  try {
    const named = new Intl.DisplayNames([readerLanguage], { type: 'language' }).of(language.code);
    return named && named !== language.code ? named : language.name;
  } catch {
    return language.name;
  }
}
