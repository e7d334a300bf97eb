/**
 * The enrollments module's public face: the date an enrollment's day is counted by, and enrolling outside a
 * request (the demo) with the access passes enrollments issue.
 */
export { createEnrollments, type EnrollmentInput } from './create-enrollments.ts';
export { today } from './enrollment-dates.ts';
