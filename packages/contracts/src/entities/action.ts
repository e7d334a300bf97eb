import { z } from 'zod';
import { metaSchema } from '../common/envelope.ts';

/** Named actions the server knows (POST /api/v1/action); the web calls them by these names. */
export const actionNames = ['notifications.mark-all-read'] as const;
export type ActionName = (typeof actionNames)[number];

/** POST /api/v1/action body (spec §7): the action's name and its arguments. */
export const actionRequestSchema = z.strictObject({
  action: z.string().min(1).max(100),
  args: z.record(z.string(), z.unknown()).default({}),
});
export type ActionRequest = z.infer<typeof actionRequestSchema>;

/** Response: the message for the snackbar and the resource segments whose cached data is refreshed. */
export const actionResponseSchema = z.object({
  data: z.object({ message: z.string(), relations: z.array(z.string()), meta: metaSchema }),
});
export type ActionResponse = z.infer<typeof actionResponseSchema>;
