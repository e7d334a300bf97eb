import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import {
  entity,
  type FakeCall,
  fakeApi,
  itemAnswer,
  listAnswer,
  renderAt,
} from '../../../test/resource-ui.tsx';
import { UserCreatePage } from './user-create-page.tsx';

/** Issue 21 §5: the administrator's new-person form asks the chosen company's own questions. */
const nordlys = entity(7, 'Nordlys AS', {
  name: 'Nordlys AS',
  settings: {
    custom_user_fields: [
      { key: 'employee_number', label: { en: 'Employee number', nb: 'Ansattnummer' }, required: true },
      { key: 'cost_centre', label: { en: 'Cost centre', nb: 'Kostnadssted' }, required: false },
    ],
  },
});

const creates = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST');
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByTestId(`field-${name}`), { target: { value } });

/** Chooses Nordlys in the company picker above the form, as a user types and picks. */
async function chooseNordlys(label: RegExp) {
  const input = screen.getByRole('combobox', { name: label });
  input.focus();
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: 'Nord' } });
  fireEvent.click(await screen.findByRole('option', { name: /Nordlys AS/, hidden: true }));
}

function companiesAndUsers(refuseFirst: boolean) {
  let refuse = refuseFirst;
  return fakeApi((call) => {
    if (call.url.pathname === '/api/v1/companies') return listAnswer([nordlys]);
    if (call.url.pathname === `/api/v1/companies/${nordlys.uuid}`) return itemAnswer(nordlys);
    if (call.method !== 'POST' || call.url.pathname !== '/api/v1/users') return undefined;
    if (refuse) {
      refuse = false;
      return {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { 'custom_fields.employee_number': ['This field is required.'] },
        },
      };
    }
    return itemAnswer(entity(9, 'Kari Nordmann'), { message: 'User created.' });
  });
}

const render = () =>
  renderAt(<UserCreatePage />, '/admin/users/create', [{ path: '/admin/users/:user', element: <p>page</p> }]);

beforeAll(() => loadAreaTexts('admin'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('the administrator’s new-person form', { timeout: 30_000 }, () => {
  it("adds the chosen company's fields, keeps what was typed, and puts the server's 422 on the field", async () => {
    const { calls } = companiesAndUsers(true);
    const { router } = render();
    // No company yet: no company questions.
    expect(screen.queryByLabelText(/Employee number/)).toBeNull();
    type('first_name', 'Kari');
    type('last_name', 'Nordmann');
    type('email', 'kari@nordlys.test');

    await chooseNordlys(/Company/);
    const employee = await screen.findByLabelText(/Employee number/);
    expect(employee).toHaveProperty('required', true);
    expect(screen.getByLabelText(/Cost centre/)).toHaveProperty('required', false);
    expect(screen.getByTestId('field-first_name')).toHaveProperty('value', 'Kari');

    type('custom_field__cost_centre', 'Oslo');
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(creates(calls)[0].body).toMatchObject({
      first_name: 'Kari',
      email: 'kari@nordlys.test',
      company_id: nordlys.uuid,
      custom_fields: { employee_number: '', cost_centre: 'Oslo' },
    });
    expect(creates(calls)[0].body).not.toHaveProperty('custom_field__cost_centre');

    type('custom_field__employee_number', '1042');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/9'));
    expect(creates(calls)[1].body).toMatchObject({
      custom_fields: { employee_number: '1042', cost_centre: 'Oslo' },
    });
  });

  it('labels the company’s fields in Norwegian for a Norwegian reader', async () => {
    await switchLanguage('nb');
    companiesAndUsers(false);
    render();
    await chooseNordlys(/Bedrift/);
    expect(await screen.findByLabelText(/Ansattnummer/)).toBeTruthy();
    expect(screen.getByLabelText(/Kostnadssted/)).toBeTruthy();
  });
});
