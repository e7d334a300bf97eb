import { z } from 'zod';

/** The tag manager id: the GTM- prefix, then upper-case letters and digits (spec §5). */
export const gtmIdSchema = z.string().regex(/^GTM-[A-Z0-9]+$/, 'validation.gtm_id');

export const tenantUpdateSchema = z.strictObject({
  name: z.string().trim().min(1, 'validation.name_required').max(255, 'validation.name_too_long').optional(),
  logo: z.string().max(500).nullable().optional(),
  gtm_id: gtmIdSchema.nullable().optional(),
  config: z.record(z.string(), z.unknown(), { error: 'validation.json_object' }).optional(),
});
