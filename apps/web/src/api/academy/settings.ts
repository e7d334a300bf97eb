import type { UserSettings, UserSettingsUpdate } from '@academy/contracts/entities/user';
import { httpEnvironment } from '../http-environment.ts';
import { callOperation } from '../operations/call-operation.ts';

export async function fetchSettings(): Promise<UserSettings> {
  const { item } = await callOperation('users.settings');
  if (!item) throw new Error('empty settings');
  return item;
}

const notifyMessage = (message: string | undefined) => {
  if (message) httpEnvironment().notify({ color: 'green', message });
};

/** Saves preferences; the server's message (in the language just chosen) becomes the snackbar. */
export async function saveSettings(update: UserSettingsUpdate): Promise<UserSettings> {
  const data = await callOperation('users.updateSettings', { body: update });
  notifyMessage(data.meta?.message);
  return data.item;
}

export async function sendPasswordResetMail(): Promise<void> {
  const data = await callOperation('users.ownPasswordResetMail');
  notifyMessage(data.message ?? data.meta?.message);
}
