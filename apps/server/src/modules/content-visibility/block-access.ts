import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { blockLessons, blocks, passports } from '../../db/schema/content.ts';
import { departments } from '../../db/schema/tenancy.ts';
import { type Actor, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { memberCompanyIdsInScope, memberDepartmentIdsInScope } from '../../platform/auth/actor-grants.ts';
import { visibleLessonIds } from './lesson-access.ts';

const query = new QueryBuilder();
const none = [-1];

/**
 * Passports are a block's access control: a block without any is open to everyone the lesson is for;
 * otherwise one must name the actor, one of their departments or companies (or, for a manager, a company
 * they manage or one of its departments).
 */
export function passportAllows(actor: Actor): SQL {
  const companyIds = [...new Set([...memberCompanyIdsInScope(actor), ...managedCompanyIdsInScope(actor)])];
  const departmentIds = memberDepartmentIdsInScope(actor);
  const managed = managedCompanyIdsInScope(actor);
  const grants = sql`(${passports.grantable_type} = 'user' and ${passports.grantable_id} = ${actor.user?.id ?? -1})
    or (${passports.grantable_type} = 'company' and ${inArray(passports.grantable_id, companyIds.length ? companyIds : none)})
    or (${passports.grantable_type} = 'department' and ${inArray(passports.grantable_id, departmentIds.length ? departmentIds : none)})
    or (${passports.grantable_type} = 'department' and ${passports.grantable_id} in (select ${departments.id} from ${departments} where ${inArray(departments.company_id, managed.length ? managed : none)}))`;
  return sql`(not exists (select 1 from ${passports} where ${passports.block_id} = ${blocks.id})
    or exists (select 1 from ${passports} where ${passports.block_id} = ${blocks.id} and (${grants})))`;
}

/** What a learner may read of a block inside a lesson they see: active and not closed by passports. */
export const readableBlock = (actor: Actor) => and(eq(blocks.is_active, true), passportAllows(actor))!;

/** Readable blocks of the lessons the actor may read. Null when there are none. */
export function visibleBlockIds(actor: Actor) {
  const lessonIds = visibleLessonIds(actor);
  if (!lessonIds) return null;
  return query
    .select({ id: blocks.id })
    .from(blocks)
    .where(
      and(
        readableBlock(actor),
        inArray(
          blocks.id,
          query
            .select({ id: blockLessons.block_id })
            .from(blockLessons)
            .where(inArray(blockLessons.lesson_id, lessonIds)),
        ),
      ),
    );
}

/** Ids of readable blocks, for filtering link rows (a lesson's blocks) by them. */
export const readableBlockIds = (actor: Actor) =>
  query.select({ id: blocks.id }).from(blocks).where(readableBlock(actor));
