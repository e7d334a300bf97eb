import { qualificationContract, qualificationStatuses } from '@academy/contracts/entities/qualification';
import { eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern.ts';
import { courses, courseVariants } from '../../db/schema/content.ts';
import { certificates, qualifications } from '../../db/schema/learning.ts';
import { companies, departments, departmentUsers, users } from '../../db/schema/tenancy.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { qualified } from '../../platform/resource/qualified.ts';
import { booleanFilterValue, referenceFilter } from '../../platform/resource/reference-filter.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { courseForReader, courseTitleOrder } from '../content-visibility/index.ts';
import { qualificationEnrollments } from './qualification-enrollments.ts';
import { statusIs, statusNow } from './qualification-status.ts';
import { qualificationPolicy, qualificationsInView } from './qualifications.policy.ts';

const courseTitle = sql<
  string | null
>`(select ${courses.name} from ${courses} where ${courses.id} = ${qualified(qualifications.course_id)})`;
const variantTitle = sql<
  string | null
>`(select ${courseVariants.title} from ${courseVariants} where ${courseVariants.id} = ${qualified(qualifications.course_variant_id)})`;
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}/.test(value);

/** Free text (spec §3 "free text"): the learner's name or e-mail, or the course's or variant's title. */
const freeText = (value: string) => {
  const pattern = containsPattern(value.trim());
  return or(
    ilike(courseTitle, pattern),
    ilike(variantTitle, pattern),
    sql`exists (select 1 from ${users} where ${users.id} = ${qualified(qualifications.user_id)} and ((${users.first_name} || ' ' || ${users.last_name}) ilike ${pattern} or ${users.email} ilike ${pattern}))`,
  );
};

export const qualificationResource = defineResource(qualificationContract, {
  table: qualifications,
  policy: qualificationPolicy,
  label: { en: 'Qualification', nb: 'Kvalifikasjon' },
  header: (row) => row.course_title ?? `#${row.id}`,
  computed: { course_title: courseTitle, course_variant_title: variantTitle, status: statusNow },
  visibility: qualificationsInView,
  sorts: {
    completed_at: qualifications.completed_at,
    last_active_at: qualifications.last_active_at,
    score: qualifications.score,
    status: statusNow,
    course: courseTitleOrder(qualified(qualifications.course_id)),
  },
  defaultSort: '-last_active_at',
  filters: {
    user: (value) => referenceFilter(qualifications.user_id, users, value),
    course: (value) => referenceFilter(qualifications.course_id, courses, value),
    company: (value) => referenceFilter(qualifications.company_id, companies, value),
    department: (value) =>
      inArray(
        qualifications.user_id,
        sql`(select ${departmentUsers.user_id} from ${departmentUsers} where ${referenceFilter(departmentUsers.department_id, departments, value)})`,
      ),
    status: (value) =>
      (qualificationStatuses as readonly string[]).includes(value) ? statusIs(value) : sql`false`,
    /** The lowest score to include. */
    score: (value) => (/^\d{1,3}$/.test(value) ? gte(qualifications.score, Number(value)) : sql`false`),
    /** Completed on or after / on or before a date (spec §3 "date from and to"). */
    from: (value) => (isDate(value) ? gte(qualifications.completed_at, value.slice(0, 10)) : sql`false`),
    to: (value) =>
      isDate(value) ? lt(qualifications.completed_at, sql`${value.slice(0, 10)}::date + 1`) : sql`false`,
    is_active: (value) => {
      const flag = booleanFilterValue(value);
      return flag === undefined ? undefined : eq(qualifications.is_active, flag);
    },
    // A filter rather than `search`: the generic search reads plain columns, these are computed or joined.
    text: (value) => (value.trim() ? freeText(value.slice(0, 200)) : undefined),
  },
  relations: {
    user: belongsTo(users, 'user_id', {
      always: true,
      pick: summary(
        'users',
        'user',
        (row) => `${row.first_name} ${row.last_name}`,
        (row) => ({ email: row.email }),
      ),
    }),
    // The course as its reader names it: the title in their language (the name is administrative English).
    course: courseForReader(),
    company: belongsTo(companies, 'company_id', {
      always: true,
      pick: summary('companies', 'company', (row) => row.name),
    }),
    certificate: belongsTo(certificates, 'certificate_id', {
      always: true,
      pick: summary(
        'certificates',
        'certificate',
        (row) => row.title,
        (row) => ({ issued_at: row.issued_at, expires_at: row.expires_at }),
      ),
    }),
    enrollments: qualificationEnrollments,
  },
  present: (row, loaded) => {
    const title = loaded.course?.header ?? row.course_title;
    return { header: title ?? `#${row.id}`, course_title: title };
  },
  writeRelations: ['qualifications'],
});
