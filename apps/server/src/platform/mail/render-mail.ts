import type { Locale } from '@academy/contracts/messages';
import { escapeHtml } from '../escape-html.ts';
import type { MailContent, MailTemplate } from './mail-content.ts';

export type RenderedMail = {
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe); absent for most mails. */
  headers?: Record<string, string>;
};

function toText(content: MailContent): string {
  const action = content.action ? [`${content.action.label}: ${content.action.url}`] : [];
  const footer = content.unsubscribe
    ? ['--', `${content.unsubscribe.text} ${content.unsubscribe.label}: ${content.unsubscribe.url}`]
    : [];
  return [content.greeting, ...content.paragraphs, ...action, ...footer].join('\n\n').concat('\n');
}

/** Simple, inline-styled HTML: mail clients ignore style sheets. Every value from data is escaped. */
function toHtml(content: MailContent, locale: Locale): string {
  const paragraphs = [content.greeting, ...content.paragraphs]
    // A paragraph's own line breaks (a list of lines) stay line breaks.
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>\n')}</p>`)
    .join('\n');
  const action = content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const footer = content.unsubscribe
    ? `<p style="margin-top:32px;font-size:12px;color:#555">${escapeHtml(content.unsubscribe.text)} <a href="${escapeHtml(content.unsubscribe.url)}" style="color:#555">${escapeHtml(content.unsubscribe.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222">
${paragraphs}
${action}
${footer}
</body></html>
`;
}

export function renderMail<Data>(
  template: MailTemplate<Data>,
  locale: Locale,
  data: NoInfer<Data>,
): RenderedMail {
  const content = template.content(data, locale);
  const rendered: RenderedMail = {
    subject: content.subject,
    text: toText(content),
    html: toHtml(content, locale),
  };
  if (content.unsubscribe)
    rendered.headers = {
      'List-Unsubscribe': `<${content.unsubscribe.url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  return rendered;
}
