import type { Company } from '@academy/contracts/entities/company';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { type FakeCall, fakeApi, itemAnswer, renderWithRouter } from '../../../test/resource-ui.tsx';
import { company as baseCompany } from '../shared/organization-test-data.tsx';
import { UserCreate } from './user-create.tsx';

/** Issue 21 §5: the new-person form asks the company's own questions, and shows a refusal on its input. */
const fields = [
  { key: 'employee_number', label: { en: 'Employee number', nb: 'Ansattnummer' }, required: true },
  { key: 'cost_centre', label: { en: 'Cost centre', nb: 'Kostnadssted' }, required: false },
];
const company = (): Company => {
  const base = baseCompany({ manageUsers: true });
  return { ...base, settings: { ...base.settings, custom_user_fields: fields } };
};

function renderCreate() {
  return renderWithRouter(
    [
      {
        path: '/organization',
        element: <Outlet context={{ item: company() }} />,
        children: [
          { path: '/organization/users/create', element: <UserCreate /> },
          { path: '/organization/users', element: <p>people</p> },
        ],
      },
    ],
    '/organization/users/create',
  );
}

const creates = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST');
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByTestId(`field-${name}`), { target: { value } });

beforeAll(() => loadAreaTexts('organization'));
afterEach(() => switchLanguage('en'));

describe('the new-person form', { timeout: 30_000 }, () => {
  it("shows an input per company field, sends the answers as custom_fields and puts the server's 422 on the field", async () => {
    let refuse = true;
    const { calls } = fakeApi((call) => {
      if (call.method !== 'POST' || call.url.pathname !== '/api/v1/users') return undefined;
      if (refuse)
        return {
          status: 422,
          body: {
            message: 'The given data was invalid.',
            errors: { 'custom_fields.employee_number': ['This field is required.'] },
          },
        };
      return itemAnswer({ name: 'Kari Nordmann' }, { message: 'Kari Nordmann was added.' });
    });
    const { router } = renderCreate();
    const employee = await screen.findByLabelText(/Employee number/);
    expect(employee).toHaveProperty('required', true);
    expect(screen.getByLabelText(/Cost centre/)).toHaveProperty('required', false);
    type('first_name', 'Kari');
    type('last_name', 'Nordmann');
    type('email', 'kari@nordlys.test');
    type('custom_field__cost_centre', 'Oslo');
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(creates(calls)[0].body).toMatchObject({
      first_name: 'Kari',
      company_id: company().uuid,
      custom_fields: { employee_number: '', cost_centre: 'Oslo' },
    });
    expect(creates(calls)[0].body).not.toHaveProperty('custom_field__cost_centre');

    refuse = false;
    type('custom_field__employee_number', '1042');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/users'));
    expect(creates(calls)[1].body).toMatchObject({
      custom_fields: { employee_number: '1042', cost_centre: 'Oslo' },
    });
  });

  it('labels the fields in Norwegian for a Norwegian reader', async () => {
    await switchLanguage('nb');
    fakeApi(() => undefined);
    renderCreate();
    expect(await screen.findByLabelText(/Ansattnummer/)).toBeTruthy();
    expect(screen.getByLabelText(/Kostnadssted/)).toBeTruthy();
  });
});
