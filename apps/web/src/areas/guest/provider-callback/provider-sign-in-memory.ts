/**
 * The company page a provider sign-in started from, so that the callback page's "start again" leads back to it.
 * Session storage: it is only this tab's, and only a slug.
 */
const key = 'provider-sign-in-company';

/** Without a company (plain /login) an older company page is forgotten, so "start again" leads to /login. */
export function rememberProviderSignIn(company: string | undefined): void {
  if (company) sessionStorage.setItem(key, company);
  else sessionStorage.removeItem(key);
}

export function providerSignInCompany(): string | null {
  return sessionStorage.getItem(key);
}
