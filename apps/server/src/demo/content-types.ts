import type { EnrollableType } from '@academy/contracts/entities/enrollment';
import type { userRoles } from '@academy/contracts/entities/user';
import type { MessageKey } from '@academy/contracts/messages';

/**
 * Shapes of the demo content. The content files hold plain data in these shapes; the insert-* files turn it
 * into rows. Text that a learner reads comes in both demo languages, so one definition yields the English
 * and the Norwegian row with the same structure (same correct answers, same limits).
 */
export const demoLanguages = [
  { code: 'en', name: 'English' },
  { code: 'nb', name: 'Norsk bokmål' },
] as const;
export type DemoLanguageCode = (typeof demoLanguages)[number]['code'];
export type Localized = Record<DemoLanguageCode, string>;

export type AlternativeContent = { text: Localized; correct: boolean };

export type QuestionContent = { text: Localized; hint?: Localized; alternatives: AlternativeContent[] };

export type BlockContent = {
  /** Lets a knowledge-base chapter point at this block. */
  key?: string;
  title: Localized;
  body: Localized;
  /** How many of the questions an examination draws; absent means all. */
  questionsLimit?: number;
  questions: QuestionContent[];
};

export type LessonContent = {
  title: Localized;
  body: Localized;
  passMark: number;
  blocksAtRandom?: boolean;
  blocksLimit?: number;
  blocks: BlockContent[];
};

export type CourseContent = {
  code: string;
  /** Course-level texts are administrative and kept in English; learners read the variants. */
  name: string;
  ingress: string;
  body: string;
  certificateValidDays: number | null;
  durationMinutes: number;
  variant: { title: Localized; summary: Localized; shortDescription: Localized; body: Localized };
  lessons: LessonContent[];
};

export type ChapterContent = { name: Localized; description: Localized; blockKey?: string };

export type BookContent = {
  key: string;
  name: Localized;
  description: Localized;
  chapters: ChapterContent[];
};

export type ProductContent = {
  name: string;
  description: string;
  /** In øre (NOK × 100). */
  price: number;
  numberOfDays: number;
  courseCodes: string[];
  bookKeys: string[];
};

export type CompanyContent = {
  slug: string;
  name: string;
  departments: string[];
  headerColor?: string;
  /** When set, the company gets its own login and registration pages; sign-ups land in this department. */
  dedicatedPagesDepartment?: string;
};

export type MembershipContent = {
  companySlug: string;
  isManager?: boolean;
  departments?: { name: string; isHead?: boolean }[];
};

export type DemoAccount = {
  email: string;
  firstName: string;
  lastName: string;
  role: (typeof userRoles)[number];
  /** What the account demonstrates, printed next to the address at start. */
  description: string;
  /** Null for an account that has never signed in (its first login shows the welcome). */
  lastLoginDaysAgo: number | null;
  /** Absent: the interface follows the browser's language. */
  preferredLanguage?: DemoLanguageCode;
  memberships: MembershipContent[];
};

export type EnrollableReference =
  | { type: Extract<EnrollableType, 'company'> }
  | { type: Extract<EnrollableType, 'department'>; department: string }
  | { type: Extract<EnrollableType, 'user'>; email: string };

export type EnrollmentContent = {
  courseCode: string;
  /** The company that owns the enrollment; departments and users are looked up inside it. */
  companySlug: string;
  enrollable: EnrollableReference;
  startDaysFromToday: number;
  endDaysFromToday: number;
  recurAfterDays?: number;
  /** Certificate validity granted by the access pass; absent means the course's own validity. */
  certificateValidFor?: number;
};

export type NotificationContent = {
  email: string;
  companySlug?: string;
  courseCode?: string;
  /** What happened (`data.type`). */
  type: string;
  /** The texts are message keys, so each reader reads them in their own language. */
  subjectKey: MessageKey;
  messageKey: MessageKey;
  /** The texts' arguments in each language (a course's title differs between its variants). */
  args: Record<DemoLanguageCode, (string | number)[]>;
  createdDaysAgo: number;
  readDaysAgo: number | null;
};
