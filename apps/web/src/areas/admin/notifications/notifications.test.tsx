import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { entity, fakeApi, itemAnswer, listAnswer, renderWithRouter } from '../../../test/resource-ui.tsx';
import { NotificationPage } from './notification-page.tsx';
import { NotificationsPage } from './notifications-page.tsx';

beforeAll(() => loadAreaTexts('admin'));
afterEach(() => vi.unstubAllGlobals());

const course = {
  id: 4,
  uuid: 'c0000000-0000-4000-8000-000000000004',
  fqmi: 'courses:c|course',
  header: 'Workplace Safety',
};

function notification(id: number, subject: string, read: boolean, linked?: typeof course) {
  return {
    ...entity(id, subject),
    user_id: 2,
    subject,
    data: {},
    company_id: null,
    company: null,
    course_id: linked ? linked.id : null,
    course: linked ?? null,
    read_at: read ? '2026-01-02T00:00:00.000Z' : null,
    read,
    message: `${subject} — the text`,
  };
}

const unread = notification(2, 'Certificate issued: Workplace Safety', false, course);
const read = notification(1, 'Welcome to Academy', true);

describe('the admin notifications', { timeout: 30_000 }, () => {
  it('lists them with their state and the unread count; mark all as read runs the action and refreshes', async () => {
    let allRead = false;
    const { calls } = fakeApi((call) => {
      if (call.url.pathname === '/api/v1/notifications') {
        const items = [allRead ? { ...unread, read: true } : unread, read];
        const onlyUnread = call.url.searchParams.get('filter[read]') === 'false';
        return listAnswer(onlyUnread ? items.filter((item) => !item.read) : items);
      }
      if (call.url.pathname === '/api/v1/action') {
        allRead = true;
        return {
          body: {
            data: {
              message: 'All notifications are marked as read.',
              relations: ['notifications'],
              meta: { uuid: 'm', request: null, relations: ['notifications'] },
            },
          },
        };
      }
      return undefined;
    });
    renderWithRouter(
      [{ path: '/admin/notifications', element: <NotificationsPage /> }],
      '/admin/notifications',
    );
    expect((await screen.findByTestId('unread-count')).textContent).toBe('1 unread notification');
    const table = screen.getByRole('table', { name: 'Notifications' });
    const link = await within(table).findByRole('link', { name: 'Certificate issued: Workplace Safety' });
    expect(link.getAttribute('href')).toBe(`/admin/notification/${unread.uuid}`);
    expect(
      within(table)
        .getAllByTestId('read-status')
        .map((badge) => badge.textContent),
    ).toEqual(['Unread', 'Read']);

    fireEvent.click(screen.getByTestId('mark-all-read'));
    await waitFor(() =>
      expect(screen.getByTestId('unread-count').textContent).toBe('0 unread notifications'),
    );
    expect(calls.find((call) => call.url.pathname === '/api/v1/action')?.body).toEqual({
      action: 'notifications.mark-all-read',
      args: {},
    });
    expect((screen.getByTestId('mark-all-read') as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens one, marks it read once, and can mark it unread again', async () => {
    const writes: unknown[] = [];
    let current = unread;
    fakeApi((call) => {
      if (call.url.pathname !== `/api/v1/notifications/${unread.uuid}`) return undefined;
      if (call.method === 'GET') return itemAnswer(current);
      const body = call.body as { read: boolean };
      writes.push(body);
      current = { ...current, read: body.read, read_at: body.read ? '2026-02-01T00:00:00.000Z' : null };
      return itemAnswer(current, { message: 'Notification saved.' });
    });
    renderWithRouter(
      [{ path: '/admin/notification/:notification', element: <NotificationPage /> }],
      `/admin/notification/${unread.uuid}`,
    );
    expect((await screen.findByTestId('notification-subject')).textContent).toBe(
      'Certificate issued: Workplace Safety',
    );
    expect(screen.getByRole('link', { name: 'Open the course: Workplace Safety' }).getAttribute('href')).toBe(
      `/admin/courses/${course.uuid}`,
    );
    await waitFor(() => expect(screen.getByTestId('read-status').textContent).toBe('Read'));
    fireEvent.click(await screen.findByTestId('mark-unread'));
    await waitFor(() => expect(screen.getByTestId('read-status').textContent).toBe('Unread'));
    expect(writes).toEqual([
      { _method: 'PATCH', read: true },
      { _method: 'PATCH', read: false },
    ]);
  });

  it('opened while read, marked unread stays unread', async () => {
    const writes: unknown[] = [];
    let current: typeof unread = { ...unread, read: true, read_at: '2026-02-01T00:00:00.000Z' };
    fakeApi((call) => {
      if (call.url.pathname !== `/api/v1/notifications/${unread.uuid}`) return undefined;
      if (call.method === 'GET') return itemAnswer(current);
      const body = call.body as { read: boolean };
      writes.push(body);
      current = { ...current, read: body.read, read_at: body.read ? '2026-02-01T00:00:00.000Z' : null };
      return itemAnswer(current, { message: 'Notification saved.' });
    });
    renderWithRouter(
      [{ path: '/admin/notification/:notification', element: <NotificationPage /> }],
      `/admin/notification/${unread.uuid}`,
    );
    fireEvent.click(await screen.findByTestId('mark-unread'));
    await waitFor(() => expect(screen.getByTestId('read-status').textContent).toBe('Unread'));
    // The refetched item (unread now) is not marked read again.
    await waitFor(() => expect(writes).toEqual([{ _method: 'PATCH', read: false }]));
    expect(screen.getByTestId('read-status').textContent).toBe('Unread');
  });

  it("says so when the notification is not the reader's", async () => {
    fakeApi(() => undefined);
    renderWithRouter(
      [{ path: '/admin/notification/:notification', element: <NotificationPage /> }],
      '/admin/notification/00000000-0000-4000-8000-000000000009',
    );
    expect(await screen.findByText('This notification does not exist, or it is not yours.')).toBeTruthy();
  });
});
