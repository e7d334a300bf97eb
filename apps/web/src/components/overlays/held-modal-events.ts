/**
 * The modal host (Mantine's ModalsProvider) arrives in a chunk of its own, after the first screen has
 * painted. `modals.open…()` talks to it through window events named `mantine-modals:<action>`; one sent
 * before the host is listening (the outdated-frontend dialog at start-up, a quick click) would be lost.
 * These listeners hold such events from the first moment and hand them over, in order, once it listens.
 */
const actions = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
];
const types = actions.map((action) => `mantine-modals:${action}`);

let held: { type: string; detail: unknown }[] = [];
let holding = false;

function hold(event: Event): void {
  held.push({ type: event.type, detail: (event as CustomEvent).detail });
}

/** Starts holding modal events; called once at start, before anything can open a modal. */
export function holdModalEvents(): void {
  if (holding) return;
  holding = true;
  for (const type of types) window.addEventListener(type, hold);
}

/** Called by the host once its own listeners are in place: stops holding and replays what was held. */
export function releaseModalEvents(): void {
  if (!holding) return;
  holding = false;
  for (const type of types) window.removeEventListener(type, hold);
  const pending = held;
  held = [];
  for (const { type, detail } of pending) window.dispatchEvent(new CustomEvent(type, { detail }));
}
