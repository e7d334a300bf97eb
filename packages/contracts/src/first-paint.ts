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
