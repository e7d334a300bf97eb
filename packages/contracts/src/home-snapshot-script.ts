import {
  ACCESS_TOKEN_KEY,
  GREETING_ATTRIBUTE,
  HOME_SNAPSHOT_ELEMENT_ID,
  HOME_SNAPSHOT_KEY,
  PARTS_OF_DAY,
} from './first-paint.ts';
import { href } from './routes.ts';

/** The dashboard's address, the one document that carries the script. */
export const HOME_PATH = href('academy.dashboard.index');

/** How long the picture may wait for the dashboard's data before the app's own loading state shows instead. */
const GIVE_UP_MS = 10_000;

/**
 * The one inline script of the academy's documents (its hash is in the content security policy), put into
 * /home's document just before the app's root: it shows the dashboard this tab last showed, as a picture over
 * the page until the app's own dashboard has its data (decisions.md "The dashboard paints what it showed last").
 *
 * It shows nothing unless all of these hold, so a stale or foreign picture never appears: the tab holds an
 * access token (signing out clears the snapshot with it), the snapshot is less than a day old, and it was styled
 * by this very build's stylesheet (after an update the class names may differ). The greeting is the one of the
 * hour it is shown in.
 * Like the sign-in page's first paint it is `inert` and `aria-hidden`; it covers the viewport, so the app's start-up
 * and page render beneath it unseen.
 *
 * Plain ES5 in a string: it runs before any module, in every browser the academy supports.
 */
export const HOME_SNAPSHOT_SCRIPT = `(function () {
  try {
    var saved = JSON.parse(sessionStorage.getItem('${HOME_SNAPSHOT_KEY}') || 'null');
    var sheet = document.querySelector('link[rel="stylesheet"]');
    if (!saved || !sessionStorage.getItem('${ACCESS_TOKEN_KEY}') || !(saved.expires > Date.now())) return;
    if (!sheet || sheet.getAttribute('href') !== saved.stylesheet) return;
    var paint = document.createElement('div');
    paint.id = '${HOME_SNAPSHOT_ELEMENT_ID}';
    paint.setAttribute('inert', '');
    paint.setAttribute('aria-hidden', 'true');
    paint.style.cssText = 'position:fixed;inset:0;z-index:1000;overflow:hidden;background:var(--mantine-color-body)';
    paint.innerHTML = String(saved.html);
    // The greeting of the hour it is now (first-paint.ts partOfDay), not of the hour the picture was kept.
    var hour = new Date().getHours();
    var part = hour >= ${PARTS_OF_DAY.morning} && hour < ${PARTS_OF_DAY.afternoon} ? 'morning'
      : hour >= ${PARTS_OF_DAY.afternoon} && hour < ${PARTS_OF_DAY.evening} ? 'afternoon' : 'evening';
    var greeting = paint.querySelector('[${GREETING_ATTRIBUTE}]');
    if (greeting && saved.greetings && saved.greetings[part]) greeting.textContent = String(saved.greetings[part]);
    document.documentElement.lang = saved.language === 'nb' ? 'nb' : 'en';
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
    document.currentScript.after(paint);
    // The dashboard takes the picture away once its data is in. Should the reader be sent elsewhere instead
    // (signed out, another company to choose) or the data never come, it goes by itself.
    var giveUp = Date.now() + ${GIVE_UP_MS};
    var watch = function () {
      if (!paint.isConnected) return;
      if (location.pathname !== '${HOME_PATH}' || Date.now() > giveUp) paint.remove();
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  } catch (error) {
    // Storage unavailable or the snapshot unreadable: the app's own start-up shows as it always did.
  }
})();`;
