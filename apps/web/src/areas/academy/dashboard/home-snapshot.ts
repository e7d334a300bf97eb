import {
  HOME_SNAPSHOT_ELEMENT_ID,
  HOME_SNAPSHOT_KEY,
  type HomeSnapshot,
  type PartOfDay,
} from '@academy/contracts/first-paint';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { currentLanguage } from '../../../i18n/i18n-setup.ts';

/** How long a kept dashboard may be shown: beyond a day its figures are more likely wrong than right. */
const SNAPSHOT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard's return paint (decisions.md "The dashboard paints what it showed last"). Once every query of the
 * page has its answer, the picture /home's document put over the page is taken away (the page under it is
 * complete by then, so the reader goes from the last dashboard to the current one without a skeleton between),
 * and the dashboard as it now shows is kept for the next time this tab opens /home, with its greeting for each part
 * of the day. `keep` is false where the page shows something only once (the welcome after the first sign-in).
 */
export function useHomeSnapshot(props: { keep: boolean; greetings: Record<PartOfDay, string> }): void {
  const { keep } = props;
  const fetching = useIsFetching();
  const queryClient = useQueryClient();
  // The latest greetings, read when the snapshot is saved (a new object each render, so not a dependency).
  const greetings = useRef(props.greetings);
  greetings.current = props.greetings;
  useEffect(() => {
    if (fetching > 0) return;
    // Runs after the sections' own effects, so their queries are among the active ones.
    const queries = queryClient.getQueryCache().findAll({ type: 'active' });
    if (queries.some((query) => query.state.status === 'pending')) return;
    document.getElementById(HOME_SNAPSHOT_ELEMENT_ID)?.remove();
    if (!keep || queries.some((query) => query.state.status === 'error')) return;
    return whenIdle(() => saveHomeSnapshot(greetings.current));
  }, [fetching, queryClient, keep]);
}

function saveHomeSnapshot(greetings: Record<PartOfDay, string>): void {
  const root = document.getElementById('root');
  const [own, ...brought] = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
  const stylesheet = own?.getAttribute('href');
  // Without a built stylesheet (the development server injects its styles) there is nothing to paint it with.
  if (!root || !stylesheet) return;
  const snapshot: HomeSnapshot = {
    html: inlineRules(brought) + snapshotMarkup(root),
    stylesheet,
    language: currentLanguage(),
    greetings,
    expires: Date.now() + SNAPSHOT_LIFETIME_MS,
  };
  try {
    // Beside client-storage.ts, which clears it with the session: that module is in the first screen's script.
    sessionStorage.setItem(HOME_SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full or disabled: the next load of /home starts as it did before snapshots.
  }
}

/**
 * The rules of the stylesheets the page's files brought (the layout's and the cards' CSS modules, a kilobyte or
 * two), written into the snapshot so its first paint waits for no request the document did not already make.
 */
function inlineRules(links: HTMLLinkElement[]): string {
  const rules = links.flatMap((link) =>
    link.sheet ? [...link.sheet.cssRules].map((rule) => rule.cssText) : [],
  );
  return rules.length > 0 ? `<style>${rules.join('\n').replaceAll('<', '\\3c ')}</style>` : '';
}

/**
 * The app's markup without what must stay unique or belongs to the live page: element ids (the app's own page
 * renders beside the picture for a moment), test ids, and, though React never writes them, event handler
 * attributes.
 */
export function snapshotMarkup(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll('*'))
    for (const name of element.getAttributeNames())
      if (name === 'id' || name === 'data-testid' || name.startsWith('on')) element.removeAttribute(name);
  return copy.innerHTML;
}

/** Runs `task` when the browser has nothing better to do; the returned function cancels it. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
