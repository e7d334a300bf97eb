import type { UserSettings } from '@academy/contracts/entities/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSettings, saveSettings } from '../../../api/academy/settings.ts';
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
  expiry_digest_available: false,
  preferred_language: null,
  use_classic_player: false,
  can_request_password_reset: true,
};

vi.mock('../../../api/academy/settings.ts', () => ({
  fetchSettings: vi.fn(async () => learner),
  saveSettings: vi.fn(),
  sendPasswordResetMail: vi.fn(),
}));

afterEach(async () => {
  await switchLanguage('en');
  vi.mocked(fetchSettings).mockImplementation(async () => learner);
  vi.mocked(saveSettings).mockReset();
});

const renderPage = () =>
  renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <UserSettingsPage />
    </QueryClientProvider>,
  );

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

describe('UserSettingsPage expiry digest', () => {
  // A manager of a company with the expiry_digest permission: the server says the digest reaches them.
  const manager: UserSettings = { ...learner, expiry_digest_available: true, email_digest: true };

  it('shows the digest switch beside the e-mail preferences and saves it as email_digest', async () => {
    vi.mocked(fetchSettings).mockImplementation(async () => manager);
    vi.mocked(saveSettings).mockImplementation(async () => ({ ...manager, email_digest: false }));
    renderPage();
    const digest = await screen.findByLabelText(/^Certificate expiry digest/);
    expect(screen.getByText(/weekly summary for managers of the certificates/i)).toBeTruthy();
    expect((digest as HTMLInputElement).checked).toBe(true);
    fireEvent.click(digest);
    fireEvent.click(screen.getByTestId('save-settings'));
    await waitFor(() => expect(saveSettings).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveSettings).mock.calls[0]?.[0]).toMatchObject({ email_digest: false });
  });

  it('names the digest in Norwegian', async () => {
    await switchLanguage('nb');
    vi.mocked(fetchSettings).mockImplementation(async () => manager);
    renderPage();
    expect(await screen.findByLabelText(/^Oversikt over kursbevis som utløper/)).toBeTruthy();
  });

  it('offers no digest switch to someone the digest never reaches, and never sends email_digest', async () => {
    vi.mocked(saveSettings).mockImplementation(async () => learner);
    renderPage();
    fireEvent.click(await screen.findByLabelText(/^News and offers/));
    expect(screen.queryByLabelText(/^Certificate expiry digest/)).toBeNull();
    fireEvent.click(screen.getByTestId('save-settings'));
    await waitFor(() => expect(saveSettings).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveSettings).mock.calls[0]?.[0]).not.toHaveProperty('email_digest');
  });
});
