/**
 * The enrollments module's public face: the date an enrollment's day is counted by, and enrolling outside a
 * request (the demo) with the access passes enrollments issue, and the job that mails new enrollments' learners.
 */
export { createEnrollments, type EnrollmentInput } from './create-enrollments.ts';
export { today } from './enrollment-dates.ts';
export { enrollmentsModule } from './manifest.ts';
