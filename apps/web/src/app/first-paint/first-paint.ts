import { FIRST_PAINT_ELEMENT_ID } from '@academy/contracts/first-paint';

/**
 * The sign-in page's first paint (decisions.md "The sign-in page paints before the app"): HTML the server put
 * into /login's document, shown until the app's first screen commits. While it is there the start-up loader
 * shows nothing (the painted card is the better wait), and the app removes it in the same commit as its own
 * first screen, so the reader never sees both or neither.
 */
const firstPaint = () => document.getElementById(FIRST_PAINT_ELEMENT_ID);

export const firstPaintShown = () => firstPaint() !== null;

export const removeFirstPaint = () => firstPaint()?.remove();
