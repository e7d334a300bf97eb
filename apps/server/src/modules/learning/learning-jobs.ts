import type { Services } from '../../platform/services.ts';
import { recurEnrollments } from './enrollment-recurrence.service.ts';

export const enrollmentRecurrenceJob = 'enrollments.recur';

/** The learning flow's scheduled work: recurring enrollments, once a day shortly after midnight UTC. */
export async function registerLearningJobs(services: Services): Promise<void> {
  services.jobs.register(enrollmentRecurrenceJob, async () => {
    await recurEnrollments(services.db, services.clock.now().toISOString().slice(0, 10));
  });
  await services.jobs.schedule(enrollmentRecurrenceJob, '5 0 * * *');
}
