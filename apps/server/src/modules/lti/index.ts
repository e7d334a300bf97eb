/**
 * The lti module's public face: its manifest, what a completion elsewhere calls to post the score to the
 * learning platform the person came from (queued in the completing transaction), and who may frame the
 * academy's pages after a launch by an LMS (SCORM or LTI), which the app's security headers ask.
 */
export { academyFormTargets, academyFramers } from './lti-framing.ts';
export { postScoresAfterCommit } from './lti-scores.job.ts';
export { ltiModule } from './manifest.ts';
