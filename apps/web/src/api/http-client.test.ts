import type { Context } from '@academy/contracts/entities/context';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { clientStorage } from './client-storage.ts';
import { list, request } from './http-client.ts';
import { type HttpEnvironment, installHttpEnvironment, type Snackbar } from './http-environment.ts';
import { runAction } from './run-action.ts';
import { sessionStore } from './session-store.ts';

const texts: Record<string, string> = {
  'errors.connection': 'Connection error. Please check your internet connection.',
  'errors.forbidden': 'Access denied. You might need to log out and log back in.',
  'actions.logout': 'Logout',
  'notifications.action_performed': 'Action performed',
};

let snackbars: Snackbar[];
let navigations: string[];
let path: string;
let signedOut: number;

/** What the server adds to a 401 that refuses the session itself (RFC 6750). */
const bearerChallenge = { 'WWW-Authenticate': 'Bearer realm="academy"' };

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  snackbars = [];
  navigations = [];
  path = '/home';
  signedOut = 0;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  const environment: Partial<HttpEnvironment> = {
    t: (key) => texts[key] ?? key,
    language: () => 'en',
    notify: (snackbar) => snackbars.push(snackbar),
    navigate: (to) => {
      navigations.push(to);
    },
    currentPath: () => path,
    currentUrl: () => `http://academy.test${path}`,
    onSignedOut: () => {
      signedOut += 1;
    },
  };
  installHttpEnvironment(environment);
});

afterEach(() => vi.unstubAllGlobals());

describe('request headers (spec §7)', () => {
  it('sends the bearer token, frontend version and url, scope, user and language', async () => {
    clientStorage.setToken('secret');
    clientStorage.setImpersonation('users:11111111-1111-1111-1111-111111111111|user');
    fetchMock.mockResolvedValue(json(200, { data: { item: { ok: true } } }));
    await request('context');
    const [url, init] = fetchMock.mock.calls[0];
    const headers = init?.headers as Headers;
    expect(url).toBe('/api/v1/context');
    expect(headers.get('Authorization')).toBe('Bearer secret');
    expect(headers.get('Frontend-Version')).toBe('0.0.0-test');
    expect(headers.get('Frontend-Url')).toBe('http://academy.test/home');
    expect(headers.get('Context-Scope')).toBe('users:11111111-1111-1111-1111-111111111111|user');
    expect(headers.get('Context-User')).toBe('users:11111111-1111-1111-1111-111111111111|user');
    expect(headers.get('Accept-Language')).toBe('en');
  });
  it('uses the chosen company as scope when not impersonating and drops empty query parameters', async () => {
    clientStorage.setScope('companies:abc|company');
    fetchMock.mockResolvedValue(json(200, { data: { items: [] } }));
    await request('courses', { query: { search: '', page: 2, filter: null } });
    const [url, init] = fetchMock.mock.calls[0];
    const headers = init?.headers as Headers;
    expect(url).toBe('/api/v1/courses?page=2');
    expect(headers.get('Context-Scope')).toBe('companies:abc|company');
    expect(headers.has('Context-User')).toBe(false);
  });
});

describe('error catalogue (spec §8)', () => {
  it('rejects with the connection text when there is no response', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('context')).rejects.toMatchObject({
      kind: 'network',
      message: texts['errors.connection'],
    });
    expect(snackbars[0].message).toBe(texts['errors.connection']);
  });
  it('sends a 401 on a signed-in page to /login and clears the token', async () => {
    clientStorage.setToken('old');
    fetchMock.mockResolvedValue(json(401, { message: 'auth.unauthenticated' }, bearerChallenge));
    await expect(request('courses')).rejects.toBeInstanceOf(ApiError);
    await Promise.resolve();
    expect(navigations).toEqual(['/login']);
    expect(clientStorage.getToken()).toBeNull();
    expect(signedOut).toBe(1);
  });
  it('sends a 401 after the scheduled logout time to /login?expired=1', async () => {
    clientStorage.setToken('old');
    sessionStore.set({
      user: { logout_at: new Date(Date.now() - 1000).toISOString() },
    } as unknown as Context);
    fetchMock.mockResolvedValue(json(401, { message: 'auth.unauthenticated' }, bearerChallenge));
    await expect(request('poll')).rejects.toBeInstanceOf(ApiError);
    await Promise.resolve();
    expect(navigations).toEqual(['/login?expired=1']);
    sessionStore.set(null);
  });
  it("passes an operation's own 401 (no bearer challenge) to the caller and keeps the session", async () => {
    clientStorage.setToken('kept');
    fetchMock.mockResolvedValue(json(401, { message: 'lti.code_invalid' }));
    await expect(request('lti/exchange', { method: 'POST', body: {} })).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    await Promise.resolve();
    expect(navigations).toEqual([]);
    expect(clientStorage.getToken()).toBe('kept');
    expect(signedOut).toBe(0);
  });
  it('passes a 401 to the caller on the login page', async () => {
    path = '/login';
    fetchMock.mockResolvedValue(json(401, { message: 'auth.failed' }));
    await expect(request('auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      kind: 'unauthorized',
      message: 'These credentials do not match our records.',
    });
    expect(navigations).toEqual([]);
  });
  it('shows the 403 snackbar whose Logout action clears the session and goes to /login', async () => {
    clientStorage.setToken('t');
    fetchMock.mockResolvedValue(json(403, { message: 'auth.forbidden' }));
    await expect(request('companies')).rejects.toMatchObject({ kind: 'forbidden' });
    expect(snackbars[0].message).toBe(texts['errors.forbidden']);
    expect(snackbars[0].action?.label).toBe('Logout');
    snackbars[0].action?.onClick();
    await Promise.resolve();
    expect(clientStorage.getToken()).toBeNull();
    expect(navigations).toEqual(['/login']);
  });
  it('shows the 422 message with the translated field messages and hands the errors to the caller', async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        message: 'validation.errors_summary',
        errors: { email: ['validation.email_required'], first_name: ['First name is required.'] },
      }),
    );
    const error = (await request('auth/register', { method: 'POST', body: {} }).catch((e) => e)) as ApiError;
    expect(error.kind).toBe('validation');
    expect(error.errors).toEqual({ email: ['Email is required.'], first_name: ['First name is required.'] });
    expect(snackbars[0].message).toBe('Oops! There are some errors. Please review and correct them.');
    expect(snackbars[0].details).toEqual(['Email is required.', 'First name is required.']);
  });
  it('stores other errors as server errors with the status text and Retry-After', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'http.maintenance' }), {
        status: 503,
        statusText: 'Service Unavailable',
        headers: { 'Retry-After': '300' },
      }),
    );
    const error = (await request('context', { quiet: true }).catch((e) => e)) as ApiError;
    expect(error).toMatchObject({
      kind: 'server',
      status: 503,
      statusText: 'Service Unavailable',
      retryAfter: 300,
    });
    expect(snackbars).toEqual([]);
  });
  it('treats an invalid or empty response as an empty result', async () => {
    fetchMock.mockResolvedValue(new Response('not json', { status: 200 }));
    expect(await request('context')).toEqual({});
  });
  it('turns a failed list into an empty list with empty meta', async () => {
    fetchMock.mockResolvedValue(json(500, { message: 'boom' }));
    expect(await list('courses')).toEqual({ items: [], meta: {} });
  });
  it('runs the auth diagnostic and retries a my-courses list exactly once after a 403', async () => {
    fetchMock
      .mockResolvedValueOnce(json(403, { message: 'auth.forbidden' }))
      .mockResolvedValueOnce(json(200, { data: { item: { authenticated: true } } }))
      .mockResolvedValueOnce(json(200, { data: { items: [{ uuid: 'c1' }], meta: { uuid: 'm' } } }));
    const result = await list('courses', { sort: 'name' }, { diagnosticRetry: true });
    expect(result.items).toEqual([{ uuid: 'c1' }]);
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toEqual([
      '/api/v1/courses?sort=name',
      '/api/v1/diagnostic/auth',
      expect.stringMatching(/^\/api\/v1\/courses\?sort=name&timestamp=\d+$/),
    ]);
    expect(snackbars).toEqual([]);
  });
  it('gives empty results when the retry fails too, and never retries twice', async () => {
    fetchMock
      .mockResolvedValueOnce(json(403, {}))
      .mockResolvedValueOnce(json(200, { data: {} }))
      .mockResolvedValueOnce(json(403, {}));
    expect(await list('courses', {}, { diagnosticRetry: true })).toEqual({ items: [], meta: {} });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
  it('still retries once when the diagnostic itself fails', async () => {
    fetchMock
      .mockResolvedValueOnce(json(403, {}))
      .mockResolvedValueOnce(json(500, {}))
      .mockResolvedValueOnce(json(200, { data: { items: [{ uuid: 'c2' }] } }));
    expect((await list('courses', {}, { diagnosticRetry: true })).items).toEqual([{ uuid: 'c2' }]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
  it('does not run the diagnostic for other lists or other errors', async () => {
    fetchMock.mockResolvedValue(json(403, {}));
    expect(await list('books')).toEqual({ items: [], meta: {} });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(json(500, {}));
    expect(await list('courses', {}, { diagnosticRetry: true })).toEqual({ items: [], meta: {} });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
  it('shows the server message of an action, or "Action performed"', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { message: 'Done!', relations: ['courses'] } }));
    expect(await runAction('notifications.mark-all-read')).toEqual({
      message: 'Done!',
      relations: ['courses'],
    });
    fetchMock.mockResolvedValueOnce(json(200, { data: {} }));
    await runAction('notifications.mark-all-read');
    expect(snackbars.map((s) => [s.color, s.message])).toEqual([
      ['green', 'Done!'],
      ['green', 'Action performed'],
    ]);
  });
  it('shows an error snackbar with the server message when an action fails', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { message: 'action.unknown' }));
    await expect(runAction('notifications.mark-all-read')).rejects.toBeInstanceOf(ApiError);
    expect(snackbars).toEqual([{ color: 'red', message: 'Unknown action.' }]);
  });
});
