// The sign-in page's first paint (decisions.md "The sign-in page paints before the app"): after `vite build`,
// renders /login's frame and card to HTML for each language, with the tenant's logo and with the academy's
// mark, into dist/first-paint/ (or the build folder given as the first argument). The server fills the slots and
// puts one into /login's document.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIRST_PAINT_DIR, FIRST_PAINT_ELEMENT_ID, firstPaintFile } from '@academy/contracts/first-paint';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { SignInFirstPaint } from '../src/app/first-paint/sign-in-first-paint.tsx';
import en from '../src/i18n/en.json' with { type: 'json' };
import { LANGUAGES } from '../src/i18n/languages.ts';
import nb from '../src/i18n/nb.json' with { type: 'json' };

const dist = process.argv[2]
  ? pathToFileURL(`${resolve(process.argv[2])}/`)
  : new URL('../dist/', import.meta.url);
const folder = new URL(`${FIRST_PAINT_DIR}/`, dist);
mkdirSync(folder, { recursive: true });

for (const { code } of LANGUAGES) {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { translation: en }, nb: { translation: nb } },
    lng: code,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  for (const withLogo of [true, false]) {
    const card = renderToString(<SignInFirstPaint i18n={i18n} language={code} withLogo={withLogo} />);
    // A picture of the page, not yet the page: `inert`, so nothing in it can be focused or clicked, and
    // `aria-hidden`, so assistive technology (and a test asking for the page's roles) waits for the real one.
    writeFileSync(
      new URL(firstPaintFile(code, withLogo), folder),
      `<div id="${FIRST_PAINT_ELEMENT_ID}" inert aria-hidden="true">${card}</div>`,
    );
  }
}
