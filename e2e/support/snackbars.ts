import { type BrowserContext, expect, type Page } from '@playwright/test';

type ShownSnackbar = { text: string; checked: boolean };

declare global {
  interface Window {
    /** Every snackbar the page has shown, in order (see recordSnackbars). */
    __snackbarsShown?: ShownSnackbar[];
  }
}

/**
 * Records every snackbar the context's pages show. A success snackbar closes by itself after a few seconds,
 * so on a busy machine it may come and go before a check looks at the page; the record lets a test check
 * that the message was shown, whatever the machine's speed.
 */
export async function recordSnackbars(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shown: ShownSnackbar[] = [];
    // The text each snackbar element last showed: a snackbar shown again under the same id may keep its
    // element and only change its text, which counts as a new one.
    const lastText = new WeakMap<Element, string>();
    window.__snackbarsShown = shown;
    const read = () => {
      for (const element of Array.from(document.querySelectorAll('[data-testid="snackbar"]'))) {
        const text = element.textContent ?? '';
        if (!text || lastText.get(element) === text) continue;
        lastText.set(element, text);
        shown.push({ text, checked: false });
      }
    };
    new MutationObserver(read).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * The page showed a snackbar holding `text` (it may have closed since). Each shown snackbar answers one
 * check, so a message expected twice must have been shown twice.
 */
export async function expectSnackbar(page: Page, text: string | RegExp): Promise<void> {
  const pattern = typeof text === 'string' ? null : { source: text.source, flags: text.flags };
  const wanted = typeof text === 'string' ? text : null;
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ wanted, pattern }) => {
            const matches = (entry: string) =>
              wanted !== null
                ? entry.includes(wanted)
                : new RegExp(pattern?.source ?? '', pattern?.flags).test(entry);
            const found = (window.__snackbarsShown ?? []).find(
              (entry) => !entry.checked && matches(entry.text),
            );
            if (found) found.checked = true;
            return Boolean(found);
          },
          { wanted, pattern },
        ),
      { message: `a snackbar saying ${text}` },
    )
    .toBe(true);
}
