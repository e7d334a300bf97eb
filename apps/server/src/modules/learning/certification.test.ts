import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, notifications, qualifications } from '../../db/schema/learning.ts';
import { companies, mailOutbox } from '../../db/schema/tenancy.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import type { BuiltCourse, EnrolledCompany } from '../../test/enrolled-company.ts';
import { buildEnrolledCompany } from '../../test/enrolled-company.ts';
import { auth, demoTenant, tokenFor } from '../../test/factories.ts';
import { sendCompletionMails } from './completion-mail.ts';
import { takeLesson } from './learning-test-support.ts';

let t: TestApp;
let tokens: { learner: string };
// A company of the test's own whose learner is enrolled in three built courses (company, department, personal);
// the department's access pass makes certificates valid for 365 days where the course itself says 730.
let built: EnrolledCompany;
const clock = createTestClock();
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  built = await buildEnrolledCompany(t.db, (await demoTenant(t.db)).id, {
    lessons: 3,
    departmentCourse: { certificateValidDays: 730, passValidFor: 365 },
  });
  tokens = { learner: await tokenFor(t.db, built.learner) };
});
afterAll(() => t.close());

/** A built course's variant in a language, with its lessons' rows in order. */
const variantOf = (built: BuiltCourse, language: 'en' | 'nb') => {
  const found = built.variants.find((variant) => variant.language.code === language)!;
  return {
    course: built.course,
    variant: found.variant,
    lessons: found.lessons.map((lesson) => lesson.lesson),
  };
};

const course = async (token: string, uuid: string) =>
  (await t.app.inject({ url: `/api/v1/courses/${uuid}`, headers: auth(token) })).json().data.item;
const completionMails = () =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'course-completed'));

describe('certification', () => {
  it('certifies when every lesson is passed: certificate, qualification, notification and mails', async () => {
    // A receiver who is a user reads the mail in their own language (fjord.learner prefers Norsk).
    const receivers = ['hr@nordlys.test', 'Fjord.Learner@academy.test'];
    await t.db
      .update(companies)
      .set({ settings: { ...built.company.settings, course_completion_receivers: receivers } })
      .where(eq(companies.id, built.company.id));
    // Enrolled for the learner's department, whose access pass makes certificates valid for 365 days (the course says 730).
    const is = variantOf(built.courses.department, 'en');
    expect(is.course.certificate_valid_days).toBe(730);
    const before = await course(tokens.learner, is.course.uuid);
    expect(before).toMatchObject({ enrollment_status: 'eligible', enrollment_badge: 'enrolled' });

    // A failed first attempt makes the course in progress.
    await takeLesson(t, tokens.learner, is.lessons[0].id, is.variant.id, false);
    expect((await course(tokens.learner, is.course.uuid)).enrollment_status).toBe('in_progress');

    let last: Awaited<ReturnType<typeof takeLesson>> | null = null;
    for (const [index, lesson] of is.lessons.entries()) {
      last = await takeLesson(t, tokens.learner, lesson.id, is.variant.id);
      const results = last.submitted.json().data.item;
      expect(results.success).toBe(true);
      expect(results.course_completed).toBe(index === is.lessons.length - 1);
      if (index < is.lessons.length - 1) {
        const middle = await course(tokens.learner, is.course.uuid);
        expect(middle.enrollment_progress).toEqual({ passed: index + 1, total: is.lessons.length });
      }
    }
    const results = last!.submitted.json().data.item;
    expect(results.next_lesson).toBeNull();
    expect(results.certificate).not.toBeNull();

    const [certificate] = await t.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.user_id, built.learner.id), eq(certificates.course_id, is.course.id)));
    expect(certificate).toMatchObject({
      title: is.variant.title,
      company_id: built.company.id,
      course_variant_id: is.variant.id,
      certifier: 'Academy',
      uuid: results.certificate.uuid,
    });
    const validDays =
      (new Date(certificate.expires_at!).getTime() - new Date(certificate.issued_at).getTime()) / DAY;
    expect(validDays).toBe(365);

    const [qualification] = await t.db
      .select()
      .from(qualifications)
      .where(and(eq(qualifications.user_id, built.learner.id), eq(qualifications.course_id, is.course.id)));
    expect(qualification).toMatchObject({ status: 'completed', score: 100, certificate_id: certificate.id });
    expect(qualification.completed_at).not.toBeNull();

    const [notification] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, built.learner.id), eq(notifications.course_id, is.course.id)));
    expect(notification.subject).toBe(`Course completed: ${is.variant.title}`);
    expect(notification.data).toMatchObject({
      course_uuid: is.course.uuid,
      certificate_uuid: certificate.uuid,
    });

    // Read in the reader's language, with the course's title in that language.
    const nbTitle = variantOf(built.courses.department, 'nb').variant.title;
    expect(nbTitle).not.toBe(is.variant.title);
    const readAs = async (language: string) =>
      (
        await t.app.inject({
          url: `/api/v1/notifications/${notification.uuid}`,
          headers: auth(tokens.learner, { 'accept-language': language }),
        })
      ).json().data.item;
    expect(await readAs('nb')).toMatchObject({
      subject: `Kurs fullført: ${nbTitle}`,
      message: `Du har fullført ${nbTitle}. Kursbeviset ditt ligger under Kursbevis.`,
      course: { header: nbTitle },
    });
    expect(await readAs('en')).toMatchObject({
      subject: `Course completed: ${is.variant.title}`,
      course: { header: is.variant.title },
    });

    const mails = await completionMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      ['Fjord.Learner@academy.test', 'hr@nordlys.test', built.learner.email].sort(),
    );
    const byAddress = new Map(mails.map((mail) => [mail.to, mail]));
    expect(byAddress.get(built.learner.email)).toMatchObject({
      locale: 'en',
      subject: `Course completed: ${is.variant.title}`,
    });
    expect(byAddress.get('hr@nordlys.test')?.locale).toBe('en');
    expect(byAddress.get('Fjord.Learner@academy.test')).toMatchObject({
      locale: 'nb',
      subject: `Kurs fullført: ${nbTitle}`,
    });
    // The same certificate's mails again (a retried job, a second call): nobody is mailed twice.
    const again = await sendCompletionMails(
      t.app.services,
      {
        certificate,
        course: { id: is.course.id, uuid: is.course.uuid },
        courseTitle: is.variant.title,
        courseTitleByLocale: { en: is.variant.title, nb: nbTitle },
        companyId: built.company.id,
        score: 100,
      },
      { id: built.learner.id, locale: 'en' },
    );
    expect(again).toBe(3);
    expect(await completionMails()).toHaveLength(3);

    const after = await course(tokens.learner, is.course.uuid);
    expect(after).toMatchObject({
      enrollment_status: 'completed',
      enrollment_status_complete: true,
      enrollment_badge: 'certified',
      enrollment_progress: { passed: is.lessons.length, total: is.lessons.length },
      enrollment_progress_fraction: 1,
      certificate: { uuid: certificate.uuid, valid: true },
    });
    // The variant page: the lessons table and the certificate panel.
    const variant = (
      await t.app.inject({
        url: `/api/v1/course-variants/${is.variant.uuid}?with=lessons`,
        headers: auth(tokens.learner),
      })
    ).json().data.item;
    expect(variant.enrollment_status).toBe('completed');
    expect(variant.certificate.expires_at).toBe(new Date(certificate.expires_at!).toISOString());
    for (const lesson of variant.lessons) {
      expect(lesson).toMatchObject({
        enrollment_result: 'passed',
        enrollment_progress: 100,
        enrollment_progress_latest: 100,
      });
      expect(lesson.enrollment_expires_at).toBe(variant.certificate.expires_at);
    }
    // The lesson itself: the latest attempt is the pass that came after the failed one.
    const lessonItem = (
      await t.app.inject({ url: `/api/v1/lessons/${is.lessons[0].uuid}`, headers: auth(tokens.learner) })
    ).json().data.item;
    expect(lessonItem).toMatchObject({
      enrollment_progress: 100,
      enrollment_progress_latest: 100,
      enrollment_result: 'passed',
    });
    expect(lessonItem.enrollment_examination).toMatchObject({ success: true, is_open: false });

    // The learner's list filter.
    const completed = (
      await t.app.inject({ url: '/api/v1/courses?filter[status]=completed', headers: auth(tokens.learner) })
    ).json().data.items;
    expect(completed.map((item: { code: string }) => item.code)).toEqual([
      built.courses.department.course.code,
    ]);
    const ongoing = (
      await t.app.inject({ url: '/api/v1/courses?filter[status]=ongoing', headers: auth(tokens.learner) })
    ).json().data.items;
    expect(ongoing.map((item: { code: string }) => item.code).sort()).toEqual(
      [built.courses.personal.course.code, built.courses.whole.course.code].sort(),
    );
  });

  it('counts completion through the nb variant for the course, and sends no mail when the company disables e-mail', async () => {
    await t.db
      .update(companies)
      .set({ settings: { ...built.company.settings, emails_disabled: true } })
      .where(eq(companies.id, built.company.id));
    const mailsBefore = (await completionMails()).length;
    const ws = variantOf(built.courses.whole, 'nb');
    for (const lesson of ws.lessons) await takeLesson(t, tokens.learner, lesson.id, ws.variant.id);
    const item = await course(tokens.learner, ws.course.uuid);
    expect(item).toMatchObject({ enrollment_status: 'completed', enrollment_badge: 'certified' });
    // The company's access pass gives no validity: the course's 365 days.
    const days =
      (new Date(item.certificate.expires_at).getTime() - new Date(item.certificate.issued_at).getTime()) /
      DAY;
    expect(days).toBe(365);
    // The en variant shows the course as completed too.
    expect(ws.course.certificate_valid_days).toBe(365);
    const en = variantOf(built.courses.whole, 'en');
    const enItem = (
      await t.app.inject({ url: `/api/v1/course-variants/${en.variant.uuid}`, headers: auth(tokens.learner) })
    ).json().data.item;
    expect(enItem.enrollment_status).toBe('completed');
    expect((await completionMails()).length).toBe(mailsBefore);
    const [notification] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, built.learner.id), eq(notifications.course_id, ws.course.id)));
    expect(notification).toBeDefined();
    await t.db
      .update(companies)
      .set({ settings: built.company.settings })
      .where(eq(companies.id, built.company.id));
  });

  it('says a lesson was passed in another language when the certificate came from that variant', async () => {
    // The previous test certified the learner for the whole course through its nb variant.
    const nb = variantOf(built.courses.whole, 'nb');
    const en = variantOf(built.courses.whole, 'en');
    const lessonsOf = async (uuid: string) =>
      (
        await t.app.inject({
          url: `/api/v1/course-variants/${uuid}?with=lessons`,
          headers: auth(tokens.learner),
        })
      ).json().data.item.lessons as Record<string, unknown>[];
    // Read through the en variant: passed, but never taken there — the result names where it was passed.
    for (const lesson of await lessonsOf(en.variant.uuid))
      expect(lesson).toMatchObject({
        enrollment_result: 'passed',
        enrollment_progress: null,
        enrollment_progress_latest: null,
        enrollment_passed_in_language: 'nb',
      });
    // The variant it was earned in shows its own scores and no other language.
    for (const lesson of await lessonsOf(nb.variant.uuid))
      expect(lesson).toMatchObject({
        enrollment_result: 'passed',
        enrollment_progress: 100,
        enrollment_passed_in_language: null,
      });
    // A failed attempt in English: still passed only through the nb certificate, now above a score of 0.
    await takeLesson(t, tokens.learner, en.lessons[0].id, en.variant.id, false);
    expect((await lessonsOf(en.variant.uuid)).find((lesson) => lesson.id === en.lessons[0].id)).toMatchObject(
      {
        enrollment_result: 'passed',
        enrollment_progress: 0,
        enrollment_passed_in_language: 'nb',
      },
    );
    // Passed in English too: its own scores stand, and no other language is named for that lesson.
    await takeLesson(t, tokens.learner, en.lessons[0].id, en.variant.id);
    const after = await lessonsOf(en.variant.uuid);
    expect(after.find((lesson) => lesson.id === en.lessons[0].id)).toMatchObject({
      enrollment_result: 'passed',
      enrollment_progress: 100,
      enrollment_progress_latest: 100,
      enrollment_passed_in_language: null,
    });
    expect(after.find((lesson) => lesson.id === en.lessons[1].id)).toMatchObject({
      enrollment_passed_in_language: 'nb',
    });
  });

  it('treats an expired certificate as expired, and a certified learner continues with new progress', async () => {
    const is = variantOf(built.courses.department, 'en');
    clock.set(new Date(Date.now() + 366 * DAY));
    try {
      const item = await course(tokens.learner, is.course.uuid);
      expect(item).toMatchObject({
        enrollment_status: 'expired',
        enrollment_status_complete: false,
        enrollment_badge: 'expired',
        certificate: { valid: false },
      });
    } finally {
      clock.set(new Date());
    }
    // Before expiry, retaking a lesson starts new progress towards a renewed certificate.
    const ws = variantOf(built.courses.whole, 'en');
    await takeLesson(t, tokens.learner, ws.lessons[0].id, ws.variant.id);
    const variant = (
      await t.app.inject({ url: `/api/v1/course-variants/${ws.variant.uuid}`, headers: auth(tokens.learner) })
    ).json().data.item;
    expect(variant.enrollment_status).toBe('completed');
    const count = async () =>
      (await t.db.select().from(certificates).where(eq(certificates.course_id, ws.course.id))).length;
    const before = await count();
    for (const lesson of ws.lessons.slice(1)) await takeLesson(t, tokens.learner, lesson.id, ws.variant.id);
    expect(await count()).toBe(before + 1);
  });
});
