import type { Executor } from '../../db/client.ts';
import { insertForTenant, type NewRow } from '../../db/insert-in-order.ts';
import { enrollments } from '../../db/schema/learning.ts';
import { issueAccessPasses } from './enrollment-passes.ts';

export type EnrollmentInput = Omit<NewRow<typeof enrollments>, 'revoked_at' | 'previous_enrollment_id'> & {
  /** Days a certificate earned through the enrollment's pass stays valid; the course's validity when absent. */
  certificate_valid_for?: number | null;
};

/**
 * Enrolls outside a request (the demo): the enrollments in one statement, then the access pass each one
 * issues, written as an enrollment created over the API issues its own. The ids in input order.
 */
export async function createEnrollments(
  db: Executor,
  tenantId: number,
  now: Date,
  inputs: readonly EnrollmentInput[],
): Promise<number[]> {
  const ids = await insertForTenant(
    db,
    enrollments,
    tenantId,
    inputs.map(({ certificate_valid_for: _validFor, ...columns }) => columns),
  );
  await issueAccessPasses(
    db,
    now.toISOString(),
    inputs.map((input, index) => ({ ...input, id: ids[index], tenant_id: tenantId })),
  );
  return ids;
}
