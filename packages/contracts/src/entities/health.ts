import { z } from 'zod';

/** `GET /health`: the process is up and answering. */
export const healthSchema = z.object({ status: z.literal('up') });

/** One readiness check: passed, failed, or not run by this process (the job worker where `JOBS` is off). */
export const readinessCheckSchema = z.enum(['ok', 'failed', 'off']);

/**
 * `GET /ready`: whether this process may be sent traffic — its database reachable, the schema's migrations
 * exactly those its code knows, the file storage writable and, where it works jobs, the job worker running.
 * Names only; no address, version or error text, since anyone may ask.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: readinessCheckSchema,
    migrations: readinessCheckSchema,
    storage: readinessCheckSchema,
    jobs: readinessCheckSchema,
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;
