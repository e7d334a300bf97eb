/**
 * The sign-in page's first paint (decisions.md "The sign-in page paints before the app"): the web's build renders
 * the page's frame and card to HTML once per language and logo kind, and the server puts the right one into
 * /login's document with the tenant's name and logo filled in, so the card shows before the app's scripts run.
 */

/** Where the build writes the templates, inside the web's build folder. */
export const FIRST_PAINT_DIR = 'first-paint';

/** A template's file name: one per language, with the tenant's logo or with the academy's mark. */
export const firstPaintFile = (language: 'en' | 'nb', withLogo: boolean) =>
  `sign-in.${language}.${withLogo ? 'logo' : 'mark'}.html`;

/** What the server replaces in a template (HTML-escaped); plain words React leaves as they are. */
export const FIRST_PAINT_SLOTS = {
  tenantName: 'FIRSTPAINTTENANTNAME',
  logo: 'FIRSTPAINTLOGOURL',
  year: 'FIRSTPAINTYEAR',
} as const;

/** The element the first paint sits in; the app removes it when its own first screen commits. */
export const FIRST_PAINT_ELEMENT_ID = 'first-paint';

/**
 * The language a signed-out visitor chose in this browser, kept as a cookie beside the app's own storage so the
 * server paints the sign-in page in it.
 */
export const LANGUAGE_COOKIE = 'academy_language';

/**
 * The dashboard's return paint (decisions.md "The dashboard paints what it showed last"): the app keeps the
 * dashboard it last showed in this tab's session storage under this key, and /home's document puts it on the
 * screen before the app's scripts run (home-snapshot-script.ts).
 */
export const HOME_SNAPSHOT_KEY = 'home_snapshot';

/** The element the dashboard's picture sits in, until the dashboard has its data or the reader has moved on. */
export const HOME_SNAPSHOT_ELEMENT_ID = 'home-snapshot';

/** Where the app keeps the access token (spec §3: session storage); the snapshot is shown only beside one. */
export const ACCESS_TOKEN_KEY = 'access_token';

/** The greeting's parts of the day and the hour each begins, by the browser's clock. */
export const PARTS_OF_DAY = { morning: 5, afternoon: 12, evening: 18 } as const;

export type PartOfDay = keyof typeof PARTS_OF_DAY;

export function partOfDay(hour: number): PartOfDay {
  if (hour >= PARTS_OF_DAY.morning && hour < PARTS_OF_DAY.afternoon) return 'morning';
  if (hour >= PARTS_OF_DAY.afternoon && hour < PARTS_OF_DAY.evening) return 'afternoon';
  return 'evening';
}

/** The element of the snapshot whose text is the greeting, set to the part of the day it is shown in. */
export const GREETING_ATTRIBUTE = 'data-greeting';

/**
 * What is kept: the app's markup (with the rules of the stylesheets the page's own files brought, inline), the
 * document's stylesheet it was styled by, its language, the greeting for each part of the day, and until when it
 * may be shown.
 */
export type HomeSnapshot = {
  html: string;
  stylesheet: string;
  language: 'en' | 'nb';
  greetings: Record<PartOfDay, string>;
  expires: number;
};
