import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installHttpEnvironment } from '../http-environment.ts';
import { fetchCourses } from './courses.ts';

/** The learner's course list is the spec's "my-courses list" (§7, §8): a 403 gets the diagnostic and one retry. */
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let snackbars: unknown[];

beforeEach(() => {
  snackbars = [];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  installHttpEnvironment({ notify: (snackbar) => snackbars.push(snackbar), currentPath: () => '/home' });
});
afterEach(() => vi.unstubAllGlobals());

describe('fetchCourses after a 403', () => {
  it('asks GET /api/v1/diagnostic/auth, then retries the same list once with a timestamp', async () => {
    fetchMock
      .mockResolvedValueOnce(json(403, { message: 'auth.forbidden' }))
      .mockResolvedValueOnce(json(200, { data: { item: { authenticated: true } } }))
      .mockResolvedValueOnce(json(200, { data: { items: [{ uuid: 'c1', name: 'Workplace Safety' }] } }));
    expect(await fetchCourses('ongoing')).toEqual([{ uuid: 'c1', name: 'Workplace Safety' }]);
    const urls = fetchMock.mock.calls.map((call) => new URL(String(call[0]), 'http://academy.test'));
    expect(urls.map((url) => url.pathname)).toEqual([
      '/api/v1/courses',
      '/api/v1/diagnostic/auth',
      '/api/v1/courses',
    ]);
    expect(urls[2].searchParams.get('filter[status]')).toBe('ongoing');
    expect(urls[2].searchParams.get('timestamp')).toMatch(/^\d+$/);
    expect(urls[0].searchParams.has('timestamp')).toBe(false);
    // The retry is silent: no access-denied snackbar for a 403 it recovers from.
    expect(snackbars).toEqual([]);
  });

  it('shows an empty list when the retry is refused too', async () => {
    fetchMock
      .mockResolvedValueOnce(json(403, {}))
      .mockResolvedValueOnce(json(200, { data: { item: {} } }))
      .mockResolvedValueOnce(json(403, {}));
    expect(await fetchCourses('all')).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
