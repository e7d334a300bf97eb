/** Aggregate answers kept for a while, so figures over a whole tenant or company are not computed per request. */
export { snapshotFigures } from './figure-snapshots.ts';
