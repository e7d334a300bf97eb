import {
  type HistoryStory,
  historyCourses,
  historyDepartments,
  historyFirstNames,
  historyLastNames,
  historyNewDepartment,
  historySeed,
} from './content-history.ts';
import { type DemoRandom, demoRandom } from './demo-random.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export type PlannedPerson = {
  firstName: string;
  lastName: string;
  email: string;
  department: string;
  lastLoginDaysAgo: number | null;
  preferredLanguage: 'nb' | null;
};

/** An enrollment of one person (by e-mail) or of a department (by name); `round` 2 re-enrolls after expiry. */
export type PlannedEnrollment = {
  key: string;
  courseCode: string;
  enrollable: { type: 'user'; email: string } | { type: 'department'; department: string };
  startDate: string;
  endDate: string;
  certificateValidFor: number | null;
  round: 1 | 2;
};

export type PlannedExamination = {
  email: string;
  courseCode: string;
  enrollmentKey: string;
  lessonIndex: number;
  begunAt: string;
  endedAt: string;
  score: number;
};

export type PlannedStanding = {
  email: string;
  courseCode: string;
  lastActiveAt: string;
  completion: { score: number; issuedAt: string; expiresAt: string | null } | null;
};

export type PlannedReminder = {
  email: string;
  courseCode: string;
  enrollmentKey: string;
  kind: 'automatic' | 'manual';
  thresholdDays: number | null;
  sentAt: string;
};

export type HistoryPlan = {
  people: PlannedPerson[];
  enrollments: PlannedEnrollment[];
  examinations: PlannedExamination[];
  standings: PlannedStanding[];
  reminders: PlannedReminder[];
};

/** The lessons of each course (by code) as the plan needs them: how many, and each one's pass mark. */
export type PassMarksByCourse = ReadonlyMap<string, readonly number[]>;

const asciiEmailPart = (name: string) =>
  name.toLowerCase().replace(/æ/g, 'ae').replace(/ø/g, 'o').replace(/å/g, 'a');

/** The new people: 36 unique names, twelve to each department. */
function planPeople(random: DemoRandom): PlannedPerson[] {
  return historyFirstNames.map((firstName, index) => {
    const lastName = historyLastNames[(index * 5 + 3) % historyLastNames.length];
    return {
      firstName,
      lastName,
      email: `${asciiEmailPart(firstName)}.${asciiEmailPart(lastName)}@nordlys.academy.test`,
      department: historyDepartments[index % historyDepartments.length],
      lastLoginDaysAgo: random.chance(0.15) ? null : random.between(0, 60),
      preferredLanguage: random.chance(0.4) ? 'nb' : null,
    };
  });
}

/** Every story as many times as the table says, shuffled: which person gets which story. */
function dealStories(random: DemoRandom, counts: Readonly<Record<HistoryStory, number>>): HistoryStory[] {
  const deck = (Object.entries(counts) as [HistoryStory, number][]).flatMap(([story, count]) =>
    Array.from({ length: count }, () => story),
  );
  return random.shuffled(deck);
}

/**
 * Draws the whole history from a fixed seed, with every date counted back from `now`: the same clock gives
 * the same plan, and "expires within 30 days" is true on whatever day the demo is seeded.
 */
export function planHistory(now: Date, passMarksByCourse: PassMarksByCourse): HistoryPlan {
  const random = demoRandom(historySeed);
  const nowMs = now.getTime();
  const at = (daysAgo: number, minutesAgo = 0) => new Date(nowMs - daysAgo * DAY_MS - minutesAgo * MINUTE_MS);
  const dateIn = (daysFromToday: number) =>
    new Date(nowMs + daysFromToday * DAY_MS).toISOString().slice(0, 10);
  const passing = (passMark: number) => Math.max(passMark, random.between(16, 20) * 5);
  const failing = (passMark: number) => Math.min(passMark - 5, random.between(8, 15) * 5);

  const people = planPeople(random);
  const plan: HistoryPlan = { people, enrollments: [], examinations: [], standings: [], reminders: [] };

  /** An examination of `minutes` length that ended `daysAgo` days (and some minutes) before now. */
  const examine = (
    person: PlannedPerson,
    courseCode: string,
    enrollmentKey: string,
    lessonIndex: number,
    ended: Date,
    score: number,
  ) => {
    const minutes = random.between(6, 25);
    plan.examinations.push({
      email: person.email,
      courseCode,
      enrollmentKey,
      lessonIndex,
      begunAt: new Date(ended.getTime() - minutes * MINUTE_MS).toISOString(),
      endedAt: ended.toISOString(),
      score,
    });
  };

  for (const course of historyCourses) {
    const passMarks = passMarksByCourse.get(course.code);
    if (!passMarks || passMarks.length < 2) {
      throw new Error(`Demo history: course ${course.code} needs at least two lessons`);
    }
    const stories = dealStories(random, course.stories);
    people.forEach((person, index) => {
      const story = stories[index];
      if (story === 'none') return;
      const key = `${course.code}/${person.email}/1`;
      const enroll = (startDaysAgo: number, endDaysFromToday: number, round: 1 | 2 = 1) =>
        plan.enrollments.push({
          key: round === 1 ? key : `${course.code}/${person.email}/2`,
          courseCode: course.code,
          enrollable: { type: 'user', email: person.email },
          startDate: dateIn(-startDaysAgo),
          endDate: dateIn(endDaysFromToday),
          certificateValidFor: course.certificateValidDays,
          round,
        });

      if (story === 'completed' || story === 'expiring' || story === 'expired') {
        const issuedDaysAgo =
          story === 'completed'
            ? random.between(20, 330)
            : story === 'expiring'
              ? random.between(337, 363)
              : random.between(380, 495);
        const startDaysAgo = issuedDaysAgo + random.between(7, 40);
        enroll(startDaysAgo, -startDaysAgo + random.between(30, 90));
        // The lessons are passed one after another, the last one on the day the certificate was issued.
        const issued = at(issuedDaysAgo, random.between(60, 600));
        const scores = passMarks.map((passMark) => passing(passMark));
        passMarks.forEach((passMark, lessonIndex) => {
          const daysBefore = (passMarks.length - 1 - lessonIndex) * random.between(0, 2);
          const ended = new Date(
            issued.getTime() - daysBefore * DAY_MS - (passMarks.length - lessonIndex) * 30 * MINUTE_MS,
          );
          if (random.chance(0.25)) {
            examine(
              person,
              course.code,
              key,
              lessonIndex,
              new Date(ended.getTime() - DAY_MS),
              failing(passMark),
            );
          }
          examine(
            person,
            course.code,
            key,
            lessonIndex,
            lessonIndex === passMarks.length - 1 ? issued : ended,
            scores[lessonIndex],
          );
        });
        plan.standings.push({
          email: person.email,
          courseCode: course.code,
          lastActiveAt: issued.toISOString(),
          completion: {
            score: Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length),
            issuedAt: issued.toISOString(),
            expiresAt: course.certificateValidDays
              ? new Date(issued.getTime() + course.certificateValidDays * DAY_MS).toISOString()
              : null,
          },
        });
        // Half of those whose certificate expired were enrolled again, recently, and have not begun.
        if (story === 'expired' && random.chance(0.5)) {
          const again = random.between(10, 40);
          enroll(again, -again + random.between(20, 50), 2);
        }
        return;
      }
      if (story === 'overdue') {
        const startDaysAgo = random.between(60, 400);
        const deadlineDaysAgo = startDaysAgo - random.between(30, 55);
        enroll(startDaysAgo, -deadlineDaysAgo);
        // Half of them began and failed the first lesson; the rest never opened the course.
        if (random.chance(0.5)) {
          const ended = at(startDaysAgo - random.between(1, 20), random.between(60, 600));
          examine(person, course.code, key, 0, ended, failing(passMarks[0]));
          plan.standings.push({
            email: person.email,
            courseCode: course.code,
            lastActiveAt: ended.toISOString(),
            completion: null,
          });
        }
        return;
      }
      if (story === 'in_progress') {
        const startDaysAgo = random.between(10, 60);
        enroll(startDaysAgo, random.between(5, 60));
        // The first lesson passed; the second failed once or not yet tried.
        const firstEnded = at(startDaysAgo - random.between(1, 5), random.between(60, 600));
        examine(person, course.code, key, 0, firstEnded, passing(passMarks[0]));
        let lastActive = firstEnded;
        if (random.chance(0.5)) {
          lastActive = new Date(firstEnded.getTime() + random.between(1, 3) * 60 * MINUTE_MS);
          examine(person, course.code, key, 1, lastActive, failing(passMarks[1]));
        }
        plan.standings.push({
          email: person.email,
          courseCode: course.code,
          lastActiveAt: lastActive.toISOString(),
          completion: null,
        });
        return;
      }
      // not_started: enrolled lately, some due within two weeks.
      const startDaysAgo = random.between(0, 20);
      enroll(startDaysAgo, random.between(3, 45));
    });
  }

  // A current round for the new department as a whole, due within two weeks.
  plan.enrollments.push({
    key: `IS-201/${historyNewDepartment}`,
    courseCode: 'IS-201',
    enrollable: { type: 'department', department: historyNewDepartment },
    startDate: dateIn(-45),
    endDate: dateIn(12),
    certificateValidFor: historyCertificateValidFor('IS-201'),
    round: 1,
  });

  plan.reminders = planReminders(plan, now, random);
  return plan;
}

function historyCertificateValidFor(code: string): number | null {
  return historyCourses.find((course) => course.code === code)?.certificateValidDays ?? null;
}

/**
 * The reminders that went out: the automatic ones 7 and 1 days before each personal deadline that had passed
 * those days while the person had not completed, at 07:00 UTC as the daily job sends them; and a manager's
 * manual reminder to most of those who ended up overdue.
 */
function planReminders(plan: HistoryPlan, now: Date, random: DemoRandom): PlannedReminder[] {
  const completedAt = new Map(
    plan.standings
      .filter((standing) => standing.completion)
      .map((standing) => [
        `${standing.courseCode}/${standing.email}`,
        Date.parse(standing.completion!.issuedAt),
      ]),
  );
  const reminders: PlannedReminder[] = [];
  for (const enrollment of plan.enrollments) {
    if (enrollment.enrollable.type !== 'user') continue;
    const email = enrollment.enrollable.email;
    const done = completedAt.get(`${enrollment.courseCode}/${email}`);
    // A round-2 enrollment follows an expired certificate: that completion does not answer it.
    const finished = enrollment.round === 1 ? done : undefined;
    const deadline = Date.parse(`${enrollment.endDate}T00:00:00Z`);
    const start = Date.parse(`${enrollment.startDate}T00:00:00Z`);
    for (const thresholdDays of [7, 1]) {
      const sentAt = deadline - thresholdDays * DAY_MS + 7 * 3_600_000;
      if (sentAt >= now.getTime() || sentAt < start) continue;
      if (finished !== undefined && finished <= sentAt) continue;
      reminders.push({
        email,
        courseCode: enrollment.courseCode,
        enrollmentKey: enrollment.key,
        kind: 'automatic',
        thresholdDays,
        sentAt: new Date(sentAt).toISOString(),
      });
    }
    const overdue = finished === undefined && deadline < now.getTime() - DAY_MS;
    if (overdue && random.chance(0.6)) {
      const sentAt = deadline + random.between(2, 14) * DAY_MS + 9.5 * 3_600_000;
      if (sentAt < now.getTime()) {
        reminders.push({
          email,
          courseCode: enrollment.courseCode,
          enrollmentKey: enrollment.key,
          kind: 'manual',
          thresholdDays: null,
          sentAt: new Date(sentAt).toISOString(),
        });
      }
    }
  }
  return reminders;
}
