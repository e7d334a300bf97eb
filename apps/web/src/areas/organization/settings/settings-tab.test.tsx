import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { entity, type FakeCall, fakeApi, itemAnswer, renderWithRouter } from '../../../test/resource-ui.tsx';
import { SettingsTab } from './settings-tab.tsx';

beforeAll(() => loadAreaTexts('organization'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

// Mantine's autosize text areas listen to font loading, which jsdom has not.
if (!document.fonts)
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

const settings = {
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
  course_completion_receivers: ['boss@nordlys.test'],
  show_multiple_correct_hint: true,
};

const company = (extra: Record<string, unknown> = {}) =>
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
    settings,
    permissions: [
      { code: 'expiry_digest', value: false },
      { code: 'sso_login', value: true },
      { code: 'self_registration', value: false },
    ],
    users_count: 4,
    departments_count: 2,
    courses_count: 1,
    abilities: { view: true, update: true, delete: false },
    ...extra,
  });

/** The settings tab, opened on one of its sections (`?section=`; the first, login, without). */
function renderTab(item = company(), section?: string) {
  return renderWithRouter(
    [
      {
        element: <Outlet context={{ item }} />,
        children: [{ path: '/organization/settings', element: <SettingsTab /> }],
      },
    ],
    section ? `/organization/settings?section=${section}` : '/organization/settings',
  );
}

/** Answers the company's update with the item (and the list of departments the reference fields search). */
const companyWrites =
  (answer: (call: FakeCall) => { status?: number; body: unknown } | undefined = () => undefined) =>
  (call: FakeCall) => {
    if (call.method === 'POST' && call.url.pathname === `/api/v1/companies/${company().uuid}`)
      return answer(call) ?? itemAnswer(company(), { message: 'Saved.' });
    return undefined;
  };

const section = (testId: string) => within(screen.getByTestId(testId));
const toggle = (form: string, name: string) =>
  fireEvent.click(section(form).getByTestId(`field-${name}`) as HTMLInputElement);
const writes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');

describe('the company settings', { timeout: 30_000 }, () => {
  it('refuses turning off the last sign-in method, with the spec message on its field, before sending', async () => {
    const { calls } = fakeApi(companyWrites());
    renderTab();
    await screen.findByTestId('settings-login-form');
    toggle('settings-login-form', 'password_login');
    fireEvent.click(section('settings-login-form').getByTestId('form-submit'));
    expect(await screen.findByText('At least one authentication method must be enabled.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('offers PIN, Facebook and Microsoft sign-in beside password (the Microsoft secret write-only), and none of them lets password off, in nb', async () => {
    await switchLanguage('nb');
    await loadAreaTexts('organization');
    const { calls } = fakeApi(companyWrites());
    renderTab(company({ settings: { ...settings, pin_login: true, facebook_login: true } }));
    await screen.findByRole('heading', { name: 'Innlogging og registrering' });
    const login = section('settings-login-form');
    for (const name of ['facebook_login', 'azure_login', 'azure_tenant_id', 'azure_client_id', 'pin_login'])
      expect(login.getByTestId(`field-${name}`)).toBeTruthy();
    expect((login.getByTestId('field-azure_client_secret') as HTMLInputElement).value).toBe('');
    expect(login.getByText(/lagres kryptert og vises aldri igjen/)).toBeTruthy();
    expect(
      login.getByText(/PIN-koder og innlogging med Microsoft eller Facebook kommer i tillegg/),
    ).toBeTruthy();
    toggle('settings-login-form', 'password_login');
    fireEvent.click(login.getByTestId('form-submit'));
    expect(await screen.findByText('Minst én innloggingsmetode må være aktivert.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it("puts the server's 422 on the settings field it names, and sends no Microsoft secret when none was typed", async () => {
    const { calls } = fakeApi(
      companyWrites(() => ({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { 'settings.password_login': ['At least one authentication method must be enabled.'] },
        },
      })),
    );
    renderTab();
    await screen.findByTestId('settings-login-form');
    toggle('settings-login-form', 'dedicated_login_page');
    fireEvent.click(section('settings-login-form').getByTestId('form-submit'));
    expect(
      await section('settings-login-form').findByText('At least one authentication method must be enabled.'),
    ).toBeTruthy();
    expect(writes(calls)[0].body).toEqual({
      _method: 'PATCH',
      settings: {
        password_login: true,
        pin_login: false,
        dedicated_login_page: true,
        dedicated_registration_page: false,
        registration_department_id: null,
        facebook_login: false,
        facebook_department_id: null,
        azure_login: false,
        azure_department_id: null,
        azure_tenant_id: null,
        azure_client_id: null,
      },
    });
  });

  it('saves the completion receivers as a list, and refuses an address that is none', async () => {
    const { calls } = fakeApi(companyWrites());
    renderTab();
    const receivers = await screen.findByTestId('field-course_completion_receivers');
    expect((receivers as HTMLTextAreaElement).value).toBe('boss@nordlys.test');
    fireEvent.change(receivers, { target: { value: 'boss@nordlys.test\nnot an address' } });
    fireEvent.click(section('settings-emails-form').getByTestId('form-submit'));
    expect(await screen.findByText('Email address is invalid.')).toBeTruthy();
    fireEvent.change(receivers, { target: { value: 'boss@nordlys.test\nhr@nordlys.test' } });
    toggle('settings-emails-form', 'send_reminders');
    fireEvent.click(section('settings-emails-form').getByTestId('form-submit'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0].body).toEqual({
      _method: 'PATCH',
      settings: {
        emails_disabled: false,
        send_reminders: false,
        send_course_completion: true,
        course_completion_receivers: ['boss@nordlys.test', 'hr@nordlys.test'],
      },
    });
  });

  it('adds, reorders and removes custom user fields with labels in en and nb; the server makes new keys', async () => {
    const keyed = [
      { key: 'team', label: { en: 'Team', nb: 'Lag' }, required: false },
      { key: 'employee_number', label: { en: 'Employee number', nb: 'Ansattnummer' }, required: true },
    ];
    const { calls } = fakeApi(
      companyWrites(() =>
        itemAnswer(company({ settings: { ...settings, custom_user_fields: keyed } }), { message: 'Saved.' }),
      ),
    );
    renderTab(company(), 'custom_fields');
    expect(await screen.findByTestId('custom-fields-empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('custom-field-add'));
    fireEvent.click(screen.getByTestId('custom-fields-submit'));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByTestId('custom-field-0-key').textContent).toBe(
      'The key for imports is made from the English label when you save.',
    );
    const label = (index: number, language: 'en' | 'nb', value: string) =>
      fireEvent.change(screen.getByTestId(`custom-field-${index}-label-${language}`), { target: { value } });
    label(0, 'en', 'Employee number');
    label(0, 'nb', 'Ansattnummer');
    fireEvent.click(screen.getByTestId('custom-field-0-required'));
    fireEvent.click(screen.getByTestId('custom-field-add'));
    label(1, 'en', 'Team');
    label(1, 'nb', 'Lag');
    fireEvent.click(screen.getByRole('button', { name: 'Move Team up' }));
    fireEvent.click(screen.getByTestId('custom-field-add'));
    fireEvent.click(screen.getByTestId('custom-field-2-remove'));
    fireEvent.click(screen.getByTestId('custom-fields-submit'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0].body).toEqual({
      _method: 'PATCH',
      settings: {
        custom_user_fields: [
          { key: '', label: { en: 'Team', nb: 'Lag' }, required: false },
          { key: '', label: { en: 'Employee number', nb: 'Ansattnummer' }, required: true },
        ],
      },
    });
    // The form takes the keys the server made: saved again, the fields keep them.
    expect((await screen.findByText('Key in imports and exports: team')).dataset.testid).toBe(
      'custom-field-0-key',
    );
    expect(screen.getByTestId('custom-field-1-key').textContent).toBe(
      'Key in imports and exports: employee_number',
    );
  });

  it("shows an existing field's key, which its label does not change", async () => {
    const { calls } = fakeApi(companyWrites());
    const field = {
      key: 'employee_number',
      label: { en: 'Employee number', nb: 'Ansattnr.' },
      required: true,
    };
    renderTab(company({ settings: { ...settings, custom_user_fields: [field] } }));
    expect((await screen.findByTestId('custom-field-0-key')).textContent).toBe(
      'Key in imports and exports: employee_number',
    );
    fireEvent.change(screen.getByTestId('custom-field-0-label-en'), { target: { value: 'Staff number' } });
    fireEvent.click(screen.getByTestId('custom-fields-submit'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0].body).toMatchObject({
      settings: {
        custom_user_fields: [
          { key: 'employee_number', label: { en: 'Staff number', nb: 'Ansattnr.' }, required: true },
        ],
      },
    });
  });

  it('saves the theme, and refuses a logo that is too large with the spec message', async () => {
    const { calls } = fakeApi(companyWrites());
    renderTab(company(), 'theme');
    const color = await screen.findByTestId('field-header_color');
    fireEvent.change(color, { target: { value: '#aa3300' } });
    fireEvent.change(screen.getByTestId('field-header_link_url'), {
      target: { value: 'https://intranet.nordlys.test' },
    });
    fireEvent.change(screen.getByTestId('field-header_link_label'), { target: { value: 'Intranet' } });
    const logoInput = screen
      .getByTestId('settings-theme-form')
      .querySelector<HTMLInputElement>('input[type="file"]');
    if (!logoInput) throw new Error('The logo field has no file input');
    const large = new File([new Uint8Array(1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    fireEvent.change(logoInput, { target: { files: [large] } });
    fireEvent.click(section('settings-theme-form').getByTestId('form-submit'));
    expect(await screen.findByText('The logo must be a PNG, JPG or GIF image of at most 1 MB.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    fireEvent.click(section('settings-theme-form').getByRole('button', { name: 'Remove the file' }));
    fireEvent.click(section('settings-theme-form').getByTestId('form-submit'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0].body).toEqual({
      _method: 'PATCH',
      header_color: '#aa3300',
      header_link_url: 'https://intranet.nordlys.test',
      header_link_label: 'Intranet',
    });
  });

  it('shows the current logo and removes it with logo: null; a reader without update sees no button', async () => {
    const { calls } = fakeApi(companyWrites());
    const withLogo = company({ logo: '/api/v1/media/logo-uuid/original?expires=1' });
    const { unmount } = renderTab(withLogo, 'theme');
    expect((await screen.findByTestId('current-logo')).getAttribute('alt')).toBe('Logo of Nordlys AS');
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0].body).toEqual({ _method: 'PATCH', logo: null });
    unmount();

    renderTab(
      company({
        logo: '/api/v1/media/logo-uuid/original?expires=1',
        abilities: { view: true, update: false, delete: false },
      }),
      'theme',
    );
    expect(await screen.findByRole('img', { name: 'Logo of Nordlys AS' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull();
  });

  it('shows one section at a time, chosen from the section list, and keeps the choice in the address', async () => {
    fakeApi(companyWrites());
    const { router } = renderTab();
    const list = await screen.findByRole('tablist', { name: 'Settings sections' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Login and registration', 'Custom user fields', 'E-mails', 'Lessons', 'Theme']);
    expect(screen.getByRole('heading', { name: 'Login and registration' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Theme' })).toBeNull();
    fireEvent.click(within(list).getByRole('tab', { name: 'Theme' }));
    expect(await screen.findByRole('heading', { name: 'Theme' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Login and registration' })).toBeNull();
    // One Save in sight: the section's own.
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);
    await waitFor(() => expect(router.state.location.search).toBe('?section=theme'));
  });
});
