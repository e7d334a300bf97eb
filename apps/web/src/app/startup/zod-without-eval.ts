/**
 * The page's policy allows no `eval` (DESIGN §9). zod 4 would probe for it (`new Function`) before its first
 * object parse to pick a faster code path; the probe fails safely but is reported as a policy violation on
 * every page with a form. Without the probe zod parses the same way, only without the generated fast path.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig`, shared by every copy of zod on the page, and takes
 * an object already there. Setting `jitless` there, before zod loads, keeps zod itself out of the first download
 * (3.6 kB gzip for `z.config`); zod-without-eval.test.ts checks that zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
