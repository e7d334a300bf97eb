import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companyUsers, userTokens } from '../../db/schema/tenancy.ts';

/**
 * A pending e-mail change was asked for with the authority the asker had over the person then (issue 20). When
 * the companies, manager flags, role or activation of either changes, that authority may be gone: the changes
 * of these people, and the ones they asked for others, are voided (the next one must be asked again). Runs in
 * the transaction of the change that caused it. Confirmation checks the authority again as well
 * (email-change-authority.ts), for any path that does not come through here.
 */
export async function voidPendingEmailChanges(
  db: Executor,
  userIds: readonly number[],
  now: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  const ids = [...new Set(userIds)];
  await db
    .update(userTokens)
    .set({ used_at: now.toISOString() })
    .where(
      and(
        eq(userTokens.purpose, 'email_update'),
        isNull(userTokens.used_at),
        or(inArray(userTokens.user_id, ids), inArray(userTokens.requested_by_id, ids)),
      ),
    );
}

/** The same for everyone who belongs to a company that is switched on or off, or deleted. */
export async function voidPendingEmailChangesInCompany(
  db: Executor,
  companyId: number,
  now: Date,
): Promise<void> {
  const members = await db
    .select({ id: companyUsers.user_id })
    .from(companyUsers)
    .where(eq(companyUsers.company_id, companyId));
  await voidPendingEmailChanges(
    db,
    members.map((member) => member.id),
    now,
  );
}
