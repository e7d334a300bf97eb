// Drizzle needs every table in one object; this is the only aggregate module of the schema.
export * from './content.ts';
export * from './figures.ts';
export * from './inbox.ts';
export * from './learning.ts';
export * from './lti.ts';
export * from './partners.ts';
export * from './payments.ts';
export * from './reader-changes.ts';
export * from './reminders.ts';
export * from './tenancy.ts';
export * from './tenants.ts';
