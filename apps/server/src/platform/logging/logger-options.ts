import type { FastifyLoggerOptions, FastifyRequest, FastifyServerOptions } from 'fastify';
import { serializeError } from './serialize-error.ts';

/** Fields whose values never reach the log, at any of the first levels of a logged object (DESIGN §9). */
export const secretLogFields = [
  'password',
  'password_confirmation',
  'current_password',
  'password_hash',
  'hash',
  'token',
  'token_hash',
  'access_token',
  'refresh_token',
  'secret',
  'app_secret',
  'authorization',
  'cookie',
  'captcha',
  'signature',
  // Paddle Billing's API key and webhook secret (config.payments), should a settings object ever be logged.
  'apiKey',
  'webhookSecret',
  'clientToken',
  'api_key',
  'webhook_secret',
  'paddle-signature',
  // Settings that are, or hold, credentials: the SMTP and database addresses (user:password@), S3's secret key.
  'smtpUrl',
  'databaseUrl',
  'secretAccessKey',
  'credentials',
  // LTI 1.3: the platform's id token, the tool's client assertion and deep-linking answer.
  'id_token',
  'client_assertion',
  'jwt',
];

/**
 * Query parameters that carry a credential (signed media links, e-mail and reset links; an LTI launch's one-use
 * code and state, and the id token of a platform that sends it by GET).
 */
const secretQueryParameter =
  /([?&](?:token|access_token|signature|password|secret|captcha|code|state|id_token)=)[^&#]*/gi;

/** `password`, `*.password`, … down to four levels: pino redacts by path, so the depth is spelled out. */
function redactPaths(): string[] {
  const prefixes = ['', '*.', '*.*.', '*.*.*.', '*.*.*.*.'];
  return prefixes.flatMap((prefix) => secretLogFields.map((field) => `${prefix}${field}`));
}

export const maskSecretsInUrl = (url: string) => url.replace(secretQueryParameter, '$1[redacted]');

/** Fastify's request summary, with credentials in the query masked. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskSecretsInUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The server's logger: level, redaction and serializers that keep secrets and SQL values out of every line. */
export type LogStream = NonNullable<FastifyLoggerOptions['stream']>;
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export function loggerOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactPaths(), censor: '[redacted]' },
    serializers: {
      err: serializeError,
      error: serializeError,
      req: serializeRequest,
    },
  };
}
