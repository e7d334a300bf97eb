import type { UserSettings } from '@academy/contracts/entities/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { renderWithProviders } from '../shared/render-with-providers.tsx';
import { UserSettingsPage } from './user-settings-page.tsx';

const learner: UserSettings = {
  uuid: 'u',
  name: 'Lene Larsen',
  first_name: 'Lene',
  last_name: 'Larsen',
  email: 'lene@example.test',
  companies: [],
  departments: [],
  can_edit_personal_details: false,
  email_preferences: { core: true, course: true, marketing: false },
  email_digest: true,
  preferred_language: null,
  use_classic_player: false,
  can_request_password_reset: true,
};

vi.mock('./settings-api.ts', () => ({
  fetchSettings: vi.fn(async () => learner),
  saveSettings: vi.fn(),
  sendPasswordResetMail: vi.fn(),
}));

afterEach(async () => {
  await switchLanguage('en');
});

const cases = [
  {
    language: 'en',
    cannotChangePassword: /cannot change[^.]*password/i,
    button: 'Send password reset e-mail',
  },
  { language: 'nb', cannotChangePassword: /ikke endre[^.]*passord/i, button: 'Send e-post for nytt passord' },
] as const;

describe('UserSettingsPage password texts', () => {
  for (const { language, cannotChangePassword, button } of cases) {
    it(`never says the password cannot be changed above the working reset button (${language})`, async () => {
      await switchLanguage(language);
      renderWithProviders(
        <QueryClientProvider client={new QueryClient()}>
          <UserSettingsPage />
        </QueryClientProvider>,
      );
      expect(await screen.findByRole('button', { name: button })).toBeTruthy();
      expect(document.body.textContent).not.toMatch(cannotChangePassword);
      // The text says what the button does, and to which address.
      expect(screen.getByTestId('password-text').textContent).toContain('lene@example.test');
      expect(screen.getByTestId('contact-head').textContent).not.toMatch(cannotChangePassword);
    });
  }
});
