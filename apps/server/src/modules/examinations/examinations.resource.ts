import { examinationContract } from '@academy/contracts/entities/examination';
import { eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { courses, courseVariants, lessons } from '../../db/schema/content.ts';
import { enrollments, examinations } from '../../db/schema/learning.ts';
import { companies, users } from '../../db/schema/tenancy.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { qualified } from '../../platform/resource/qualified.ts';
import { booleanFilterValue, referenceFilter } from '../../platform/resource/reference-filter.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { examinationQuestionsLoader, examinationStateLoader } from './examination-questions.loader.ts';
import { examinationPolicy, examinationsInView } from './examinations.policy.ts';
import { examinationNeighbours } from './lesson-neighbours.ts';

const lessonTitle = sql<string>`(select ${lessons.title} from ${lessons} where ${lessons.id} = ${qualified(examinations.lesson_id)})`;
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}/.test(value);

/** Examinations, read-only through the generic routes: starting, answering and submitting are the quiz routes. */
export const examinationResource = defineResource(examinationContract, {
  table: examinations,
  policy: examinationPolicy,
  label: { en: 'Examination', nb: 'Eksamen' },
  header: (row) => row.lesson_title ?? `#${row.id}`,
  computed: { lesson_title: lessonTitle },
  hidden: ['lesson_title'],
  visibility: examinationsInView,
  sorts: { begun_at: examinations.begun_at, ended_at: examinations.ended_at, score: examinations.score },
  defaultSort: '-begun_at',
  filters: {
    user: (value) => referenceFilter(examinations.user_id, users, value),
    lesson: (value) => referenceFilter(examinations.lesson_id, lessons, value),
    variant: (value) => referenceFilter(examinations.course_variant_id, courseVariants, value),
    course: (value) =>
      inArray(
        examinations.course_variant_id,
        sql`(select ${courseVariants.id} from ${courseVariants} where ${referenceFilter(courseVariants.course_id, courses, value)})`,
      ),
    company: (value) => referenceFilter(examinations.company_id, companies, value),
    success: (value) => {
      const flag = booleanFilterValue(value);
      return flag === undefined ? undefined : eq(examinations.success, flag);
    },
    ended: (value) => {
      const flag = booleanFilterValue(value);
      return flag === undefined
        ? undefined
        : flag
          ? isNotNull(examinations.ended_at)
          : isNull(examinations.ended_at);
    },
    from: (value) => (isDate(value) ? gte(examinations.begun_at, value.slice(0, 10)) : sql`false`),
    to: (value) =>
      isDate(value) ? lt(examinations.begun_at, sql`${value.slice(0, 10)}::date + 1`) : sql`false`,
  },
  relations: {
    // The quiz as its owner takes it, the neighbouring lessons and the state (learning flow).
    questions: examinationQuestionsLoader,
    neighbours: examinationNeighbours,
    state: examinationStateLoader,
    user: belongsTo(users, 'user_id', {
      always: true,
      pick: summary('users', 'user', (row) => `${row.first_name} ${row.last_name}`),
    }),
    variant: belongsTo(courseVariants, 'course_variant_id', {
      always: true,
      pick: summary(
        'course-variants',
        'course_variant',
        (row) => row.title,
        (row) => ({ course_id: row.course_id }),
      ),
    }),
    lesson: belongsTo(lessons, 'lesson_id', {
      always: true,
      pick: summary(
        'lessons',
        'lesson',
        (row) => row.title,
        (row) => ({ pass_mark: row.pass_mark }),
      ),
    }),
    enrollment: belongsTo(enrollments, 'enrollment_id', {
      pick: summary(
        'enrollments',
        'enrollment',
        (row) => `#${row.id}`,
        (row) => ({ start_date: row.start_date, end_date: row.end_date }),
      ),
    }),
  },
  present: (row, loaded) => ({
    variant_id: row.course_variant_id,
    ...((loaded.neighbours as object | null) ?? { previous_lesson: null, next_lesson: null }),
    neighbours: undefined,
    // The answer report is shown once the examination is submitted, never while it is being taken.
    report: row.ended_at ? row.report : null,
  }),
  writeRelations: ['examinations'],
});
