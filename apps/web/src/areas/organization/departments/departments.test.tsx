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
import { CompanyDepartmentsTab } from './company-departments-tab.tsx';
import { DepartmentOverviewTab } from './department-overview-tab.tsx';
import { DepartmentPage } from './department-page.tsx';

beforeAll(() => loadAreaTexts('organization'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

const nordlys = (abilities: Record<string, boolean>) =>
  entity(1, 'Nordlys AS', { name: 'Nordlys AS', abilities });
const companyUuid = entity(1, '').uuid;
const sales = entity(7, 'Sales', {
  name: 'Sales',
  company_id: 1,
  company_uuid: companyUuid,
  company: null,
  is_active: true,
  users_count: 2,
  users: [],
});

/** The company overview's outlet around a tab, as the overview page hands it down. */
function renderTab(tab: React.ReactNode, company: unknown, path = '/organization/departments') {
  return renderWithRouter(
    [{ element: <Outlet context={{ item: company }} />, children: [{ path, element: tab }] }],
    path,
  );
}

const departmentRoutes = [
  {
    path: '/organization/departments/:department',
    element: <DepartmentPage />,
    children: [
      { path: '/organization/departments/:department/overview', element: <p>overview tab</p> },
      { path: '/organization/departments/:department/delete', element: null },
    ],
  },
  { path: '/organization/departments', element: <p>departments tab</p> },
];

const onPath = (pathname: string) => (call: FakeCall) => call.url.pathname === pathname;

describe('the organization departments tab', { timeout: 30_000 }, () => {
  it('lists the company’s departments (its filter fixed), with create for those who may change the company', async () => {
    const { calls } = fakeApi((call) =>
      onPath('/api/v1/departments')(call) ? listAnswer([sales]) : undefined,
    );
    renderTab(<CompanyDepartmentsTab />, nordlys({ view: true, update: true }));
    const table = await screen.findByTestId('resource-table');
    await within(table).findByRole('link', { name: 'Sales' });
    expect(within(table).getByRole('link', { name: 'Sales' }).getAttribute('href')).toBe(
      '/organization/departments/7/overview',
    );
    expect(
      calls
        .find((call) => call.url.pathname === '/api/v1/departments')
        ?.url.searchParams.get('filter[company]'),
    ).toBe('1');
    expect(screen.getByTestId('create').getAttribute('href')).toBe('/organization/departments/create');
  });

  it('offers no create to a department head (the company says no update), in Norwegian', async () => {
    await switchLanguage('nb');
    fakeApi((call) => (onPath('/api/v1/departments')(call) ? listAnswer([sales]) : undefined));
    renderTab(<CompanyDepartmentsTab />, nordlys({ view: true, update: false }));
    await screen.findByRole('link', { name: 'Sales' });
    expect(screen.queryByTestId('create')).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Personer/ })).toBeTruthy();
  });

  it('says so when there are none, and when the list fails', async () => {
    fakeApi((call) => (onPath('/api/v1/departments')(call) ? listAnswer([]) : undefined));
    const first = renderTab(<CompanyDepartmentsTab />, nordlys({ view: true, update: true }));
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    first.unmount();
    fakeApi((call) =>
      onPath('/api/v1/departments')(call) ? { status: 500, body: { message: 'Boom' } } : undefined,
    );
    renderTab(<CompanyDepartmentsTab />, nordlys({ view: true, update: true }));
    expect(await screen.findByTestId('table-error')).toBeTruthy();
  });
});

describe('a department’s page', { timeout: 30_000 }, () => {
  const item = (abilities: Record<string, boolean>) => ({ ...sales, abilities });
  const serveDepartment = (abilities: Record<string, boolean>, refuse?: string) =>
    fakeApi((call) => {
      if (
        call.url.pathname !== `/api/v1/departments/7` &&
        call.url.pathname !== `/api/v1/departments/${sales.uuid}`
      )
        return undefined;
      if (call.method === 'DELETE')
        return refuse
          ? { status: 409, body: { message: refuse } }
          : itemAnswer(sales, { message: 'Department deleted.', relations: ['departments'] });
      return itemAnswer(item(abilities));
    });

  it('opens on its overview tab', async () => {
    serveDepartment({ view: true, update: true, delete: true });
    const { router } = renderWithRouter(departmentRoutes, '/organization/departments/7');
    expect(await screen.findByText('overview tab')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/organization/departments/7/overview');
    expect(screen.getByTestId('resource-page-title').textContent).toBe('Sales');
  });

  it('deletes through its own address: the word asked, then back to the departments tab', async () => {
    const { calls } = serveDepartment({ view: true, update: true, delete: true });
    const { router } = renderWithRouter(departmentRoutes, '/organization/departments/7/delete');
    const input = await screen.findByTestId('confirm-action-input');
    // Over the department's page, not instead of it.
    expect(screen.getByTestId('resource-page-title').textContent).toBe('Sales');
    fireEvent.change(input, { target: { value: 'DELETE' } });
    fireEvent.click(screen.getByTestId('confirm-action-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/departments'));
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ uuid: sales.uuid });
  });

  it('keeps the modal open with the server’s refusal, and cancelling returns to the page (Norwegian)', async () => {
    await switchLanguage('nb');
    serveDepartment({ view: true, update: true, delete: true }, 'Avdelingen er i bruk.');
    const { router } = renderWithRouter(departmentRoutes, '/organization/departments/7/delete');
    fireEvent.change(await screen.findByTestId('confirm-action-input'), { target: { value: 'SLETT' } });
    fireEvent.click(screen.getByTestId('confirm-action-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toContain('Avdelingen er i bruk.');
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/departments/7/overview'));
  });

  it('shows no delete where its abilities deny it', async () => {
    serveDepartment({ view: true, update: false, delete: false });
    renderWithRouter(departmentRoutes, '/organization/departments/7/overview');
    await screen.findByText('overview tab');
    expect(screen.queryByTestId('delete')).toBeNull();
  });

  it('says not found for a department the server does not show the reader (404)', async () => {
    fakeApi();
    renderWithRouter(departmentRoutes, '/organization/departments/99');
    expect(await screen.findByTestId('not-found-state')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Department not found' })).toBeTruthy();
  });
});

describe('a department’s overview', { timeout: 30_000 }, () => {
  const insight = {
    course: { ...entity(3, 'Workplace Safety'), code: 'WS-101' },
    title: 'Workplace Safety',
    learners: 4,
    enrolled: 3,
    not_started: 1,
    in_progress: 1,
    completed: 2,
    expiring: 1,
    expired: 0,
  };
  const insightsPath = `/api/v1/companies/${companyUuid}/insights`;
  const render = () => renderTab(<DepartmentOverviewTab />, sales, '/organization/departments/7/overview');

  it('shows per course how its people stand, asking for this department only (Norwegian)', async () => {
    await switchLanguage('nb');
    const { calls } = fakeApi((call) => (onPath(insightsPath)(call) ? listAnswer([insight]) : undefined));
    render();
    const table = await screen.findByTestId('department-overview');
    // The company's insights table, each course a link to the company's view of it.
    expect(within(table).getByRole('rowheader', { name: /^Workplace Safety/ })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Workplace Safety' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Fullført' })).toBeTruthy();
    const row = within(table).getByRole('row', { name: /Workplace Safety/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '3', '1', '1', '2', '1', '0']);
    expect(calls[0].url.searchParams.get('filter[department]')).toBe('7');
  });

  it('says when there is nothing yet, and when it failed', async () => {
    fakeApi((call) => (onPath(insightsPath)(call) ? listAnswer([]) : undefined));
    const first = render();
    expect(await screen.findByText('No courses yet')).toBeTruthy();
    first.unmount();
    fakeApi((call) => (onPath(insightsPath)(call) ? { status: 500, body: { message: 'Boom' } } : undefined));
    render();
    expect(await screen.findByTestId('error-state')).toBeTruthy();
    expect(screen.getByText('The overview could not be loaded.')).toBeTruthy();
  });
});
