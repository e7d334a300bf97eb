/** The companies module's public face: the origins an LMS may frame the app from (the app's security headers). */
export { lmsFramingOrigins } from './lms-framing.ts';
