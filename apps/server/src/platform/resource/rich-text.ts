import sanitizeHtml from 'sanitize-html';

/**
 * Authored rich text (lesson, block and variant bodies, book chapters, product descriptions) is shown to
 * learners as HTML. DESIGN §9: it is sanitised on write against an allow-list, so a script, an event handler
 * or a `javascript:` link never reaches another person's browser, whoever wrote it.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: (
    'p br hr div span strong b em i u s sub sup small mark h1 h2 h3 h4 h5 h6 blockquote pre code ul ol li ' +
    'a img figure figcaption table thead tbody tfoot tr th td caption'
  ).split(' '),
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link that opens a new tab must not hand the opened page a handle on ours.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** The same values with the named rich-text fields sanitised; other fields are left as they are. */
export function sanitizeRichTextFields<T extends Record<string, unknown>>(
  values: T,
  fields: readonly string[] | undefined,
): T {
  if (!fields?.length) return values;
  const result: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const value = result[field];
    if (typeof value === 'string') result[field] = sanitizeRichText(value);
  }
  // The same fields, some strings replaced by sanitised strings: still a T, which the spread lost.
  return result as T;
}
