import { eq, inArray, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Actor, managedCompanyIdsInScope } from '../auth/actor.ts';

/**
 * The reach of a learner's record earned in a company (an examination, a qualification, a certificate): its
 * owner reads it, and so do the managers of the company it belongs to (in the actor's scope). One rule in two
 * forms, so a policy's `view` and its visibility in SQL cannot drift apart.
 */
export const ownOrManaged = (actor: Actor, row: { user_id: number; company_id: number | null }): boolean =>
  row.user_id === actor.user?.id ||
  (row.company_id !== null && managedCompanyIdsInScope(actor).includes(row.company_id));

/** `ownOrManaged` as SQL, over the record's owner and company columns. */
export function ownOrManagedInView(actor: Actor, columns: { user_id: AnyPgColumn; company_id: AnyPgColumn }) {
  const managed = managedCompanyIdsInScope(actor);
  return or(
    eq(columns.user_id, actor.user?.id ?? -1),
    managed.length ? inArray(columns.company_id, managed) : undefined,
  );
}
