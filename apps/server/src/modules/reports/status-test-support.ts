import type { TestApp } from '../../test/build-test-app.ts';
import {
  buildCertificate,
  buildCourse,
  buildEnrollment,
  buildQualification,
} from '../../test/content-factories.ts';
import { buildUser } from '../../test/factories.ts';
import type { demoRows } from '../enrollments/learning-test-support.ts';

/** Shared by the status report's and the training matrix's tests (issue 21 §2). */
export const day = 86_400_000;
export const inDays = (days: number) => new Date(Date.now() + days * day);
export const dateIn = (days: number) => inDays(days).toISOString().slice(0, 10);

/**
 * Alpha: Sales enrolled as a department (deadline in 10 days), Sales One also personally (deadline 5 days ago:
 * the one to meet), Ops One personally but revoked. Beta: the whole company, open-ended. Fjord enrolls its
 * own person in Alpha, who must never show.
 */
export async function buildStatusData(t: TestApp, demo: Awaited<ReturnType<typeof demoRows>>) {
  const tenantId = demo.tenantId;
  const nordlys = demo.nordlys.id;
  const alpha = await buildCourse(t.db, tenantId, { name: 'Status Alpha', code: 'SA-1' });
  const beta = await buildCourse(t.db, tenantId, { name: 'Status Beta', code: 'SB-1' });
  const person = (email: string, departmentId: number, companyId = nordlys) =>
    buildUser(t.db, tenantId, { companyId, departmentId, email });
  const overdue = await person('st.overdue@example.test', demo.sales.id);
  const fresh = await person('st.fresh@example.test', demo.sales.id);
  const busy = await person('st.busy@example.test', demo.sales.id);
  const done = await person('st.done@example.test', demo.sales.id);
  const lapsed = await person('st.lapsed@example.test', demo.sales.id);
  const ops = await person('st.ops@example.test', demo.operations.id);
  const fjordPerson = await person('st.fjord@example.test', demo.drivers.id, demo.fjord.id);
  const enroll = (
    courseId: number,
    enrollable: { type: 'user' | 'department' | 'company'; id: number },
    extra = {},
  ) => buildEnrollment(t.db, tenantId, { courseId, companyId: nordlys, enrollable, ...extra });
  await enroll(alpha.course.id, { type: 'department', id: demo.sales.id }, { endDate: dateIn(10) });
  await enroll(
    alpha.course.id,
    { type: 'user', id: overdue.id },
    { endDate: dateIn(-5), startDate: dateIn(-40) },
  );
  await enroll(alpha.course.id, { type: 'user', id: ops.id }, { revoked: true });
  await enroll(beta.course.id, { type: 'company', id: nordlys });
  await buildEnrollment(t.db, tenantId, {
    courseId: alpha.course.id,
    companyId: demo.fjord.id,
    enrollable: { type: 'user', id: fjordPerson.id },
  });
  const q = (input: Parameters<typeof buildQualification>[2]) => buildQualification(t.db, tenantId, input);
  await q({
    userId: busy.id,
    courseId: alpha.course.id,
    companyId: nordlys,
    status: 'in_progress',
    lastActiveAt: inDays(-1),
  });
  const valid = await buildCertificate(t.db, tenantId, {
    userId: done.id,
    courseId: alpha.course.id,
    companyId: nordlys,
    issuedAt: inDays(-300),
    expiresAt: inDays(20),
  });
  await q({
    userId: done.id,
    courseId: alpha.course.id,
    companyId: nordlys,
    status: 'completed',
    certificateId: valid.id,
    completedAt: inDays(-300),
  });
  const old = await buildCertificate(t.db, tenantId, {
    userId: lapsed.id,
    courseId: alpha.course.id,
    companyId: nordlys,
    issuedAt: inDays(-400),
    expiresAt: inDays(-35),
  });
  await q({
    userId: lapsed.id,
    courseId: alpha.course.id,
    companyId: nordlys,
    status: 'completed',
    certificateId: old.id,
    completedAt: inDays(-400),
  });
  // Beta: a certificate expiring in 60 days (outside the default 30-day window).
  const later = await buildCertificate(t.db, tenantId, {
    userId: ops.id,
    courseId: beta.course.id,
    companyId: nordlys,
    issuedAt: inDays(-300),
    expiresAt: inDays(60),
  });
  await q({
    userId: ops.id,
    courseId: beta.course.id,
    companyId: nordlys,
    status: 'completed',
    certificateId: later.id,
    completedAt: inDays(-300),
  });
  return { alpha, beta, overdue, fresh, busy, done, lapsed, ops, fjordPerson };
}
