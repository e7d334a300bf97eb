import { itemEnvelope, messageEnvelope } from '../common/envelope.ts';
import { defineOperation } from '../common/operation-contract.ts';
import { userSettingsSchema, userSettingsUpdateSchema } from '../entities/user.ts';

/** The users/settings screen (spec §2): the signed-in user's own preferences and details. */
const tags = ['users'];

export const readUserSettings = defineOperation({
  name: 'users.settings',
  method: 'GET',
  path: '/api/v1/users/me/settings',
  summary: 'The signed-in user’s settings and personal details',
  tags,
  response: itemEnvelope(userSettingsSchema),
  errors: [401],
  guard: 'signedIn',
});

export const updateUserSettings = defineOperation({
  name: 'users.updateSettings',
  method: 'PATCH',
  path: '/api/v1/users/me/settings',
  summary: 'Change the signed-in user’s e-mail preferences, language and player',
  tags,
  body: userSettingsUpdateSchema,
  response: itemEnvelope(userSettingsSchema),
  errors: [401, 422],
  guard: 'signedIn',
});

export const sendOwnPasswordResetMail = defineOperation({
  name: 'users.ownPasswordResetMail',
  method: 'POST',
  path: '/api/v1/users/me/password-reset-mail',
  summary: 'Mail a password reset link to the signed-in user’s own address (core e-mails must be on)',
  tags,
  response: messageEnvelope,
  errors: [401, 422, 429],
  guard: 'signedIn',
});
