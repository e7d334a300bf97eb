import type { Context } from '@academy/contracts/entities/context';
import { isLanguageCode, type LanguageCode, switchLanguage } from '../../i18n/i18n-setup.ts';
import { clientStorage } from '../client-storage.ts';
import { callStartupOperation } from '../operations/call-startup-operation.ts';
import { sessionStore } from '../session-store.ts';

/**
 * One language rule (decisions.md "Language"): the language picked last — on a sign-in page, in the menu or
 * in the settings — is the account's preferred language, and that one language is used for the interface,
 * the course variants, mails and PDFs. A pick made while signed out waits in this browser and is saved to
 * the account by the next sign-in; once signed in, the account decides.
 */

/**
 * Saves a language picked while signed out as the account's preference. Runs right after the token is
 * stored and before the context loads, so the context, the content and every mail already use it.
 */
export async function saveSignedOutLanguage(): Promise<void> {
  const picked = clientStorage.getSignedOutLanguage();
  if (!isLanguageCode(picked)) return;
  try {
    await callStartupOperation(
      'users.updateSettings',
      { body: { preferred_language: picked } },
      { quiet: true, quietForbidden: true },
    );
    clientStorage.setSignedOutLanguage(null);
  } catch {
    // The interface keeps the pick; the next sign-in tries again.
  }
}

/**
 * The interface language for a loaded context: signed in, the account's (its preference; without one, the
 * language the request was made in, which is this browser's); signed out, this browser's saved choice.
 * A signed-in language is remembered in this browser so the sign-in page speaks it after signing out.
 */
export function contextLanguage(context: Context): LanguageCode | null {
  if (context.user) {
    const code = context.user_language.code;
    if (isLanguageCode(code)) clientStorage.setLanguage(code);
    return isLanguageCode(code) ? code : null;
  }
  const saved = clientStorage.getLanguage();
  if (isLanguageCode(saved)) return saved;
  // Without a choice of its own, a browser that asks for neither language gets the tenant's default
  // (its settings, decisions.md "Tenant settings"); one that asks for either keeps the language it asked for.
  const fallback = context.tenant.config.default_language;
  return !browserAsksForOurLanguages() && isLanguageCode(fallback) ? fallback : null;
}

/** Whether the browser's language is English or Norwegian (the ones the interface speaks, spec §9). */
function browserAsksForOurLanguages(): boolean {
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.toLowerCase();
  return /^(en|nb|no|nn)\b/.test(browser);
}

/**
 * Switches en/nb and saves the choice (decisions.md "Language": the language picked last is the account's
 * preference): signed in, as the account's preferred language (the own settings' update);
 * signed out, in this browser until the next sign-in saves it to the account.
 */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  clientStorage.setLanguage(code);
  // The account is updated first: the server may pick content languages from the account preference, and
  // the queries that refetch on the language change must already see the new one.
  const user = sessionStore.get()?.user;
  clientStorage.setSignedOutLanguage(user && clientStorage.getToken() ? null : code);
  if (user && clientStorage.getToken()) {
    try {
      await callStartupOperation(
        'users.updateSettings',
        { body: { preferred_language: code } },
        { quiet: true, quietForbidden: true },
      );
    } catch {
      // The browser keeps the choice even when the account cannot be updated.
    }
  }
  await switchLanguage(code);
}
