import { screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { entity, fakeApi, renderWithRouter } from '../../../test/resource-ui.tsx';
import { SettingsTab } from './settings-tab.tsx';

beforeAll(() => loadAreaTexts('organization'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

// Mantine's autosize text areas listen to font loading, which jsdom has not.
if (!document.fonts)
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

/** The company as a department head reads it: viewable, not updatable. */
const company = (update: boolean) =>
  entity(3, 'Nordlys AS', {
    name: 'Nordlys AS',
    slug: 'nordlys',
    logo: null,
    header_color: '#1b4f72',
    header_link_url: null,
    header_link_label: null,
    external_lms_url: null,
    is_active: true,
    scorm_enabled: false,
    settings: {
      password_login: true,
      facebook_login: false,
      facebook_department_id: null,
      azure_login: false,
      azure_department_id: null,
      azure_tenant_id: null,
      azure_client_id: null,
      pin_login: false,
      dedicated_login_page: false,
      dedicated_registration_page: false,
      registration_department_id: null,
      custom_user_fields: [],
      emails_disabled: false,
      send_reminders: true,
      send_course_completion: true,
      course_completion_receivers: [],
      show_multiple_correct_hint: true,
    },
    permissions: [{ code: 'sso_login', value: true }],
    users_count: 4,
    departments_count: 2,
    courses_count: 1,
    abilities: { view: true, update, delete: false },
  });

function renderTab(update: boolean) {
  const item = company(update);
  return renderWithRouter(
    [
      {
        element: <Outlet context={{ item }} />,
        children: [{ path: '/organization/settings', element: <SettingsTab /> }],
      },
    ],
    '/organization/settings',
  );
}

describe('the company settings for a reader who may not change them', { timeout: 30_000 }, () => {
  it('says who changes them, with the fields disabled and no save button', async () => {
    fakeApi(() => undefined);
    renderTab(false);
    expect((await screen.findByTestId('settings-read-only')).textContent).toBe(
      "Only the company's managers change these settings: you can read them here. Ask a manager of the company for a change.",
    );
    const login = within(screen.getByTestId('settings-login-form'));
    expect(login.queryByTestId('form-submit')).toBeNull();
    expect((login.getByTestId('field-password_login') as HTMLInputElement).matches(':disabled')).toBe(true);
    expect(screen.queryByTestId('custom-fields-submit')).toBeNull();
  });

  it('says it in Norwegian too', async () => {
    await switchLanguage('nb');
    await loadAreaTexts('organization');
    fakeApi(() => undefined);
    renderTab(false);
    expect((await screen.findByTestId('settings-read-only')).textContent).toBe(
      'Bare bedriftens ledere endrer disse innstillingene: her kan du lese dem. Be en leder i bedriften om en endring.',
    );
  });

  it('shows no notice and enabled forms to a manager', async () => {
    fakeApi(() => undefined);
    renderTab(true);
    await screen.findByTestId('settings-login-form');
    expect(screen.queryByTestId('settings-read-only')).toBeNull();
    expect((screen.getAllByTestId('form-submit')[0] as HTMLButtonElement).matches(':disabled')).toBe(false);
  });
});
