/**
 * What the demo's history (issue 21 §6) is made of: Nordlys grows to about 40 learners in three departments,
 * with 18 months of enrollments, examinations, certificates and reminders behind it. The plan drawn from this
 * (plan-history.ts) is the same on every seed: a fixed seed for the generator, dates counted from the clock.
 */

/** The company that gets the history, and the department the history adds to its two (Sales, Operations). */
export const historyCompanySlug = 'nordlys';
export const historyNewDepartment = 'Customer Service';
/** Where the new people go, twelve to each; the existing accounts keep their places. */
export const historyDepartments = ['Sales', 'Operations', historyNewDepartment] as const;

/** The seed of the generator: change it and the whole history changes. */
export const historySeed = 21;

/** How far back the history goes, in days (18 months). */
export const historySpanDays = 540;

/** Certificates of the history's Workplace safety and Information security rounds are valid for a year. */
export const historyCertificateValidDays = 365;

export const historyFirstNames = [
  'Ingrid',
  'Ole',
  'Kari',
  'Lars',
  'Astrid',
  'Jonas',
  'Silje',
  'Erik',
  'Nora',
  'Magnus',
  'Ida',
  'Sander',
  'Thea',
  'Henrik',
  'Maja',
  'Emil',
  'Sofie',
  'Tobias',
  'Hanna',
  'Mathias',
  'Emma',
  'Kristian',
  'Julie',
  'Aksel',
  'Vilde',
  'Sindre',
  'Marius',
  'Tuva',
  'Eirik',
  'Ragnhild',
  'Petter',
  'Camilla',
  'Øyvind',
  'Line',
  'Håkon',
  'Trine',
] as const;

export const historyLastNames = [
  'Hansen',
  'Johansen',
  'Olsen',
  'Andersen',
  'Pedersen',
  'Karlsen',
  'Eriksen',
  'Jensen',
  'Halvorsen',
  'Jacobsen',
  'Strand',
  'Moen',
  'Bakke',
  'Kristiansen',
  'Hagen',
  'Iversen',
  'Svendsen',
  'Aasen',
] as const;

/**
 * How each learner's story in a course turns out, and how many of each there are among the new people's
 * course pairs. Workplace safety and Information security have certificates that expire; Customer service's
 * never do, so its stories have no expiring or expired certificates.
 */
export type HistoryStory =
  | 'completed'
  | 'expiring'
  | 'expired'
  | 'overdue'
  | 'in_progress'
  | 'not_started'
  | 'none';

export const historyStoriesExpiringCourse: Readonly<Record<HistoryStory, number>> = {
  completed: 11,
  expiring: 4,
  expired: 7,
  overdue: 5,
  in_progress: 4,
  not_started: 3,
  none: 2,
};

export const historyStoriesLastingCourse: Readonly<Record<HistoryStory, number>> = {
  completed: 12,
  expiring: 0,
  expired: 0,
  overdue: 6,
  in_progress: 6,
  not_started: 6,
  none: 6,
};

/** The courses of the history: the expiring ones take the first table (per course), the lasting one the second. */
export const historyCourses = [
  {
    code: 'WS-101',
    stories: historyStoriesExpiringCourse,
    certificateValidDays: historyCertificateValidDays,
  },
  {
    code: 'IS-201',
    stories: historyStoriesExpiringCourse,
    certificateValidDays: historyCertificateValidDays,
  },
  { code: 'CS-301', stories: historyStoriesLastingCourse, certificateValidDays: null },
] as const;
