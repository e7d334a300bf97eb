/**
 * The company page a provider sign-in started from, so that the callback page's "start again" leads back to it.
 * Session storage: it is only this tab's, and only a slug.
 */
const key = 'provider-sign-in-company';

export function rememberProviderSignIn(company: string): void {
  sessionStorage.setItem(key, company);
}

export function providerSignInCompany(): string | null {
  return sessionStorage.getItem(key);
}
