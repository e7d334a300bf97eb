import { Outlet } from 'react-router';
import { entity, renderWithRouter } from './resource-ui.tsx';

/** Items and a tab host shared by the company-courses tab tests (admin and organization areas). */
export const company = (abilities = { view: true, update: true, delete: true }) =>
  entity(1, 'Nordlys AS', { name: 'Nordlys AS', abilities });
const summary = (id: number, header: string, type: string) => ({
  id,
  uuid: `u-${type}-${id}`,
  fqmi: `${type}s:u-${type}-${id}|${type}`,
  header,
});
export const given = (
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

export function renderTab(path: string, element: React.ReactNode, item: unknown) {
  return renderWithRouter(
    [
      { element: <Outlet context={{ item }} />, children: [{ path, element }] },
      { path: '/organization/enrollments/create', element: <p>Enrollment form</p> },
    ],
    path,
  );
}
