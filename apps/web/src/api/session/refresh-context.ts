import type { Context } from '@academy/contracts/entities/context';
import { switchLanguage } from '../../i18n/i18n-setup.ts';
import { callStartupOperation } from '../operations/call-startup-operation.ts';
import { sessionStore } from '../session-store.ts';
import { contextLanguage } from './account-language.ts';

/** GET /api/v1/context; a 401 (revoked token) is handled by the caller rather than by the redirect row. */
export async function loadContext(): Promise<Context | null> {
  const data = await callStartupOperation('context.read', {}, { quiet: true, passUnauthorized: true });
  return data.item;
}

/** The language rule of decisions.md "Language": signed in, the account's; signed out, this browser's. */
export async function applyContextLanguage(context: Context): Promise<void> {
  const wanted = contextLanguage(context);
  if (wanted) await switchLanguage(wanted);
}

/**
 * Reloads the context after sign-in, sign-out or a scope change, without the full-screen loader. It lives in
 * the data layer because screens of several areas (sign-in, select-company, register-additional) and the
 * shell all need it, and none of them may import another.
 */
export async function refreshContext(): Promise<Context | null> {
  const context = await loadContext();
  sessionStore.set(context);
  if (context) await applyContextLanguage(context);
  return context;
}
