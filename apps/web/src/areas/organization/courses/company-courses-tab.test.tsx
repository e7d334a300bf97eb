import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { company, given, renderTab } from '../../../test/company-course-fixtures.tsx';
import { fakeApi, listAnswer } from '../../../test/resource-ui.tsx';
import { CompanyCoursesTab as OrganizationCoursesTab } from './company-courses-tab.tsx';

beforeAll(() => loadAreaTexts('organization'));
afterEach(() => vi.unstubAllGlobals());

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
