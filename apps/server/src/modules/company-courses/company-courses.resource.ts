import { companyCourseContract } from '@academy/contracts/entities/company-course';
import { and, eq, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { companyCourseGrants, companyCourses } from '../../db/schema/learning.ts';
import { companies } from '../../db/schema/tenancy.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { qualified } from '../../platform/resource/qualified.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { courseForReader, courseTitleOrder } from '../content-visibility/index.ts';
import { companyCoursePolicy, companyCoursesInView } from './company-courses.policy.ts';
import { seatsTotal, seatsUsed } from './seat-pool.ts';

const courseName = sql<string>`(select c.name from courses c where c.id = ${qualified(companyCourses.course_id)})`;
const companyName = sql<string>`(select co.name from companies co where co.id = ${qualified(companyCourses.company_id)})`;
/** The admin's grant: the seats this screen gives and changes (purchases add grants of their own). */
const adminSeats = sql<
  number | null
>`(select g.seats from company_course_grants g where g.company_course_id = ${qualified(companyCourses.id)} and g.source = 'admin' order by g.id limit 1)`;

export const companyCourseResource = defineResource(companyCourseContract, {
  table: companyCourses,
  policy: companyCoursePolicy,
  label: { en: 'Company course', nb: 'Bedriftskurs' },
  header: (row) => row.course_name ?? `#${row.id}`,
  computed: {
    course_name: courseName,
    company_name: companyName,
    seats: adminSeats,
    seats_total: seatsTotal(qualified(companyCourses.id)),
    seats_used: seatsUsed(qualified(companyCourses.company_id), qualified(companyCourses.course_id)).mapWith(
      Number,
    ),
    is_active: sql<boolean>`(${qualified(companyCourses.end_date)} is null or ${qualified(companyCourses.end_date)} >= current_date)`,
  },
  hidden: ['course_name', 'company_name', 'granted_by_id'],
  visibility: companyCoursesInView,
  sorts: {
    course: courseTitleOrder(qualified(companyCourses.course_id)),
    company: companyName,
    end_date: companyCourses.end_date,
    created_at: companyCourses.created_at,
  },
  defaultSort: 'course',
  filters: {
    company: (value) => referenceFilter(companyCourses.company_id, companies, value),
    course: (value) => referenceFilter(companyCourses.course_id, courses, value),
  },
  relations: {
    company: belongsTo(companies, 'company_id', {
      always: true,
      pick: summary('companies', 'company', (row) => row.name),
    }),
    // The course as its reader names it: the title in their language (the name is administrative English).
    course: courseForReader(),
  },
  present: (row, loaded) => {
    const total = row.seats_total === null ? null : Number(row.seats_total);
    return {
      header: loaded.course?.header ?? row.course_name ?? `#${row.id}`,
      seats: row.seats === null ? null : Number(row.seats),
      seats_total: total,
      seats_left: total === null ? null : Math.max(0, total - row.seats_used),
      is_active: Boolean(row.is_active),
    };
  },
  create: {
    async prepare(input, context) {
      const companyId = await resolveReference(context, companies, input.company_id, 'company_id');
      const courseId = await resolveReference(context, courses, input.course_id, 'course_id');
      const [existing] = await context.db
        .select({ id: companyCourses.id })
        .from(companyCourses)
        .where(and(eq(companyCourses.company_id, companyId), eq(companyCourses.course_id, courseId)));
      if (existing) throw fieldError('course_id', 'validation.course_already_given');
      return {
        company_id: companyId,
        course_id: courseId,
        end_date: input.end_date ?? null,
        granted_by_id: context.actor.user?.id ?? null,
      };
    },
    async after(row, input, context) {
      await context.db.insert(companyCourseGrants).values({
        tenant_id: row.tenant_id,
        company_course_id: row.id,
        source: 'admin',
        seats: input.seats ?? null,
        end_date: row.end_date,
        granted_by_id: row.granted_by_id,
      });
    },
  },
  update: {
    async prepare(input) {
      return input.end_date === undefined ? {} : { end_date: input.end_date };
    },
    // The admin's grant follows the form: its seats, and the course's end date.
    async after(row, input, context) {
      if (input.seats === undefined && input.end_date === undefined) return;
      const changes = {
        ...(input.seats !== undefined ? { seats: input.seats } : {}),
        ...(input.end_date !== undefined ? { end_date: input.end_date } : {}),
        updated_at: context.services.clock.now().toISOString(),
      };
      const updated = await context.db
        .update(companyCourseGrants)
        .set(changes)
        .where(
          and(eq(companyCourseGrants.company_course_id, row.id), eq(companyCourseGrants.source, 'admin')),
        )
        .returning({ id: companyCourseGrants.id });
      if (updated.length === 0)
        await context.db.insert(companyCourseGrants).values({
          tenant_id: row.tenant_id,
          company_course_id: row.id,
          source: 'admin',
          seats: input.seats ?? null,
          end_date: row.end_date,
          granted_by_id: context.actor.user?.id ?? null,
        });
    },
  },
  // Two requests giving the same course at once: the table's unique constraint decides.
  uniqueFields: {
    company_courses_company_id_course_id_unique: {
      field: 'course_id',
      message: 'validation.course_already_given',
    },
  },
  writeRelations: ['company-courses', 'courses', 'companies'],
});
