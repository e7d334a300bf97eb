import type {
  CourseBadge,
  EnrollmentStatus,
  LearnerCourseFields,
  LearnerEnrollment,
} from '@academy/contracts/entities/learning';
import type { CourseStanding, StandingEnrollment } from './course-standing.ts';

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The first day of the enrollment that follows a recurring one: the day after its end plus the pause. */
export function nextStartDate(endDate: string, recurAfterDays: number | null): string {
  return dateOf(dayNumber(endDate) + (recurAfterDays ?? 0) + 1);
}

/** The enrollment panel of spec §2/§4: dates, active or inactive, revoked, days left and until the next one. */
export function presentEnrollment(enrollment: StandingEnrollment, today: string): LearnerEnrollment {
  const todayNumber = dayNumber(today);
  const started = dayNumber(enrollment.start_date) <= todayNumber;
  const notEnded = enrollment.end_date === null || dayNumber(enrollment.end_date) >= todayNumber;
  const status = enrollment.revoked ? 'revoked' : started && notEnded ? 'active' : 'inactive';
  const next =
    enrollment.is_recurring && enrollment.end_date
      ? nextStartDate(enrollment.end_date, enrollment.recur_after_days)
      : null;
  return {
    id: enrollment.id,
    uuid: enrollment.uuid,
    type: enrollment.type,
    start_date: enrollment.start_date,
    end_date: enrollment.end_date,
    is_recurring: enrollment.is_recurring,
    recur_after_days: enrollment.recur_after_days,
    status,
    is_active: status === 'active',
    is_revoked: enrollment.revoked,
    days_remaining: enrollment.end_date ? Math.max(0, dayNumber(enrollment.end_date) - todayNumber) : null,
    next_start_date: next,
    days_until_next: next ? Math.max(0, dayNumber(next) - todayNumber) : null,
  };
}

/** The variant whose progress a course card shows: the one furthest along (completion through either counts). */
function bestProgress(standing: CourseStanding): { passed: number; total: number } | null {
  let best: { passed: number; total: number } | null = null;
  for (const progress of standing.variants.values()) {
    const fraction = progress.total ? progress.passed / progress.total : 0;
    const bestFraction = best?.total ? best.passed / best.total : -1;
    if (!best || fraction > bestFraction) best = progress;
  }
  return best;
}

/**
 * Status, badge and progress (spec §4) from a standing. A valid certificate means completed and full progress,
 * unless the learner restarted after its issue (then the new round's own progress shows, and the certificate
 * stays valid in the panel and badge); an expired one means `expired` until the learner starts again after the
 * expiry; otherwise enrolled learners are `in_progress` once they began an examination or passed a lesson in
 * the period, else `eligible`.
 */
export function learnerCourseFields(
  standing: CourseStanding,
  now: Date,
  today: string,
  variantId?: number,
): LearnerCourseFields {
  const nowMs = now.getTime();
  const certificate = standing.certificate;
  const valid = certificate ? certificate.expiresMs === null || certificate.expiresMs > nowMs : false;
  const restarted =
    certificate !== null && standing.restartedMs !== null && standing.restartedMs > certificate.issuedMs;
  const certified = valid && !restarted;
  const enrollment = standing.enrollment ? presentEnrollment(standing.enrollment, today) : null;
  const enrolled = enrollment?.status === 'active';
  const counted =
    variantId === undefined ? bestProgress(standing) : (standing.variants.get(variantId) ?? null);
  const progress = counted && certified ? { passed: counted.total, total: counted.total } : counted;
  const begunInPeriod =
    standing.lastBegunMs !== null && standing.lastBegunMs > (standing.sinceMs ?? Number.NEGATIVE_INFINITY);

  let status: EnrollmentStatus;
  if (certified) status = 'completed';
  else if (
    certificate &&
    !valid &&
    (standing.lastBegunMs === null || standing.lastBegunMs <= (certificate.expiresMs ?? 0))
  )
    status = 'expired';
  else if (!enrolled) status = 'not_started';
  else if ((progress?.passed ?? 0) > 0 || begunInPeriod) status = 'in_progress';
  else status = 'eligible';

  const badge: CourseBadge = valid
    ? 'certified'
    : certificate
      ? 'expired'
      : enrolled
        ? 'enrolled'
        : 'not_enrolled';
  return {
    enrollment,
    enrollment_status: status,
    enrollment_status_complete: status === 'completed',
    enrollment_progress: progress,
    enrollment_progress_fraction: progress?.total
      ? Math.round((progress.passed / progress.total) * 1000) / 1000
      : 0,
    enrollment_badge: badge,
    certificate: certificate
      ? {
          id: certificate.id,
          uuid: certificate.uuid,
          issued_at: new Date(certificate.issuedMs).toISOString(),
          expires_at: certificate.expiresMs === null ? null : new Date(certificate.expiresMs).toISOString(),
          valid,
        }
      : null,
    // The standing holds one enrollment; the caller puts in the earliest deadline of all (CourseStanding.deadline).
    enrollment_deadline: enrollment?.status === 'active' ? enrollment.end_date : null,
  };
}

/** What an actor without a standing (an administrator outside any company) gets: nothing to show. */
export const noLearnerFields: LearnerCourseFields = {
  enrollment: null,
  enrollment_status: null,
  enrollment_status_complete: null,
  enrollment_progress: null,
  enrollment_progress_fraction: null,
  enrollment_badge: null,
  certificate: null,
  enrollment_deadline: null,
};
