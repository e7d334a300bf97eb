/**
 * Errors as they go into the log, without the values of the statement that failed (DESIGN §9: SQL
 * parameters are never logged). Only named, harmless properties are copied: a driver's `params`,
 * `parameters`, `detail` ("Key (email)=(…) already exists"), `where` and anything else it attaches stay out.
 * Drizzle's message names the statement (placeholders only); its values are cut off.
 */
const keptProperties = [
  'code',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'routine',
] as const;

/** SQLSTATE class 22 (data exceptions) quotes the offending value in the message: `… integer: "abc"`. */
const quotesValues = (code: unknown) => typeof code === 'string' && code.startsWith('22');

export type SerializedError = Record<string, unknown> & { type: string; message: string; stack: string };

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error value thrown', stack: '' };
  const record = error as unknown as Record<string, unknown>;
  const message = safeMessage(error.message, record.code);
  const type = error.constructor?.name ?? 'Error';
  // The stack's first lines repeat the message (with its parameters): keep only the frames.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const key of keptProperties) {
    const value = record[key];
    if (typeof value === 'string' || typeof value === 'number') serialized[key] = value;
  }
  if (error.cause !== undefined && depth < 3) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

function safeMessage(message: string, code: unknown): string {
  // Drizzle: "Failed query: <sql>\nparams: <values>".
  const withoutParameters = message.split(/\nparams:/)[0];
  return quotesValues(code) ? withoutParameters.replace(/"[^"]*"/g, '"…"') : withoutParameters;
}
