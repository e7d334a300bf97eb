import type { ActionName } from '@academy/contracts/entities/action';
import { httpEnvironment } from './http-environment.ts';
import { callOperation } from './operations/call-operation.ts';

/**
 * POST /api/v1/action (spec §7), the operation `actions.run`. Success shows the server's message (default
 * "Action performed"); an error status shows an error snackbar with the server message, which the generic
 * row of the HTTP client already does.
 */
export async function runAction(
  action: ActionName,
  args: Record<string, unknown> = {},
): Promise<{ message: string; relations: string[] }> {
  const data = await callOperation('actions.run', { body: { action, args } });
  // An empty answer is still a success (spec §8), so the message and relations fall back.
  const message = data.message || httpEnvironment().t('notifications.action_performed');
  httpEnvironment().notify({ color: 'green', message });
  return { message, relations: data.relations ?? data.meta?.relations ?? [] };
}
