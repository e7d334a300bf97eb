import type { ActionDefinition } from '../../platform/actions/define-action.ts';
import { markAllNotificationsRead } from '../notifications/index.ts';

/** Every action POST /api/v1/action knows, one line each; a module adds its own here. */
export const registeredActions: ActionDefinition[] = [markAllNotificationsRead];
