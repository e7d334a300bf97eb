/**
 * The company-courses module's public face: the seat pool enrollments count against, the courses a company
 * was given (what its managers may enroll in), and giving courses outside a request (the demo).
 */
export { type GivenCourse, giveCourses } from './give-courses.ts';
export { courseGivenToCompany } from './given-courses.ts';
export { companyCoursesModule } from './manifest.ts';
export { checkSeats, type SeatCheck, type SeatTaker } from './seat-pool.ts';
