// Pages kept per reader and served while the database notes no change they read (issue 26).
export { type ComputedPage, type KeptPages, keptPages, type PageQuestion } from './kept-pages.ts';
export { pruneReaderChanges, type Reader } from './reader-changes.ts';
