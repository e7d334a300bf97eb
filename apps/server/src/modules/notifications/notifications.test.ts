import { notificationSchema } from '@academy/contracts/entities/notification';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/learning.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { auth, buildUser, tokenFor } from '../../test/factories.ts';
import { buildNotification } from '../../test/notification-factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';
import { notificationTexts, notificationValues } from './notification-texts.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
// A learner of the test's own in Nordlys, with an inbox built here: a read welcome and an unread reminder of a
// course built here (English and Norwegian), both written as message keys with each language's arguments.
let learner: { id: number; email: string };
let course: Awaited<ReturnType<typeof buildCourse>>;
let learnerNotifications: (typeof notifications.$inferSelect)[];
const titles = { en: '', nb: '' };

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  learner = await buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id });
  tokens.learner = await tokenFor(t.db, { id: learner.id, tenant_id: demo.tenantId });
  course = await buildCourse(t.db, demo.tenantId, { languages: ['en', 'nb'], lessons: 1 });
  titles.en = course.variants[0].variant.title;
  titles.nb = course.variants[1].variant.title;
  await buildNotification(t.db, demo.tenantId, {
    userId: learner.id,
    companyId: demo.nordlys.id,
    type: 'welcome',
    subjectKey: 'notifications.welcome_subject',
    messageKey: 'notifications.welcome_message',
    args: { en: ['Test Academy', demo.nordlys.name], nb: ['Test Academy', demo.nordlys.name] },
    createdDaysAgo: 30,
    readDaysAgo: 29,
  });
  await buildNotification(t.db, demo.tenantId, {
    userId: learner.id,
    companyId: demo.nordlys.id,
    courseId: course.course.id,
    type: 'enrollment.reminder',
    subjectKey: 'notifications.reminder_subject',
    messageKey: 'notifications.reminder_message',
    args: { en: [titles.en, 30], nb: [titles.nb, 30] },
    createdDaysAgo: 2,
  });
  learnerNotifications = await t.db.select().from(notifications).where(eq(notifications.user_id, learner.id));
});
afterAll(() => t.close());

const unread = () => learnerNotifications.find((row) => row.read_at === null)!;

describe('notifications', () => {
  it("lists the owner's notifications, newest first, with company and course", async () => {
    const response = await t.app.inject({ url: '/api/v1/notifications', headers: auth(tokens.learner) });
    expect(response.statusCode).toBe(200);
    const items = response.json().data.items;
    expect(items.map((item: { subject: string }) => item.subject)).toEqual([
      `Reminder: ${titles.en}`,
      'Welcome to Test Academy',
    ]);
    for (const item of items) notificationSchema.parse(item);
    expect(items[0]).toMatchObject({
      read_at: null,
      abilities: { view: true, update: true, delete: true },
      company: { header: demo.nordlys.name },
    });
    expect(items[0].course.header).toBe(titles.en);
    const unreadOnly = await t.app.inject({
      url: '/api/v1/notifications?filter[read]=false',
      headers: auth(tokens.learner),
    });
    expect(unreadOnly.json().data.items).toHaveLength(1);
  });

  it('the inbox and its course read in Norsk, with the course’s Norwegian title', async () => {
    const response = await t.app.inject({
      url: '/api/v1/notifications',
      headers: auth(tokens.learner, { 'accept-language': 'nb' }),
    });
    const items = response
      .json()
      .data.items.filter((item: { data: { type?: string } }) =>
        ['welcome', 'enrollment.reminder'].includes(item.data?.type ?? ''),
      );
    expect(titles.nb).not.toBe(titles.en);
    expect(items.map((item: { subject: string }) => item.subject)).toEqual([
      `Påminnelse: ${titles.nb}`,
      'Velkommen til Test Academy',
    ]);
    expect(items[0]).toMatchObject({
      message: `Du har ikke startet ${titles.nb} ennå. Det tar omtrent 30 minutter.`,
      course: { header: titles.nb },
    });
    expect(items[1].message).toBe(
      `Kontoen din hos ${demo.nordlys.name} er klar. Kursene dine venter på forsiden.`,
    );
    for (const item of items) notificationSchema.parse(item);
  });

  it('is private: managers, admins and super admins see none of them and get 404 on each', async () => {
    for (const role of ['manager', 'head', 'admin', 'superAdmin', 'fjordManager'] as const) {
      const listed = await t.app.inject({ url: '/api/v1/notifications', headers: auth(tokens[role]) });
      // Only their own inbox (the demo gives the administrator one too).
      for (const item of listed.json().data.items as { user_id: number }[])
        expect(item.user_id).toBe(demo.user(role).id);
      for (const key of [unread().id, unread().uuid]) {
        expect(
          (await t.app.inject({ url: `/api/v1/notifications/${key}`, headers: auth(tokens[role]) }))
            .statusCode,
        ).toBe(404);
      }
      const update = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/notifications/${unread().uuid}`,
        headers: auth(tokens[role]),
        payload: { read: true },
      });
      expect(update.statusCode).toBe(404);
      const remove = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/notifications/${unread().uuid}`,
        headers: auth(tokens[role]),
      });
      expect(remove.statusCode).toBe(404);
    }
    // An admin impersonating the learner's company still does not read the learner's inbox.
    const impersonating = await t.app.inject({
      url: `/api/v1/notifications/${unread().uuid}`,
      headers: auth(tokens.admin, { 'context-scope': demo.nordlys.uuid }),
    });
    expect(impersonating.statusCode).toBe(404);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, unread().id));
    expect(row.read_at).toBeNull();
  });

  it('marks read and unread (read_at), and refuses other fields', async () => {
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/v1/notifications/${unread().uuid}`,
      headers: auth(tokens.learner),
      payload: { _method: 'PATCH', read: true },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.item.read_at).toEqual(expect.any(String));
    expect(read.json().data.meta.relations).toEqual(['notifications', 'context']);
    expect(
      (await t.db.select().from(notifications).where(eq(notifications.id, unread().id)))[0].read_at,
    ).not.toBeNull();

    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/notifications/${unread().uuid}`,
      headers: auth(tokens.learner),
      payload: { read_at: null },
    });
    expect(again.json().data.item.read_at).toBeNull();

    const sneaky = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/notifications/${unread().uuid}`,
      headers: auth(tokens.learner),
      payload: { user_id: demo.user('manager').id },
    });
    expect(sneaky.statusCode).toBe(422);
    expect(sneaky.json().errors.user_id).toEqual(['This field is not allowed.']);
  });

  it('cannot be created through the API', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications',
      headers: auth(tokens.admin),
      payload: { subject: 'x' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('is deleted by its owner', async () => {
    const target = learnerNotifications.find((row) => row.read_at !== null)!;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/notifications/${target.uuid}`,
      headers: auth(tokens.learner),
      payload: { uuid: target.uuid },
    });
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(notifications).where(eq(notifications.id, target.id))).toHaveLength(0);
  });
});

describe('notifications screen', () => {
  it('opens one by uuid with `read` and its message; marking it read drops the unread count', async () => {
    const [target] = await t.db
      .insert(notifications)
      .values({
        tenant_id: demo.tenantId,
        user_id: learner.id,
        subject: 'Plain subject',
        data: { message: 'Plain message' },
      })
      .returning();
    const unreadCount = async () =>
      (await t.app.inject({ url: '/api/v1/poll', headers: auth(tokens.learner) })).json().data.item
        .unread_notifications;
    const before = await unreadCount();
    const detail = await t.app.inject({
      url: `/api/v1/notifications/${target.uuid}`,
      headers: auth(tokens.learner),
    });
    expect(detail.statusCode).toBe(200);
    notificationSchema.parse(detail.json().data.item);
    expect(detail.json().data.item).toMatchObject({
      uuid: target.uuid,
      subject: 'Plain subject',
      header: 'Plain subject',
      message: 'Plain message',
      read: false,
      read_at: null,
    });
    const marked = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/notifications/${target.uuid}`,
      headers: auth(tokens.learner),
      payload: { read: true },
    });
    expect(marked.json().data.item).toMatchObject({ read: true, read_at: expect.any(String) });
    expect(await unreadCount()).toBe(before - 1);
  });

  it('reads in the reader’s language when the notification names message keys', async () => {
    const [certified] = await t.db
      .insert(notifications)
      .values({
        tenant_id: demo.tenantId,
        user_id: learner.id,
        ...notificationValues({
          subjectKey: 'learning.course_completed',
          messageKey: 'notifications.course_completed_message',
          args: ['Ladder Safety'],
          data: { type: 'certified' },
        }),
      })
      .returning();
    expect(certified.subject).toBe('Course completed: Ladder Safety');
    const read = async (language: string) =>
      (
        await t.app.inject({
          url: `/api/v1/notifications/${certified.uuid}`,
          headers: auth(tokens.learner, { 'accept-language': language }),
        })
      ).json().data.item;
    expect(await read('nb')).toMatchObject({
      subject: 'Kurs fullført: Ladder Safety',
      message: 'Du har fullført Ladder Safety. Kursbeviset ditt ligger under Kursbevis.',
      data: { type: 'certified' },
    });
    expect((await read('en')).subject).toBe('Course completed: Ladder Safety');
    const searched = await t.app.inject({
      url: '/api/v1/notifications?search=Course%20completed',
      headers: auth(tokens.learner),
    });
    expect(searched.json().data.items.map((item: { id: number }) => item.id)).toContain(certified.id);
  });

  it('arguments of the reader’s language win; a language without its own falls back to English’s', async () => {
    const values = notificationValues({
      subjectKey: 'learning.course_completed',
      argsByLocale: { en: ['Fire Safety'], nb: ['Brannvern'] },
    });
    expect(values.subject).toBe('Course completed: Fire Safety');
    expect(notificationTexts({ subject: values.subject, data: values.data }, 'nb').subject).toBe(
      'Kurs fullført: Brannvern',
    );
    const englishOnly = notificationValues({
      subjectKey: 'learning.course_completed',
      argsByLocale: { en: ['X'] },
    });
    expect(notificationTexts({ subject: englishOnly.subject, data: englishOnly.data }, 'nb').subject).toBe(
      'Kurs fullført: X',
    );
  });

  it('marks all of the owner’s notifications read with the action, and nobody else’s', async () => {
    const manager = demo.user('manager');
    const [managers] = await t.db
      .insert(notifications)
      .values([
        { tenant_id: demo.tenantId, user_id: manager.id, subject: 'Manager’s' },
        { tenant_id: demo.tenantId, user_id: learner.id, subject: 'One' },
        { tenant_id: demo.tenantId, user_id: learner.id, subject: 'Two' },
      ])
      .returning();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/action',
      headers: auth(tokens.learner, { 'accept-language': 'nb' }),
      payload: { action: 'notifications.mark-all-read', args: {} },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe('Alle varsler er merket som lest.');
    const unread = await t.app.inject({
      url: '/api/v1/notifications?filter[read]=false',
      headers: auth(tokens.learner),
    });
    expect(unread.json().data.items).toEqual([]);
    const all = (await t.app.inject({ url: '/api/v1/notifications', headers: auth(tokens.learner) })).json()
      .data.items;
    expect(all.every((item: { read: boolean }) => item.read)).toBe(true);
    // Newest first.
    const created = all.map((item: { created_at: string }) => item.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const managerUnread = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, managers.id), isNull(notifications.read_at)));
    expect(managerUnread).toHaveLength(1);
  });
});
