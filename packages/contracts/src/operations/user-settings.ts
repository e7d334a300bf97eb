import { itemEnvelope, messageEnvelope } from '../common/envelope.ts';
import { defineOperation } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import { userSettingsSchema, userSettingsUpdateSchema } from '../entities/user.ts';
import { userSettingsRoutes } from './user-settings.routes.ts';

/** The users/settings screen (spec §2): the signed-in user's own preferences and details. */
const tags = ['users'];

export const readUserSettings = defineOperation({
  ...routed(userSettingsRoutes, 'users.settings'),
  summary: 'The signed-in user’s settings and personal details',
  tags,
  response: itemEnvelope(userSettingsSchema),
  errors: [401],
  guard: 'signedIn',
});

export const updateUserSettings = defineOperation({
  ...routed(userSettingsRoutes, 'users.updateSettings'),
  summary: 'Change the signed-in user’s e-mail preferences, language and player',
  tags,
  body: userSettingsUpdateSchema,
  response: itemEnvelope(userSettingsSchema),
  errors: [401, 422],
  guard: 'signedIn',
});

export const sendOwnPasswordResetMail = defineOperation({
  ...routed(userSettingsRoutes, 'users.ownPasswordResetMail'),
  summary: 'Mail a password reset link to the signed-in user’s own address (core e-mails must be on)',
  tags,
  response: messageEnvelope,
  errors: [401, 422, 429],
  guard: 'signedIn',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const userSettingsOperations = [
  readUserSettings,
  updateUserSettings,
  sendOwnPasswordResetMail,
] as const;
