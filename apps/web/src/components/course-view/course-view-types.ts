/** The learner's view of a variant and its lessons is read by the data layer; the course view shows it. */
export type { LearnerVariant, VariantLesson } from '../../api/academy/learner-types.ts';
