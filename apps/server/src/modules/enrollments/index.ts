/** The enrollments module's public face: the date an enrollment's day is counted by. */
export { today } from './enrollment-dates.ts';
