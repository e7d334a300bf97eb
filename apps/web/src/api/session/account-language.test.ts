import type { Context } from '@academy/contracts/entities/context';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientStorage } from '../client-storage.ts';
import { sessionStore } from '../session-store.ts';
import { changeLanguage, contextLanguage, saveSignedOutLanguage } from './account-language.ts';

const fetchMock = vi.fn<typeof fetch>();
const ok = () => new Response(JSON.stringify({ data: { item: {} } }), { status: 200 });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ok());
  sessionStore.set(null);
});
afterEach(() => vi.unstubAllGlobals());

const context = (user: boolean, code: 'en' | 'nb', config: Record<string, unknown> = {}) =>
  ({ user: user ? { uuid: 'u1' } : null, user_language: { code }, tenant: { config } }) as unknown as Context;

describe('a language picked while signed out', () => {
  it('waits in the browser, then the next sign-in saves it to the account once', async () => {
    await changeLanguage('nb');
    expect(clientStorage.getSignedOutLanguage()).toBe('nb');
    expect(fetchMock).not.toHaveBeenCalled();

    clientStorage.setToken('token');
    await saveSignedOutLanguage();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/users/me/settings');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ preferred_language: 'nb' });
    expect(clientStorage.getSignedOutLanguage()).toBeNull();

    await saveSignedOutLanguage();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is kept for the next sign-in when saving fails', async () => {
    clientStorage.setSignedOutLanguage('nb');
    clientStorage.setToken('token');
    fetchMock.mockImplementation(async () => new Response('{}', { status: 500 }));
    await saveSignedOutLanguage();
    expect(clientStorage.getSignedOutLanguage()).toBe('nb');
  });

  it('is not pending when picked signed in (the menu saves it to the account at once)', async () => {
    clientStorage.setToken('token');
    sessionStore.set(context(true, 'en'));
    clientStorage.setSignedOutLanguage('en');
    await changeLanguage('nb');
    expect(clientStorage.getSignedOutLanguage()).toBeNull();
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('/api/v1/users/me/settings');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ preferred_language: 'nb' });
  });
});

describe('contextLanguage', () => {
  it('follows the account once signed in, over an older choice of this browser, and remembers it', () => {
    clientStorage.setLanguage('en');
    expect(contextLanguage(context(true, 'nb'))).toBe('nb');
    expect(clientStorage.getLanguage()).toBe('nb');
  });

  it('follows this browser’s choice when signed out', () => {
    clientStorage.setLanguage('nb');
    expect(contextLanguage(context(false, 'en'))).toBe('nb');
    localStorage.clear();
    expect(contextLanguage(context(false, 'en'))).toBeNull();
  });

  it("gives a browser that asks for neither language the tenant's default, and no one else", () => {
    localStorage.clear();
    const language = vi.spyOn(navigator, 'language', 'get');
    language.mockReturnValue('de-DE');
    expect(contextLanguage(context(false, 'en', { default_language: 'nb' }))).toBe('nb');
    expect(contextLanguage(context(false, 'en', {}))).toBeNull();
    language.mockReturnValue('en-GB');
    expect(contextLanguage(context(false, 'en', { default_language: 'nb' }))).toBeNull();
    clientStorage.setLanguage('en');
    language.mockReturnValue('de-DE');
    expect(contextLanguage(context(false, 'en', { default_language: 'nb' }))).toBe('en');
    language.mockRestore();
  });
});
