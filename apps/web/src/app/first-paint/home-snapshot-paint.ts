import { HOME_SNAPSHOT_ELEMENT_ID } from '@academy/contracts/first-paint';

/**
 * Takes away the dashboard's picture that /home's document put over the page (decisions.md "The dashboard paints
 * what it showed last"): the dashboard does once its data is in, an error screen at once. Not in the first
 * screen's script: the picture also goes by itself when the reader is sent away from /home.
 */
export function removeHomeSnapshot(): void {
  document.getElementById(HOME_SNAPSHOT_ELEMENT_ID)?.remove();
}
