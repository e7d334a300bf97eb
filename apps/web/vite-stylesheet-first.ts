import type { Plugin } from 'vite';

/**
 * Puts the page's stylesheet before its scripts in index.html. Vite writes it after the entry and its module
 * preloads, so the browser asked for it behind about fifteen script files; the stylesheet is what the first paint
 * waits for (the sign-in page's card is painted before any script runs), the scripts are not.
 */
export function stylesheetFirst(): Plugin {
  return {
    name: 'academy:stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        const firstScript = html.search(/\s*<script type="module"/);
        if (!stylesheets.length || firstScript < 0) return html;
        const rest = stylesheets.reduce((page, link) => page.replace(link, ''), html);
        return rest.slice(0, firstScript) + stylesheets.join('') + rest.slice(firstScript);
      },
    },
  };
}
