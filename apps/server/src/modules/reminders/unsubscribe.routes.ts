import { type Locale, translate } from '@academy/contracts/messages';
import { unsubscribe, unsubscribePage } from '@academy/contracts/operations/reminders';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../platform/escape-html.ts';
import { messageEnvelope } from '../../platform/http/envelope.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { digestSubscriber, unsubscribeFromDigest } from './expiry-digest.service.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * A page of its own, not the web application: the link must work from any mail client, signed out, without
 * loading the app. No script; the one inline style is allowed by this page's own policy.
 */
function sendPage(reply: FastifyReply, status: number, locale: Locale, body: string) {
  const title = escapeHtml(translate('mail.unsubscribe_title', locale));
  return reply
    .status(status)
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .type('text/html; charset=utf-8')
    .send(`<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#222">
<main><h1 style="font-size:1.4rem">${title}</h1>
${body}
</main></body></html>
`);
}

/** A form post (the page's button, or a mail client's one-click per RFC 8058) wants a page back; else JSON. */
const wantsPage = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') ||
  /text\/html/.test(String(request.headers.accept ?? ''));

/**
 * The unsubscribe link of the weekly expiry digest (issue 14): `GET` shows a page asking to confirm (mail
 * scanners that follow links change nothing), `POST` turns the preference `email_digest` off — from that page,
 * from a mail client's one-click unsubscribe (List-Unsubscribe-Post), or as JSON from a future page of the web
 * application. A token is valid only for its own person and tenant; anything else is 404.
 */
export async function unsubscribeRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  // RFC 8058 one-click and the page's form post `List-Unsubscribe=One-Click` as a form; its content is not needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  const subscriberOf = async (request: FastifyRequest, token: string) => {
    const uuid = verifyUnsubscribeToken(services.config.appSecret, token);
    return uuid ? digestSubscriber(services, request.tenant.id, uuid) : null;
  };

  registerOperation(app, unsubscribePage, async (request, reply) => {
    const subscriber = await subscriberOf(request, request.params.token);
    if (!subscriber)
      return sendPage(
        reply,
        404,
        request.locale,
        `<p>${escapeHtml(translate('validation.unsubscribe_invalid', request.locale))}</p>`,
      );
    const locale = subscriber.locale ?? request.locale;
    if (!subscriber.subscribed)
      return sendPage(reply, 200, locale, `<p>${escapeHtml(translate('mail.unsubscribed', locale))}</p>`);
    return sendPage(
      reply,
      200,
      locale,
      `<p>${escapeHtml(translate('mail.unsubscribe_confirm', locale, subscriber.email))}</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="padding:10px 18px;font-size:1rem">${escapeHtml(translate('mail.unsubscribe_button', locale))}</button></form>`,
    );
  });

  registerOperation(app, unsubscribe, async (request, reply) => {
    const subscriber = await subscriberOf(request, request.params.token);
    if (!subscriber) {
      if (wantsPage(request))
        return sendPage(
          reply,
          404,
          request.locale,
          `<p>${escapeHtml(translate('validation.unsubscribe_invalid', request.locale))}</p>`,
        );
      throw new HttpError(404, 'validation.unsubscribe_invalid');
    }
    await unsubscribeFromDigest(services, subscriber.id);
    const locale = subscriber.locale ?? request.locale;
    const message = translate('mail.unsubscribed', locale);
    if (wantsPage(request)) return sendPage(reply, 200, locale, `<p>${escapeHtml(message)}</p>`);
    return reply.send(messageEnvelope(request, message, { relations: ['users'] }));
  });
}
