import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { courses } from '../../db/schema/content.ts';
import { companies } from '../../db/schema/tenancy.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { fieldError, forbidden, unauthenticated } from '../../platform/http/http-error.ts';
import { isRowKey, rowKeyCondition } from '../../platform/resource/row-key.ts';
import { readsStatistics } from './statistics.policy.ts';

export type NamedRow = { id: number; uuid: string; name: string };

/**
 * Statistics are the administrators' (admin, super admin): figures across companies are theirs alone, so a
 * manager, department head or learner gets 403 (spec §6: the admin area is for administrators). A hook that runs
 * before the query is validated, so a signed-out or refused caller learns nothing about it.
 */
export function requireAdministrator(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  const actor = request.actor;
  done(!actor?.user ? unauthenticated() : readsStatistics(actor) ? undefined : forbidden());
}

/** `id = n` or `uuid = u` for a reference sent as text; null when it is neither. */
function identity(table: typeof companies | typeof courses, reference: string): SQL | null {
  return isRowKey(reference) ? rowKeyCondition(table, reference) : null;
}

async function findNamed(
  db: Executor,
  actor: Actor,
  table: typeof companies | typeof courses,
  reference: string,
  field: string,
): Promise<NamedRow> {
  const matches = identity(table, reference);
  const [row] = matches
    ? await db
        .select({ id: table.id, uuid: table.uuid, name: table.name })
        .from(table)
        .where(and(eq(table.tenant_id, actor.tenantId), matches))
        .limit(1)
    : [];
  if (!row) throw fieldError(field, 'validation.not_found_reference');
  return row;
}

/**
 * The company whose figures are asked for. An administrator acting in a company (Context-Scope) sees that
 * company's figures only: naming another company is then answered like a company that does not exist (422).
 */
export async function statisticsCompany(
  db: Executor,
  actor: Actor,
  reference: string | undefined,
): Promise<NamedRow | null> {
  const scope = actor.scope;
  if (scope) {
    if (reference !== undefined && reference !== String(scope.id) && reference.toLowerCase() !== scope.uuid) {
      throw fieldError('company', 'validation.not_found_reference');
    }
    return { id: scope.id, uuid: scope.uuid, name: scope.name };
  }
  return reference === undefined ? null : findNamed(db, actor, companies, reference, 'company');
}

/** The course a timeline is narrowed to, within the tenant (422 on `course` otherwise). */
export function timelineCourse(db: Executor, actor: Actor, reference: string | undefined) {
  return reference === undefined ? null : findNamed(db, actor, courses, reference, 'course');
}
