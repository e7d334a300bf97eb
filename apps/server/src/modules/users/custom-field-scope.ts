import { readCustomUserFields } from '@academy/contracts/entities/custom-user-field';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies } from '../../db/schema/tenancy.ts';
import { type Actor, managedCompanyIds } from '../../platform/auth/actor.ts';
import { canSeeAllCompanies } from './user-reach.policy.ts';

/**
 * Whose answers to custom user fields a reader sees (issue 21 §5). Answers are one flat record on the user, but
 * each answer is the business of the company whose field asked it: a person in two companies must not show one
 * company's manager the other's answers. Administrators see them all, a person all their own; a manager or
 * department head only the answers to the fields of the companies they lead (narrowed to the company acted in)
 * that the person belongs to.
 */

/** The companies whose fields' answers this reader sees of other people; `null`: every company (administrators). */
export function answerCompanyIds(actor: Actor): number[] | null {
  if (canSeeAllCompanies(actor)) return null;
  const headed = actor.departments.filter((department) => department.is_head).map((d) => d.company_id);
  const led = [...new Set([...managedCompanyIds(actor), ...headed])];
  return actor.scope ? led.filter((id) => id === actor.scope?.id) : led;
}

/** The field keys of each of these companies, in one query (known once per request, never per person). */
export async function fieldKeysByCompany(
  db: Executor,
  companyIds: number[],
): Promise<Map<number, Set<string>>> {
  const keys = new Map<number, Set<string>>();
  if (companyIds.length === 0) return keys;
  const rows = await db
    .select({ id: companies.id, settings: companies.settings })
    .from(companies)
    .where(inArray(companies.id, companyIds));
  for (const row of rows)
    keys.set(
      row.id,
      new Set(readCustomUserFields(row.settings.custom_user_fields).map((field) => field.key)),
    );
  return keys;
}

/** What one reader may see of people's answers: build once per request, then ask per person. */
export type AnswerScope = {
  /** The answers of this person (their id, their companies) the reader may see. */
  visible(
    person: { id: number; company_ids: number[] | null },
    answers: Record<string, string>,
  ): Record<string, string>;
};

export async function answerScope(db: Executor, actor: Actor): Promise<AnswerScope> {
  const readable = answerCompanyIds(actor);
  const keys = readable === null ? new Map<number, Set<string>>() : await fieldKeysByCompany(db, readable);
  return {
    visible(person, answers) {
      const own = answers ?? {};
      if (readable === null || actor.user?.id === person.id) return { ...own };
      const allowed = new Set<string>();
      for (const companyId of person.company_ids ?? [])
        for (const key of keys.get(companyId) ?? []) allowed.add(key);
      return Object.fromEntries(Object.entries(own).filter(([key]) => allowed.has(key)));
    },
  };
}
