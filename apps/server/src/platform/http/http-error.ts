import type { MessageKey } from '@academy/contracts/messages';

export type FieldErrors = Record<string, (MessageKey | string)[]>;

/**
 * An error with an HTTP status and a translatable message key. The error handler translates the key
 * and every field error into the language of the request.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey | string,
    readonly fieldErrors?: FieldErrors,
    readonly messageArgs: (string | number)[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
  }
}

export const notFound = () => new HttpError(404, 'http.not_found');
export const forbidden = () => new HttpError(403, 'auth.forbidden');
/**
 * The caller's session (bearer token or API key) is missing or no longer accepted. The challenge (RFC 6750) tells
 * it apart from an operation's own 401 about what it was given (a used code, wrong credentials): only this one
 * ends the web's session.
 */
export const unauthenticated = () =>
  new HttpError(401, 'auth.unauthenticated', undefined, [], { 'WWW-Authenticate': 'Bearer realm="academy"' });
export const conflict = () => new HttpError(409, 'http.conflict');
export const badRequest = (key: MessageKey = 'http.bad_request') => new HttpError(400, key);

/** 422 with one or more messages keyed by field. */
export function validationError(fieldErrors: FieldErrors): HttpError {
  return new HttpError(422, 'validation.errors_summary', fieldErrors);
}

export function fieldError(field: string, key: MessageKey, ...args: (string | number)[]): HttpError {
  const error = validationError({ [field]: [key] });
  return Object.assign(error, { messageArgs: args });
}
