import { FIRST_PAINT_ELEMENT_ID } from '@academy/contracts/first-paint';

/**
 * The sign-in page's first paint (decisions.md "The sign-in page paints before the app"): HTML the server put
 * into /login's document, shown until the app's first screen commits. While it is there the start-up loader
 * shows nothing (the painted card is the better wait), and the app removes it in the same commit as its own
 * first screen, so the reader never sees both or neither.
 */
export function firstPaintShown(): boolean {
  return typeof document !== 'undefined' && document.getElementById(FIRST_PAINT_ELEMENT_ID) !== null;
}

export function removeFirstPaint(): void {
  if (typeof document !== 'undefined') document.getElementById(FIRST_PAINT_ELEMENT_ID)?.remove();
}
