import { markAllNotificationsRead } from '../notifications/notifications.actions.ts';
import type { ActionDefinition } from './define-action.ts';

/** Every action POST /api/v1/action knows, one line each; a module adds its own here. */
export const registeredActions: ActionDefinition[] = [markAllNotificationsRead];
