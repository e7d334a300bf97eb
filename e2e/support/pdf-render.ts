import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from '@playwright/test';

export type RenderedPage = {
  /** Page size in PDF points (1/72 inch). */
  width: number;
  height: number;
  /** Share of the rendered pixels that are not white: 0 for a blank page. */
  inked: number;
  text: string;
};

const ORIGIN = 'http://pdf-render.test';
const pdfjs = (file: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`pdfjs-dist/build/${file}`));

// Runs in the page: PDF.js draws the first page onto a canvas and reads its text.
const renderScript = `
import * as pdfjs from '/pdf.mjs';
pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
window.rendered = (async () => {
  const document = await pdfjs.getDocument('/document.pdf').promise;
  const page = await document.getPage(1);
  const viewport = page.getViewport({ scale: 1 });
  const canvas = window.document.createElement('canvas');
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  const context = canvas.getContext('2d');
  await page.render({ canvasContext: context, viewport }).promise;
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  let inked = 0;
  for (let i = 0; i < pixels.length; i += 4)
    if (pixels[i + 3] > 0 && (pixels[i] < 240 || pixels[i + 1] < 240 || pixels[i + 2] < 240)) inked++;
  const content = await page.getTextContent();
  return {
    width: viewport.width,
    height: viewport.height,
    inked: inked / (canvas.width * canvas.height),
    text: content.items.map((item) => item.str).join(' '),
  };
})();
`;

/**
 * Renders the first page of a PDF with PDF.js in the browser under test (no system package such as
 * poppler): on a page of its own origin, served from memory, so the app's Content-Security-Policy does not
 * apply and nothing touches the network.
 */
export async function renderPdfFirstPage(browser: Browser, pdf: Buffer): Promise<RenderedPage> {
  const context = await browser.newContext();
  try {
    const files: Record<string, { body: Buffer | string; contentType: string }> = {
      '/': {
        body: `<!doctype html><title>PDF</title><script type="module">${renderScript}</script>`,
        contentType: 'text/html',
      },
      '/pdf.mjs': { body: pdfjs('pdf.min.mjs'), contentType: 'text/javascript' },
      '/pdf.worker.mjs': { body: pdfjs('pdf.worker.min.mjs'), contentType: 'text/javascript' },
      '/document.pdf': { body: pdf, contentType: 'application/pdf' },
    };
    await context.route(`${ORIGIN}/**`, (route) => {
      const file = files[new URL(route.request().url()).pathname];
      return file ? route.fulfill({ status: 200, ...file }) : route.fulfill({ status: 404 });
    });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => 'rendered' in window);
    return await page.evaluate(() => (window as unknown as { rendered: Promise<RenderedPage> }).rendered);
  } finally {
    await context.close();
  }
}
