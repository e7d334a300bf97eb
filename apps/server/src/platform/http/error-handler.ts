import { translate } from '@academy/contracts/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError } from './http-error.ts';
import { zodIssuesToFieldErrors } from './zod-errors.ts';

type ErrorBody = { message: string; errors?: Record<string, string[]> };

/** Fastify's own error codes that are the client's fault, mapped to a status and a message key. */
const frameworkErrors: Record<string, { status: number; key: Parameters<typeof translate>[0] }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'http.malformed_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'http.malformed_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'http.payload_too_large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'http.payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'http.unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'http.bad_request' },
};

/**
 * Every error leaves as `{ message, errors? }` in the language of the request (DESIGN §4). Validation
 * errors are 422 with translated messages keyed by field; server faults never leak their details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError | HttpError | ZodError, request: FastifyRequest, reply: FastifyReply) => {
      const locale = request.locale ?? 'en';
      const send = (status: number, body: ErrorBody, headers: Record<string, string> = {}) =>
        reply.status(status).headers(headers).send(body);

      if (error instanceof HttpError) {
        const errors = error.fieldErrors
          ? Object.fromEntries(
              Object.entries(error.fieldErrors).map(([field, keys]) => [
                field,
                keys.map((key) => translate(key, locale, ...error.messageArgs)),
              ]),
            )
          : undefined;
        return send(
          error.statusCode,
          { message: translate(error.messageKey, locale, ...error.messageArgs), errors },
          error.headers,
        );
      }
      if (error instanceof ZodError) {
        return send(422, {
          message: translate('validation.errors_summary', locale),
          errors: zodIssuesToFieldErrors(error.issues, locale),
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((v) => ({
          ...v.params,
          code: v.keyword,
          message: v.message,
          path: v.instancePath.split('/').filter(Boolean),
        }));
        return send(422, {
          message: translate('validation.errors_summary', locale),
          errors: zodIssuesToFieldErrors(issues as never, locale),
        });
      }
      const known = error.code ? frameworkErrors[error.code] : undefined;
      if (known) return send(known.status, { message: translate(known.key, locale) });
      if (error.statusCode === 429) {
        return send(429, {
          message: translate('auth.throttled', locale, Number(reply.getHeader('retry-after') ?? 60)),
        });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return send(error.statusCode, { message: translate('http.bad_request', locale) });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(500, { message: translate('http.server_error', locale) });
    },
  );

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: translate('http.not_found', request.locale ?? 'en') });
  });
}
