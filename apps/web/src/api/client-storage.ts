import { ACCESS_TOKEN_KEY, HOME_SNAPSHOT_KEY, LANGUAGE_COOKIE } from '@academy/contracts/first-paint';

/**
 * Client storage of spec §3. The token and the context item live in session storage so that closing the
 * browser signs out; the SCORM flag, language and last navigation path survive in local storage.
 */
const KEYS = {
  token: ACCESS_TOKEN_KEY,
  context: 'context',
  scope: 'context_scope',
  impersonation: 'impersonation_scope',
  scorm: 'scorm',
  scormOrigin: 'scorm_origin',
  lastPath: 'last_main_path',
  language: 'language',
  signedOutLanguage: 'language_unsaved',
  // The dashboard as last shown in this tab, painted by /home's document before the app runs. Written by the
  // dashboard (home-snapshot.ts), which the first screen's script does not carry; cleared here with the session.
  homeSnapshot: HOME_SNAPSHOT_KEY,
} as const;

export const DEFAULT_MAIN_PATH = '/home';

export type StoredContextUser = {
  uuid: string;
  name: string;
  is_admin: boolean;
  is_super_admin: boolean;
  is_manager: boolean;
};

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    // Storage can be unavailable (private mode, disabled cookies); behave as if empty.
    return null;
  }
}

function write(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Ignored: nothing useful to do when storage is full or disabled.
  }
}

export const clientStorage = {
  getToken: () => read(sessionStorage, KEYS.token),
  setToken: (token: string | null) => write(sessionStorage, KEYS.token, token),

  getContextUser(): StoredContextUser | null {
    const raw = read(sessionStorage, KEYS.context);
    if (!raw) return null;
    try {
      // Written by setContextUser below, so it is read back as what it was.
      const user: StoredContextUser = JSON.parse(raw);
      return user;
    } catch {
      return null;
    }
  },
  setContextUser: (user: StoredContextUser | null) =>
    write(sessionStorage, KEYS.context, user ? JSON.stringify(user) : null),

  /** The company the user chose on select-company; sent as Context-Scope when not impersonating. */
  getScope: () => read(sessionStorage, KEYS.scope),
  setScope: (scope: string | null) => write(sessionStorage, KEYS.scope, scope),

  /** The scope an administrator impersonates (spec §7: saved from the `scope` query parameter). */
  getImpersonation: () => read(sessionStorage, KEYS.impersonation),
  setImpersonation: (scope: string | null) => write(sessionStorage, KEYS.impersonation, scope),

  isScorm: () => read(localStorage, KEYS.scorm) === 'true',
  setScorm: (on: boolean) => {
    write(localStorage, KEYS.scorm, on ? 'true' : null);
    if (!on) write(sessionStorage, KEYS.scormOrigin, null);
  },
  /** SCORM mode: the origin of the LMS's launch page that results are posted to (issue 25). */
  getScormOrigin: () => read(sessionStorage, KEYS.scormOrigin),
  setScormOrigin: (origin: string | null) => write(sessionStorage, KEYS.scormOrigin, origin),

  getLastMainPath: () => read(localStorage, KEYS.lastPath) ?? DEFAULT_MAIN_PATH,
  setLastMainPath: (path: string) => write(localStorage, KEYS.lastPath, path),

  getLanguage: () => read(localStorage, KEYS.language),
  setLanguage: (code: string) => {
    write(localStorage, KEYS.language, code);
    // The server reads it to paint the sign-in page in this language before the app runs (first-paint.ts).
    // biome-ignore lint/suspicious/noDocumentCookie: one plain preference; the Cookie Store API is not in every browser the academy supports.
    document.cookie = `${LANGUAGE_COOKIE}=${code};path=/;max-age=31536000;samesite=lax`;
  },

  /** A language picked while signed out, still to be saved to the account at the next sign-in. */
  getSignedOutLanguage: () => read(localStorage, KEYS.signedOutLanguage),
  setSignedOutLanguage: (code: string | null) => write(localStorage, KEYS.signedOutLanguage, code),

  /** Sign-out: token, context, chosen and impersonated scope and the dashboard's snapshot go; language and last path stay. */
  clearSession() {
    write(sessionStorage, KEYS.token, null);
    write(sessionStorage, KEYS.homeSnapshot, null);
    write(sessionStorage, KEYS.context, null);
    write(sessionStorage, KEYS.scope, null);
    write(sessionStorage, KEYS.impersonation, null);
  },
};
