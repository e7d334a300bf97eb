import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { summarySchema } from '../common/summary.ts';

/** A question as the learner sees it while taking the quiz: never which alternatives are correct. */
export const examinationQuestionSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  text: z.string(),
  hint: z.string().nullable(),
  sort_order: z.number().int(),
  block_id: z.number().int(),
  /** Only when the company setting `show_multiple_correct_hint` is on; otherwise absent. */
  multiple_correct_alternatives: z.boolean().optional(),
  alternatives: z.array(z.object({ id: z.number().int(), text: z.string(), sort_order: z.number().int() })),
  /** Alternative ids saved so far. */
  selected_alternative_ids: z.array(z.number().int()),
});
export type ExaminationQuestion = z.infer<typeof examinationQuestionSchema>;

const lessonLink = z.object({ id: z.number().int(), uuid: z.string(), title: z.string() });

/** What was answered, per question; shown once the examination is submitted. */
export const examinationReportSchema = z.object({
  questions: z.array(
    z.object({ question_id: z.number().int(), correct: z.boolean(), selected: z.array(z.number().int()) }),
  ),
  correct: z.number().int(),
  total: z.number().int(),
});

/** A learner's attempt at a lesson's quiz (spec §3, §4). */
export const examinationSchema = baseEntitySchema.extend({
  user_id: z.number().int(),
  user: summarySchema.nullable(),
  company_id: z.number().int().nullable(),
  course_variant_id: z.number().int(),
  /** The same as course_variant_id. */
  variant_id: z.number().int(),
  variant: summarySchema.extend({ course_id: z.number().int() }).nullable(),
  lesson_id: z.number().int(),
  lesson: summarySchema.extend({ pass_mark: z.number().int() }).nullable(),
  enrollment_id: z.number().int().nullable(),
  begun_at: z.string(),
  ended_at: z.string().nullable(),
  expires_at: z.string(),
  score: z.number().int().nullable(),
  pass_mark: z.number().int(),
  success: z.boolean().nullable(),
  /** Null until the examination is submitted. */
  report: examinationReportSchema.nullable(),
  /** open (can be answered), submitted, or expired (time limit passed before submission). */
  state: z.enum(['open', 'submitted', 'expired']),
  /** The owner's view: the drawn questions in order; null for everyone else. */
  questions: z.array(examinationQuestionSchema).nullable(),
  /** Neighbours of the lesson in the variant's order (active lessons). */
  previous_lesson: lessonLink.nullable(),
  next_lesson: lessonLink.nullable(),
  /** `with=enrollment`: the enrollment the examination counts for. */
  enrollment: summarySchema
    .extend({ start_date: z.string(), end_date: z.string().nullable() })
    .nullable()
    .optional(),
});
export type Examination = z.infer<typeof examinationSchema>;

const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);

/** `POST /api/v1/examinations`: start (or redo) a lesson's quiz in a course variant. */
export const examinationStartSchema = z.strictObject({
  lesson: reference,
  course_variant: reference,
});

/** One question's selection; an empty list clears it. */
export const examinationAnswerSchema = z.strictObject({
  question_id: z.number().int().positive(),
  alternative_ids: z.array(z.number().int().positive()).max(50),
});

/** `POST /api/v1/examinations/{uuid}/submit`: optionally saves these answers first, in the same transaction. */
export const examinationSubmitSchema = z
  .strictObject({ answers: z.array(examinationAnswerSchema).max(500).optional() })
  .optional();

/** `GET /api/v1/examinations/{uuid}/results` (also the answer to submit). */
export const examinationResultsSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  success: z.boolean(),
  score: z.number().int(),
  pass_mark: z.number().int(),
  correct: z.number().int(),
  total: z.number().int(),
  begun_at: z.string(),
  ended_at: z.string(),
  expires_at: z.string(),
  /** True when the time limit had passed: closed as failed. */
  expired: z.boolean(),
  lesson: lessonLink,
  course: z.object({ id: z.number().int(), uuid: z.string() }),
  course_variant: z.object({ id: z.number().int(), uuid: z.string(), title: z.string() }),
  previous_lesson: lessonLink.nullable(),
  next_lesson: lessonLink.nullable(),
  /** Per question: whether it was answered correctly and what was selected (correct alternatives are not revealed). */
  questions: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      correct: z.boolean(),
      selected_alternative_ids: z.array(z.number().int()),
    }),
  ),
  /** This submission completed the course: show the course-completed modal. */
  course_completed: z.boolean(),
  certificate: z
    .object({
      id: z.number().int(),
      uuid: z.string(),
      issued_at: z.string(),
      expires_at: z.string().nullable(),
    })
    .nullable(),
});
export type ExaminationResults = z.infer<typeof examinationResultsSchema>;

/**
 * Never changed through the generic routes: creating one starts (or redoes) a lesson's quiz, and answering
 * and submitting are the quiz routes (examination-quiz), allowed by the item's `answer` and `submit`.
 */
export const examinationContract = defineResourceContract({
  segment: 'examinations',
  type: 'examination',
  item: examinationSchema,
  create: examinationStartSchema,
  filters: {
    user: filterValue.reference,
    lesson: filterValue.reference,
    variant: filterValue.reference,
    course: filterValue.reference,
    company: filterValue.reference,
    success: filterValue.boolean,
    /** `true`: submitted; `false`: not yet. */
    ended: filterValue.boolean,
    /** Begun on or after this day. */
    from: filterValue.date,
    /** Begun on or before this day. */
    to: filterValue.date,
  },
  sorts: ['begun_at', 'ended_at', 'score'],
  defaultSort: '-begun_at',
  with: ['enrollment'],
  links: {},
  abilities: ['view', 'update', 'delete', 'answer', 'submit'],
});
