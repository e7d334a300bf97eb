import type { Company } from '@academy/contracts/entities/company';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import {
  entity,
  type FakeCall,
  fakeApi,
  itemAnswer,
  listAnswer,
  renderWithRouter,
} from '../../../test/resource-ui.tsx';
import { UsersTab } from './users-tab.tsx';

const company = entity(3, 'Nordlys AS', {
  name: 'Nordlys AS',
  abilities: { view: true, update: true, manageUsers: true },
  settings: {
    custom_user_fields: [
      { key: 'employee_number', label: { en: 'Employee number', nb: 'Ansattnummer' }, required: true },
    ],
  },
}) as unknown as Company;

const person = (id: number, name: string, extra: Record<string, unknown> = {}) => {
  const [first_name, last_name] = name.split(' ');
  return entity(id, name, {
    name,
    first_name,
    last_name,
    email: `${first_name.toLowerCase()}@academy.test`,
    role: 'user',
    is_active: true,
    last_login_at: null,
    companies: [{ ...entity(3, 'Nordlys AS'), pivot: { is_manager: false } }],
    departments: [{ ...entity(8, 'Sales'), company_id: 3, pivot: { is_head: false } }],
    abilities: { view: true, update: true, delete: true, resetPassword: true, manageMembership: true },
    custom_fields: {},
    ...extra,
  });
};
const marte = person(1, 'Marte Nilsen', {
  companies: [{ ...entity(3, 'Nordlys AS'), pivot: { is_manager: true } }],
  departments: [],
  abilities: { view: true, update: true, delete: false, resetPassword: false, manageMembership: false },
});
const lene = person(2, 'Lene Larsen', { custom_fields: { employee_number: '1042' } });

function renderTab() {
  return renderWithRouter(
    [
      {
        path: '/organization',
        element: <Outlet context={{ item: company }} />,
        children: [{ path: '/organization/users', element: <UsersTab /> }],
      },
    ],
    '/organization/users',
  );
}

beforeAll(() => loadAreaTexts('organization'));
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await switchLanguage('en');
});

describe('the organization users tab', { timeout: 30_000 }, () => {
  it('offers each custom field as a column, hidden until chosen, and remembers the choice', async () => {
    localStorage.clear();
    fakeApi((call) => (call.url.pathname === '/api/v1/users' ? listAnswer([marte, lene]) : undefined));
    const view = renderTab();
    const table = await screen.findByTestId('resource-table');
    await within(table).findByRole('link', { name: 'Lene Larsen' });
    expect(within(table).queryByRole('columnheader', { name: 'Employee number' })).toBeNull();
    fireEvent.click(screen.getByTestId('column-choice'));
    fireEvent.click(await screen.findByLabelText('Employee number'));
    expect(await within(table).findByRole('columnheader', { name: 'Employee number' })).toBeTruthy();
    const row = within(table)
      .getAllByRole('row')
      .find((line) => line.textContent?.includes('Lene Larsen'))!;
    expect(row.textContent).toContain('1042');
    expect(JSON.parse(localStorage.getItem('table-columns:organization-users')!)).toContain(
      'custom_field:employee_number',
    );
    view.unmount();
    renderTab();
    expect(await screen.findByRole('columnheader', { name: 'Employee number' })).toBeTruthy();
  });

  it("lists the company's people with their role in it and departments, the company fixed in the query", async () => {
    const { calls } = fakeApi((call) =>
      call.url.pathname === '/api/v1/users' ? listAnswer([marte, lene]) : undefined,
    );
    renderTab();
    const table = await screen.findByTestId('resource-table');
    await within(table).findByRole('link', { name: 'Lene Larsen' });
    const rows = within(table).getAllByRole('row');
    expect(rows.find((row) => row.textContent?.includes('Marte Nilsen'))?.textContent).toContain('Manager');
    expect(rows.find((row) => row.textContent?.includes('Lene Larsen'))?.textContent).toContain('Sales');
    const list = calls.find((call) => call.url.pathname === '/api/v1/users')!;
    expect(list.url.searchParams.get('filter[company]')).toBe('3');
    expect(list.url.searchParams.get('with')).toBe('departments');
    // Actions follow each person's abilities: Marte's own row offers no user/manager switch.
    expect(
      within(rows.find((row) => row.textContent?.includes('Lene Larsen'))!).getByTestId('row-toggle-manager'),
    ).toBeTruthy();
    expect(
      within(rows.find((row) => row.textContent?.includes('Marte Nilsen'))!).queryByTestId(
        'row-toggle-manager',
      ),
    ).toBeNull();
    expect(screen.getByTestId('create').getAttribute('href')).toBe('/organization/users/create');
  });

  it('makes a person a manager through the membership route', async () => {
    const { calls } = fakeApi((call: FakeCall) => {
      if (call.url.pathname === '/api/v1/users') return listAnswer([lene]);
      if (call.method === 'PUT' && call.url.pathname === '/api/v1/users/2/companies/3/manager')
        return itemAnswer({ user_id: 2, company_id: 3, is_manager: true });
      return undefined;
    });
    renderTab();
    fireEvent.click(await screen.findByTestId('row-toggle-manager'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ is_manager: true });
  });

  it('says so when there is nobody, and when the list cannot be loaded', async () => {
    fakeApi((call) => (call.url.pathname === '/api/v1/users' ? listAnswer([]) : undefined));
    const empty = renderTab();
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    empty.unmount();
    fakeApi((call) =>
      call.url.pathname === '/api/v1/users' ? { status: 500, body: { message: 'boom' } } : undefined,
    );
    renderTab();
    expect(await screen.findByText('The list could not be loaded.')).toBeTruthy();
  });

  it('speaks Norwegian in nb', async () => {
    await switchLanguage('nb');
    fakeApi((call) => (call.url.pathname === '/api/v1/users' ? listAnswer([marte, lene]) : undefined));
    renderTab();
    const table = await screen.findByTestId('resource-table');
    await within(table).findByRole('link', { name: 'Lene Larsen' });
    expect(within(table).getByText('Leder')).toBeTruthy();
    expect(screen.getByText('Rolle i bedriften', { selector: 'th *, th' })).toBeTruthy();
    expect(screen.getByTestId('users-export').textContent).toContain('Eksporter');
    expect(screen.getByTestId('create').textContent).toContain('Ny bruker');
  });
});
