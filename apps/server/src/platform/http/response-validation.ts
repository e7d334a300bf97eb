import type { FastifySerializerCompiler } from 'fastify';
import { type ZodType, z } from 'zod';
import { stripperOf } from './response-strip.ts';

/**
 * Paths of `raw` the schema does not declare: parsing drops keys an object schema does not know, so whatever
 * `raw` has and `parsed` lacks is a field the server sends that the documented schema does not name.
 */
export function undeclaredPaths(parsed: unknown, raw: unknown, path = ''): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed))
    return raw.flatMap((entry, index) => undeclaredPaths(parsed[index], entry, `${path}[${index}]`));
  if (raw && typeof raw === 'object' && parsed && typeof parsed === 'object')
    return Object.entries(raw).flatMap(([key, value]) =>
      value === undefined
        ? []
        : key in parsed
          ? undeclaredPaths((parsed as Record<string, unknown>)[key], value, `${path}.${key}`)
          : [`${path}.${key}`],
    );
  return [];
}

/** Thrown when a response is not what its route declares; the message says where and how. */
export class ResponseContractError extends Error {}

/** Checks a body against a response schema: it must parse and have no field the schema does not declare. */
export function responseProblems(schema: ZodType, body: unknown): string[] {
  // Through JSON first: the check sees exactly what a client receives (dates as strings, no undefined).
  const sent: unknown = JSON.parse(JSON.stringify(body) ?? 'null');
  const result = schema.safeParse(sent);
  if (!result.success)
    return result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
  return undeclaredPaths(result.data, sent).map((path) => `${path.slice(1)}: not declared`);
}

/**
 * The serializer of VALIDATE_RESPONSES (on in tests): every response is checked against the schema its route
 * declares for the status, and a body that does not match fails the request (500) with the differences
 * printed, so a presenter that drifts from its contract fails the suite. What is sent is the plain JSON
 * production sends, not zod's output, so tests see the same bytes as clients.
 */
export const validatingSerializerCompiler: FastifySerializerCompiler<ZodType> = ({
  schema,
  method,
  url,
  httpStatus,
}) => {
  if (!(schema instanceof z.ZodType))
    throw new Error(`${method} ${url}: response ${httpStatus} is not a zod schema`);
  const strip = stripperOf(schema);
  return (data) => {
    const problems = responseProblems(schema, data);
    if (problems.length) {
      const message = `${method} ${url} answered ${httpStatus} with a body its schema does not allow:\n  ${problems.join('\n  ')}`;
      // Tests run without a logger: say it where the test runner shows it.
      console.error(message);
      throw new ResponseContractError(message);
    }
    // Production writes the body through the schema's allow-list (response-strip.ts); on a body that
    // declares nothing more it must take nothing away, so every answer of the suite checks it does not.
    const sent = JSON.stringify(data);
    if (JSON.stringify(strip(data)) !== sent) {
      const message = `${method} ${url} answered ${httpStatus}: the allow-list of its schema removes a declared field`;
      console.error(message);
      throw new ResponseContractError(message);
    }
    return sent;
  };
};
