import { z } from 'zod';

/**
 * The page's policy allows no `eval` (DESIGN §9). zod 4 would probe for it (`new Function`) before its first
 * object parse to pick a faster code path; the probe fails safely but is reported as a policy violation on
 * every page with a form. Without the probe zod parses the same way, only without the generated fast path.
 */
z.config({ jitless: true });
