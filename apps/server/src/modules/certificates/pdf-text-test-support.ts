import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader sees it, through PDF.js (pure JavaScript, no system package): every page's
 * text runs, a line break where the PDF ends a line. Embedded fonts store glyph ids, not letters, so
 * grepping the bytes would prove nothing; PDF.js maps the glyphs back through the font's Unicode table.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    // Text only: no font faces, no eval, no messages on the console.
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    let text = '';
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      text += '\n';
    }
    return text;
  } finally {
    await document.destroy();
  }
}
