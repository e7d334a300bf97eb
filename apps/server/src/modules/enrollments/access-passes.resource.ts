import { accessPassContract } from '@academy/contracts/entities/access-pass';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { allOn } from '../../db/all-on.ts';
import { courses } from '../../db/schema/content.ts';
import { accessPasses, enrollments } from '../../db/schema/learning.ts';
import { companies, users } from '../../db/schema/tenancy.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import {
  defineResource,
  type EntityRow,
  type RelationLoader,
  type ResourceContext,
  type RowOf,
} from '../../platform/resource/define-resource.ts';
import { qualified } from '../../platform/resource/qualified.ts';
import { booleanFilterValue, referenceFilter } from '../../platform/resource/reference-filter.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { isRowId, isRowUuid } from '../../platform/resource/row-key.ts';
import { courseForReader, courseTitleOrder } from '../content-visibility/index.ts';
import { accessPassInsights } from './access-pass-insights.ts';
import { accessPassesInView, accessPassPolicy } from './access-passes.policy.ts';
import { polymorphicOwner, resolveEnrollable } from './enrollable.ts';
import { enrollableCourses } from './enrollment-scope.policy.ts';

const expired = sql<boolean>`(${accessPasses.expires_at} is not null and ${accessPasses.expires_at} <= now())`;
const courseName = sql<string>`(select ${courses.name} from ${courses} where ${courses.id} = ${qualified(accessPasses.course_id)})`;

/** The selected courses (ids or uuids), each available to the company; one unknown id fails the whole create. */
async function resolveCourses(
  context: ResourceContext,
  keys: unknown[],
  companyId: number,
): Promise<number[]> {
  const texts = [...new Set(keys.map((key) => String(key).trim()))];
  const ids = texts.filter(isRowId).map(Number);
  const uuids = texts.filter(isRowUuid).map((key) => key.toLowerCase());
  const missing = () => fieldError('course_ids', 'validation.not_found_reference');
  if (ids.length + uuids.length !== texts.length) throw missing();
  const found = await context.db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.tenant_id, context.actor.tenantId),
        or(
          ids.length ? inArray(courses.id, ids) : undefined,
          uuids.length ? inArray(courses.uuid, uuids) : undefined,
        ),
        enrollableCourses(context.actor, companyId),
      ),
    );
  if (found.length !== texts.length) throw missing();
  return found.map((course) => course.id);
}

/** Who issued a pass: a user (by hand) or an enrollment (automatically); one query per kind on the page. */
const issuedBy: RelationLoader<RowOf<typeof accessPasses>> = {
  always: true,
  async load(context, rows) {
    const idsOf = (type: string) => [
      ...new Set(
        rows
          .filter((row) => row.issued_by_type === type)
          .map((row) => row.issued_by_id)
          .filter((id) => id !== null),
      ),
    ];
    const [people, issuingEnrollments] = await allOn<EntityRow[]>(context.db, [
      async () =>
        idsOf('user').length
          ? context.db
              .select()
              .from(users)
              .where(inArray(users.id, idsOf('user')))
          : [],
      async () =>
        idsOf('enrollment').length
          ? context.db
              .select()
              .from(enrollments)
              .where(inArray(enrollments.id, idsOf('enrollment')))
          : [],
    ]);
    const person = summary('users', 'user', (row) => `${row.first_name} ${row.last_name}`);
    const enrollment = summary('enrollments', 'enrollment', (row) => `#${row.id}`);
    const byKey = new Map<string, unknown>([
      ...people.map((row) => [`user:${row.id}`, person(row)] as const),
      ...issuingEnrollments.map((row) => [`enrollment:${row.id}`, enrollment(row)] as const),
    ]);
    return new Map(
      rows.map((row) => [row.id, byKey.get(`${row.issued_by_type}:${row.issued_by_id}`) ?? null]),
    );
  },
};

export const accessPassResource = defineResource(accessPassContract, {
  table: accessPasses,
  policy: accessPassPolicy,
  label: { en: 'Access pass', nb: 'Tilgangspass' },
  header: (row) => row.course_name ?? `#${row.id}`,
  computed: { course_name: courseName, expired },
  hidden: ['course_name'],
  visibility: accessPassesInView,
  sorts: {
    created_at: accessPasses.created_at,
    expires_at: accessPasses.expires_at,
    course: courseTitleOrder(qualified(accessPasses.course_id)),
  },
  defaultSort: '-created_at',
  filters: {
    course: (value) => referenceFilter(accessPasses.course_id, courses, value),
    company: (value) => referenceFilter(accessPasses.company_id, companies, value),
    grantable_type: (value) => eq(accessPasses.grantable_type, value),
    grantable: (value) => eq(accessPasses.grantable_id, Number(value) || -1),
    expired: (value) => {
      const flag = booleanFilterValue(value);
      return flag === undefined ? undefined : flag ? expired : sql`not ${expired}`;
    },
  },
  relations: {
    // The course as its reader names it: the title in their language (the name is administrative English).
    course: courseForReader(),
    company: belongsTo(companies, 'company_id', {
      always: true,
      pick: summary('companies', 'company', (row) => row.name),
    }),
    grantable: polymorphicOwner('grantable_type', 'grantable_id'),
    issued_by: issuedBy,
    insights: accessPassInsights,
  },
  present: (row, loaded) => ({ header: loaded.course?.header ?? row.course_name ?? `#${row.id}` }),
  create: {
    /** One pass per selected course (spec §7: the response's item is the list). */
    async prepare(input, context) {
      const grantee = await resolveEnrollable(
        context,
        {
          type: input.grantable_type,
          key: input.grantable_id,
          companyKey: input.company_id,
        },
        { id: 'grantable_id', company: 'company_id' },
      );
      const courseIds = await resolveCourses(context, input.course_ids, grantee.companyId);
      const [existing] = await context.db
        .select({ id: accessPasses.id })
        .from(accessPasses)
        .where(
          and(
            inArray(accessPasses.course_id, courseIds),
            eq(accessPasses.grantable_type, grantee.type),
            eq(accessPasses.grantable_id, grantee.id),
            eq(accessPasses.company_id, grantee.companyId),
          ),
        )
        .limit(1);
      if (existing) throw fieldError('course_ids', 'validation.access_pass_exists');
      return courseIds.map((courseId) => ({
        course_id: courseId,
        company_id: grantee.companyId,
        grantable_type: grantee.type,
        grantable_id: grantee.id,
        issued_by_type: 'user',
        issued_by_id: context.actor.user?.id ?? null,
        certificate_valid_for: input.certificate_valid_for ?? null,
        expires_at: input.expires_at ?? null,
      }));
    },
  },
  update: {},
  writeRelations: ['access-passes', 'courses'],
});
