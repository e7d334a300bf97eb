let askedFor: string | null = null;

export const isOutdated = (required: string | null | undefined, running: string) =>
  Boolean(required) && required !== running;

/**
 * spec §8 "Outdated frontend": asks to reload when the server requires another version than this one, once per
 * required version, so the poll does not stack dialogs. The dialog's code (Mantine's modals) loads only then:
 * nearly every start-up finds the version current, and the first screen should not wait for a dialog.
 */
export function checkFrontendVersion(required: string | null | undefined): void {
  if (!required || !isOutdated(required, __APP_VERSION__) || askedFor === required) return;
  askedFor = required;
  void import('./outdated-frontend-dialog.tsx').then(({ askToReload }) => askToReload(required));
}
