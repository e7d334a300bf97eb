import type { UserSettings, UserSettingsUpdate } from '@academy/contracts/entities/user';
import { getItem, request } from '../../../api/http-client.ts';
import { httpEnvironment } from '../../../api/http-environment.ts';

const PATH = 'users/me/settings';

export async function fetchSettings(): Promise<UserSettings> {
  const item = await getItem<UserSettings>(PATH);
  if (!item) throw new Error('empty settings');
  return item;
}

const notifyMessage = (message: string | undefined) => {
  if (message) httpEnvironment().notify({ color: 'green', message });
};

/** Saves preferences; the server's message (in the language just chosen) becomes the snackbar. */
export async function saveSettings(update: UserSettingsUpdate): Promise<UserSettings> {
  const data = await request(PATH, { method: 'PATCH', body: update });
  notifyMessage(data.message ?? data.meta?.message);
  return data.item as UserSettings;
}

export async function sendPasswordResetMail(): Promise<void> {
  const data = await request('users/me/password-reset-mail', { method: 'POST', body: {} });
  notifyMessage(data.message ?? data.meta?.message);
}
