import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { browserLanguage } from '@academy/contracts/browser-language';
import {
  FIRST_PAINT_DIR,
  FIRST_PAINT_SLOTS,
  firstPaintFile,
  LANGUAGE_COOKIE,
} from '@academy/contracts/first-paint';
import { HOME_SNAPSHOT_SCRIPT } from '@academy/contracts/home-snapshot-script';
import { escapeHtml } from '../escape-html.ts';
import { cookieValue } from './cookies.ts';

/** Who the sign-in card is of: the tenant's name and its logo's address (null: the academy's mark). */
export type SignInBrand = { name: string; logo: string | null };

type Language = 'en' | 'nb';

/**
 * /login's document with the sign-in card already in it (decisions.md "The sign-in page paints before the app"):
 * the build's template for the visitor's language and logo kind, its slots filled and escaped, put before the
 * app's root. The card shows as soon as the document and its stylesheet are in, a second or more before the
 * app's scripts have run on a slow phone. Null when the build wrote no templates (the page is then index.html).
 *
 * Files are read again when they change on disk, like the rest of the build (a rebuild needs no restart).
 */
export function createSignInPage(webRoot: string) {
  const read = fileReader();
  return (input: { cookieHeader?: string; acceptLanguage?: string; brand: SignInBrand }): string | null => {
    const language = visitorLanguage(input.cookieHeader, input.acceptLanguage);
    const index = read(join(webRoot, 'index.html'));
    const template = read(join(webRoot, FIRST_PAINT_DIR, firstPaintFile(language, !!input.brand.logo)));
    if (!index || !template || !index.includes(ROOT)) return null;
    const card = template
      .replaceAll(FIRST_PAINT_SLOTS.tenantName, escapeHtml(input.brand.name))
      .replaceAll(FIRST_PAINT_SLOTS.logo, escapeHtml(input.brand.logo ?? ''))
      .replaceAll(FIRST_PAINT_SLOTS.year, String(new Date().getFullYear()));
    // The colour scheme Mantine would set once its script runs, so the card's colours are right before that.
    return index
      .replace(/<html lang="[^"]*">/, `<html lang="${language}" data-mantine-color-scheme="light">`)
      .replace(ROOT, `${card}${ROOT}`);
  };
}

const ROOT = '<div id="root"></div>';

/**
 * /home's document with the script that puts the dashboard this tab last showed on the screen before the app has
 * run (decisions.md "The dashboard paints what it showed last"); the script itself decides whether there is one
 * to show. Null without a build (the page is then index.html).
 */
export function createHomePage(webRoot: string) {
  const read = fileReader();
  return (): string | null => {
    const index = read(join(webRoot, 'index.html'));
    if (!index?.includes(ROOT)) return null;
    return index.replace(ROOT, `<script>${HOME_SNAPSHOT_SCRIPT}</script>${ROOT}`);
  };
}

/**
 * The language the app itself will start in (i18n-setup.ts `initialLanguage`): the one chosen in this browser,
 * else the browser's first (`browserLanguage`, the app's own reading).
 */
export function visitorLanguage(cookieHeader?: string, acceptLanguage?: string): Language {
  const chosen = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  if (chosen === 'en' || chosen === 'nb') return chosen;
  return browserLanguage((acceptLanguage ?? '').split(',')[0]);
}

function fileReader() {
  const cache = new Map<string, { changed: number; text: string }>();
  return (path: string): string | null => {
    let changed: number;
    try {
      changed = statSync(path).mtimeMs;
    } catch {
      return null;
    }
    const kept = cache.get(path);
    if (kept?.changed === changed) return kept.text;
    const text = readFileSync(path, 'utf8');
    cache.set(path, { changed, text });
    return text;
  };
}
