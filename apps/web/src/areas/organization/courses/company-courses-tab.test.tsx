import { screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { entity, fakeApi, listAnswer, renderWithRouter } from '../../../test/resource-ui.tsx';
import { CompanyCoursesTab as OrganizationCoursesTab } from './company-courses-tab.tsx';

beforeAll(() => loadAreaTexts('organization'));
afterEach(() => vi.unstubAllGlobals());

const company = (abilities = { view: true, update: true, delete: true }) =>
  entity(1, 'Nordlys AS', { name: 'Nordlys AS', abilities });
const summary = (id: number, header: string, type: string) => ({
  id,
  uuid: `u-${type}-${id}`,
  fqmi: `${type}s:u-${type}-${id}|${type}`,
  header,
});
const given = (
  id: number,
  name: string,
  seats: Record<string, unknown>,
  abilities?: Record<string, boolean>,
) =>
  entity(id, name, {
    company_id: 1,
    company: summary(1, 'Nordlys AS', 'company'),
    course_id: id + 100,
    course: summary(id + 100, name, 'course'),
    seats: null,
    end_date: null,
    seats_total: null,
    seats_used: 0,
    seats_left: null,
    is_active: true,
    ...seats,
    ...(abilities ? { abilities } : {}),
  });

function renderTab(path: string, element: React.ReactNode, item: unknown) {
  return renderWithRouter(
    [
      { element: <Outlet context={{ item }} />, children: [{ path, element }] },
      { path: '/organization/enrollments/create', element: <p>Enrollment form</p> },
    ],
    path,
  );
}

describe('organization courses tab', { timeout: 30_000 }, () => {
  it('offers a manager "Enroll" with the course chosen, and a head only the list', async () => {
    const readOnly = { view: true, update: false, delete: false };
    fakeApi((call) =>
      call.url.pathname === '/api/v1/company-courses'
        ? listAnswer([
            given(1, 'Workplace Safety', { seats_total: 3, seats_used: 1, seats_left: 2 }, readOnly),
          ])
        : undefined,
    );
    const view = renderTab('/organization/courses', <OrganizationCoursesTab />, company());
    const row = (await screen.findByText('Workplace Safety')).closest('tr')!;
    expect(within(row).queryByTestId('row-change')).toBeNull();
    expect(within(row).queryByTestId('row-take-back')).toBeNull();
    expect(within(row).getByTestId('row-enroll').getAttribute('href')).toBe(
      '/organization/enrollments/create?course=u-course-101',
    );
    view.unmount();

    renderTab(
      '/organization/courses',
      <OrganizationCoursesTab />,
      company({ view: true, update: false, delete: false }),
    );
    const headRow = (await screen.findByText('Workplace Safety')).closest('tr')!;
    expect(within(headRow).getByTestId('seats-left').textContent).toBe('2');
    expect(within(headRow).queryByTestId('row-enroll')).toBeNull();
  });
});
