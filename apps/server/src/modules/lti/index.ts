/**
 * The lti module's public face: its manifest, and what a completion elsewhere calls to post the score to the
 * learning platform the person came from (queued in the completing transaction).
 */
export { postScoresAfterCommit } from './lti-scores.job.ts';
export { ltiModule } from './manifest.ts';
