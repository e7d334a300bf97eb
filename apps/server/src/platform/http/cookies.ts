import { parseCookie } from 'cookie';

/** One cookie's value from a request's `Cookie` header, or null when the request carries none of that name. */
export function cookieValue(header: string | undefined, name: string): string | null {
  return header ? (parseCookie(header)[name] ?? null) : null;
}
