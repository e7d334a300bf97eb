import type { Meta } from '@academy/contracts/common/envelope';
import type { Locale } from '@academy/contracts/messages';
import { loadValidationMessages, translate } from '../i18n/validation-messages.ts';
import { ApiError } from './api-error.ts';
import { clientStorage } from './client-storage.ts';
import { httpEnvironment } from './http-environment.ts';
import { currentContextUser, currentScope, sessionStore } from './session-store.ts';

/**
 * The one HTTP client of the web app: the request headers of spec §7 and every row of the error catalogue
 * of spec §8. No timeout (spec §9); success is 200–299.
 */
export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** Hand a 401 back to the caller instead of redirecting (the guest login page, spec §8). */
  passUnauthorized?: boolean;
  /** Do not show the generic snackbar for other errors; the caller shows its own screen (context load). */
  quiet?: boolean;
  /** Do not show the 403 snackbar; used by the my-courses diagnostic retry. */
  quietForbidden?: boolean;
};

/** The `data` object of the envelope; fields depend on the call (`Item`: what its contract says it holds). */
export type EnvelopeData<Item = unknown> = {
  item?: Item;
  items?: Item[];
  message?: string;
  relations?: string[];
  meta?: Partial<Meta>;
};

export const API_BASE = '/api/v1';

/** The last error that was not handled by a more specific row of the catalogue ("stored as a server error"). */
let lastServerError: ApiError | null = null;
export const getLastServerError = () => lastServerError;

export function apiUrl(path: string, query?: Query): string {
  const base = path.startsWith('/api/') ? path : `${API_BASE}/${path.replace(/^\//, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // spec §7: an empty or null search parameter is dropped.
    if (value === null || value === undefined || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

function locale(): Locale {
  return httpEnvironment().language() === 'nb' ? 'nb' : 'en';
}

export function requestHeaders(hasJsonBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const token = clientStorage.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Frontend-Version', __APP_VERSION__);
  headers.set('Frontend-Url', httpEnvironment().currentUrl());
  const scope = currentScope();
  if (scope) headers.set('Context-Scope', scope);
  const user = currentContextUser();
  if (user) headers.set('Context-User', user);
  headers.set('Accept-Language', httpEnvironment().language());
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  return headers;
}

/** An answer's JSON: `data` on success, `message` and `errors` on an error (spec §8). */
type Answer<D> = { data?: D; message?: unknown; errors?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The one trusted boundary of the web's reads: an answer's `data` is what the caller's contract declares it to
 * be (`request<D>`); the server's answers are checked against those same schemas in its tests, and no zod is
 * shipped to parse them again here. An empty or invalid answer reads as `{}`.
 */
async function readAnswer<D>(response: Response): Promise<Answer<D>> {
  try {
    const answer: Answer<D> = JSON.parse((await response.text()) || '{}');
    return isRecord(answer) ? answer : {};
  } catch {
    return {};
  }
}

/** spec §8: an invalid or empty success answer is an empty result (its fields are missing, as the JSON's are). */
const emptyData = <D>(): D => JSON.parse('{}');

/** Validation messages keyed by field, translated (the server may send keys or texts). */
export function translateFieldErrors(errors: unknown): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  if (!isRecord(errors)) return result;
  for (const [field, messages] of Object.entries(errors)) {
    const list = Array.isArray(messages) ? messages : [messages];
    result[field] = list.map((message) => translate(String(message), locale()));
  }
  return result;
}

/** Sign-out on the client: token and context go, the app resets and shows the login page. */
export async function signOutLocally(options: { expired?: boolean } = {}): Promise<void> {
  clientStorage.clearSession();
  clientStorage.setScorm(false);
  // Navigate first and reset the in-memory context after: resetting first would let the guard of the
  // page being left send the user to plain /login, racing this navigation.
  await httpEnvironment().navigate(options.expired ? '/login?expired=1' : '/login');
  httpEnvironment().onSignedOut();
}

/** A 401 after the scheduled logout time means the session ran out, which the login page then says. */
function sessionRanOut(): boolean {
  const logoutAt = sessionStore.get()?.user?.logout_at;
  return Boolean(logoutAt && Date.parse(logoutAt) <= Date.now());
}

function isLoginPage(path: string): boolean {
  return path === '/login' || path.startsWith('/login/');
}

export async function request<D = EnvelopeData>(path: string, options: RequestOptions = {}): Promise<D> {
  const env = httpEnvironment();
  const form = typeof FormData !== 'undefined' && options.body instanceof FormData ? options.body : null;
  const hasJsonBody = options.body !== undefined && !form;
  const init: RequestInit = {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: requestHeaders(hasJsonBody),
    body: form ?? (hasJsonBody ? JSON.stringify(options.body) : undefined),
  };
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), init);
  } catch {
    const message = env.t('errors.connection');
    env.notify({ id: 'connection-error', color: 'red', message });
    throw new ApiError({ kind: 'network', message });
  }

  const body = await readAnswer<D>(response);
  if (response.status >= 200 && response.status < 300) {
    // spec §8: an invalid or empty response is an empty result.
    return isRecord(body.data) ? body.data : emptyData<D>();
  }

  // The language's messages load with it; an error answer that arrives first waits for them (a failed load
  // leaves the server's text as it came).
  await loadValidationMessages(locale()).catch(() => undefined);
  const serverMessage = typeof body.message === 'string' ? translate(body.message, locale()) : '';
  const statusText = response.statusText || env.t(`errors.status.${response.status}`, { defaultValue: '' });
  const base = { status: response.status, statusText };

  if (response.status === 401) {
    const error = new ApiError({
      ...base,
      kind: 'unauthorized',
      message: serverMessage || env.t('errors.unauthorized'),
    });
    // Only a refused session ends the session: its 401 carries the bearer challenge. An operation's own 401 (a
    // used one-time code, a wrong password) is the caller's to show.
    const sessionRefused = /^bearer\b/i.test(response.headers.get('www-authenticate') ?? '');
    if (options.passUnauthorized || isLoginPage(env.currentPath()) || !sessionRefused) throw error;
    void signOutLocally({ expired: sessionRanOut() });
    throw error;
  }

  if (response.status === 403) {
    const message = env.t('errors.forbidden');
    if (!options.quietForbidden) {
      env.notify({
        id: 'forbidden',
        color: 'red',
        message,
        action: { label: env.t('actions.logout'), onClick: () => void signOutLocally() },
      });
    }
    throw new ApiError({ ...base, kind: 'forbidden', message });
  }

  if (response.status === 422) {
    const errors = translateFieldErrors(body.errors);
    const message = serverMessage || env.t('errors.validation');
    env.notify({ color: 'red', message, details: Object.values(errors).flat() });
    throw new ApiError({ ...base, kind: 'validation', message, errors });
  }

  const retryAfter = Number(response.headers.get('Retry-After')) || null;
  const error = new ApiError({ ...base, kind: 'server', message: serverMessage || statusText, retryAfter });
  lastServerError = error;
  if (!options.quiet) env.notify({ color: 'red', message: error.message || env.t('errors.generic') });
  throw error;
}

export type ListResult<T> = { items: T[]; meta: Partial<Meta> };

export type ListOptions = {
  /**
   * spec §7/§8 "my-courses list": after a 403, ask the server how it sees the caller (GET diagnostic/auth),
   * then retry exactly once with an added timestamp parameter; if that fails too, the result is empty.
   * The learner's course list (GET courses) is that list here.
   */
  diagnosticRetry?: boolean;
};

/** GET /api/v1/diagnostic/auth: only used before the one retry of a my-courses list. */
export const DIAGNOSTIC_PATH = 'diagnostic/auth';

/** A list call. spec §8: a failed list is an empty list with empty meta (see ListOptions for the retry). */
export async function list<T>(
  path: string,
  query: Query = {},
  options: ListOptions = {},
): Promise<ListResult<T>> {
  const empty: ListResult<T> = { items: [], meta: {} };
  const read = (data: EnvelopeData<T>): ListResult<T> =>
    Array.isArray(data.items) ? { items: data.items, meta: data.meta ?? {} } : empty;
  const retry = Boolean(options.diagnosticRetry);
  try {
    return read(await request<EnvelopeData<T>>(path, { query, quietForbidden: retry }));
  } catch (error) {
    if (!retry || !(error instanceof ApiError) || error.kind !== 'forbidden') return empty;
    try {
      // The diagnostic's own failure does not stop the retry: it only tells the server's view of the caller.
      await request(DIAGNOSTIC_PATH, { quiet: true, quietForbidden: true }).catch(() => undefined);
      return read(await request<EnvelopeData<T>>(path, { query: { ...query, timestamp: Date.now() } }));
    } catch {
      return empty;
    }
  }
}

/** A single item; the caller handles errors (they were already reported). */
export async function getItem<T>(path: string, options: RequestOptions = {}): Promise<T | null> {
  const data = await request<EnvelopeData<T>>(path, options);
  return data.item ?? null;
}
