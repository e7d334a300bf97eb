/**
 * The learning module's public face: a learner's standing in courses and lessons (relations and the status
 * filter the course resources serve), certification after a passed examination, completion mails, and the
 * recurring jobs the app registers.
 */
export { type Certification, certifyIfComplete } from './certification.service.ts';
export { sendCompletionMails } from './completion-mail.ts';
export { loadCourseStandings } from './course-standing.ts';
export { courseStatusFilter } from './course-status-filter.ts';
export {
  courseLearnerRelation,
  lessonLearnerRelation,
  variantLearnerRelation,
  variantLessonResultsRelation,
} from './learner-course-relations.ts';
export { learnerPageValidUntil } from './learner-page-expiry.ts';
export { noLearnerFields } from './learner-status.ts';
export {
  type HistoryCourse,
  historyCourses,
  type PastExamination,
  type PastStanding,
  recordLearningHistory,
} from './learning-history.ts';
export { learningModule } from './manifest.ts';
