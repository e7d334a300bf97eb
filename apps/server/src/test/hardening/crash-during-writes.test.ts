import { afterAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demo-accounts.ts';
import { type CrashBackend, crashBackend } from '../crash-backends.ts';
import { multipartBody, multipartType } from '../multipart.ts';
import { type ServerProcess, startServerProcess } from '../server-process.ts';

/**
 * Crash safety under writes (issue 26, "Hardening suites"): the real server, as a process, takes a stream of
 * enrollments (an administrator's), quiz answers (a learner's open examination) and media uploads, and is killed
 * with SIGKILL while requests of each kind are in flight. Restarted on the same database — PGlite's directory, or
 * PostgreSQL when the suite runs on it (TEST_DATABASE_URL) — it opens, and: every write that was acknowledged is
 * there; nothing is half-written (each enrollment has the access pass it issues, each media item its file and that
 * file its bytes, each question the one selection last sent, not none).
 *
 * Run alone: `cd apps/server && npx vitest run src/test/hardening/crash-during-writes.test.ts`
 * (and with TEST_DATABASE_URL=postgres://… for PostgreSQL).
 */

const serverEnv = {
  SEED_DEMO: 'false',
  APP_SECRET: 'crash-writes-secret-crash-writes-secret-0',
  JOBS: 'false',
};
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function started(backend: CrashBackend): Promise<ServerProcess> {
  const server = await startServerProcess({ ...backend.env, ...serverEnv });
  cleanups.push(() => server.stop('SIGKILL'));
  return server;
}

type Json = { data: { item: Record<string, unknown>; items: Record<string, unknown>[] } };

function client(base: string, token?: string) {
  return async (method: string, path: string, body?: unknown): Promise<{ status: number; json: Json }> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : {}) as Json };
  };
}

async function signIn(base: string, email: string) {
  const answer = await client(base)('POST', '/api/v1/auth/login', { email, password: DEMO_PASSWORD });
  expect(answer.status).toBe(200);
  return client(base, answer.json.data.item.access_token as string);
}

/** A PNG of `seed`'s colour: each upload a different file, so a file mixed up with another shows. */
function png(seed: number): Buffer {
  const base = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  // A tEXt chunk after the image data would need a CRC; a trailing comment after IEND is read past by decoders.
  return Buffer.concat([base, Buffer.from(`crash-test-${seed}`)]);
}

it('keeps every acknowledged write, and nothing half-written, across a SIGKILL', {
  timeout: 400_000,
}, async () => {
  const backend = await crashBackend();
  cleanups.push(() => backend.drop());
  const first = await started(backend);
  const admin = await signIn(first.url, 'admin@academy.test');
  const learner = await signIn(first.url, 'learner@academy.test');
  const adminToken = (await adminTokenOf(first.url)) as string;

  // What the writes name: the demo company, a course, the learner's open quiz.
  const nordlys = (await admin('GET', '/api/v1/companies?per_page=100')).json.data.items.find(
    (company) => company.slug === 'nordlys',
  )!;
  const course = (await admin('GET', '/api/v1/courses?filter[code]=CS-301')).json.data.items[0];
  const variant = (await learner('GET', `/api/v1/course-variants?filter[course]=${course.id}`)).json.data
    .items[0];
  const lesson = (
    await learner('GET', `/api/v1/lessons?filter[course_variant]=${variant.uuid}&filter[is_active]=true`)
  ).json.data.items[0];
  const begun = await learner('POST', '/api/v1/examinations', {
    lesson: lesson.uuid,
    course_variant: variant.uuid,
  });
  expect(begun.status).toBe(201);
  const examination = begun.json.data.item as {
    id: number;
    uuid: string;
    questions: { id: number; alternatives: { id: number }[] }[];
  };
  expect(examination.questions.length).toBeGreaterThan(0);

  // The writes, each kind in its own sequence, until the kill; what was acknowledged is written down.
  const acknowledged = { enrollments: [] as number[], media: [] as { uuid: string; size: number }[] };
  /** Per question: the selections sent in order, and how many of them were acknowledged. */
  const answers = new Map<number, { sent: number[][]; acked: number }>();
  let killed = false;
  const unexpected: string[] = [];
  // Each person enrolled in each course in Nordlys, in turn (one enrollment a pair: a pair the company's own
  // enrollments already cover, or a person of another company, is refused with 422, not acknowledged, skipped).
  const people = (await admin('GET', `/api/v1/users?per_page=100`)).json.data.items;
  const courses = (await admin('GET', '/api/v1/courses?per_page=100')).json.data.items;
  const pairs = courses.flatMap((each) => people.map((person) => [each.id, person.id]));
  const enrolling = (async () => {
    for (const [courseId, personId] of pairs) {
      if (killed) break;
      const answer = await admin('POST', '/api/v1/enrollments', {
        course_id: courseId,
        enrollable_type: 'user',
        enrollable_id: personId,
        company_id: nordlys.id,
        start_date: '2030-01-01',
        end_date: null,
      }).catch(() => null);
      if (answer?.status === 201) acknowledged.enrollments.push(answer.json.data.item.id as number);
      else if (answer && answer.status !== 422) unexpected.push(`enrollment: ${answer.status}`);
    }
  })();
  const answering = (async () => {
    for (let round = 0; !killed; round++) {
      const question = examination.questions[round % examination.questions.length];
      const alternative =
        question.alternatives[
          Math.floor(round / examination.questions.length) % question.alternatives.length
        ];
      const record = answers.get(question.id) ?? { sent: [], acked: 0 };
      answers.set(question.id, record);
      record.sent.push([alternative.id]);
      const answer = await learner('PUT', `/api/v1/examinations/${examination.uuid}/answers`, {
        question_id: question.id,
        alternative_ids: [alternative.id],
      }).catch(() => null);
      if (answer && answer.status === 200) record.acked = record.sent.length;
      else if (answer) unexpected.push(`answer: ${answer.status} ${JSON.stringify(answer.json)}`);
    }
  })();
  const uploading = (async () => {
    for (let index = 0; !killed; index++) {
      const content = png(index);
      const answer = await fetch(`${first.url}/api/v1/media`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': multipartType() },
        body: new Uint8Array(
          multipartBody([
            { name: 'title', value: `Crash ${index}` },
            { name: 'file', filename: `crash-${index}.png`, type: 'image/png', content },
          ]),
        ),
      }).catch(() => null);
      if (answer?.status === 201) {
        const item = ((await answer.json()) as Json).data.item;
        acknowledged.media.push({ uuid: item.uuid as string, size: content.length });
      } else if (answer) unexpected.push(`upload: ${answer.status} ${await answer.text()}`);
    }
  })();

  // Killed once each kind has been acknowledged a few times, with the next request of each in flight.
  const enough = () =>
    acknowledged.enrollments.length >= 5 &&
    acknowledged.media.length >= 3 &&
    [...answers.values()].reduce((total, record) => total + record.acked, 0) >= 5;
  const deadline = Date.now() + 120_000;
  while (!enough() && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 50));
  expect(enough(), first.output()).toBe(true);
  await first.stop('SIGKILL');
  killed = true;
  await Promise.all([enrolling, answering, uploading]);
  expect(unexpected).toEqual([]);

  // The database opens again: the server starts on it (PGlite recovers its directory, PostgreSQL its WAL).
  const second = await started(backend);
  const adminAgain = await signIn(second.url, 'admin@academy.test');

  for (const id of acknowledged.enrollments) {
    const answer = await adminAgain('GET', `/api/v1/enrollments/${id}`);
    expect(answer.status, `enrollment ${id}`).toBe(200);
  }
  for (const { uuid, size } of acknowledged.media) {
    const found = await adminAgain('GET', `/api/v1/media/${uuid}`);
    expect(found.status, `media ${uuid}`).toBe(200);
    const file = await fetch(`${second.url}${found.json.data.item.url as string}`);
    expect(file.status, `media ${uuid}'s file`).toBe(200);
    expect((await file.arrayBuffer()).byteLength, `media ${uuid}'s bytes`).toBe(size);
  }
  await second.stop('SIGTERM');

  // Nothing half-written: read from the database itself, once no server holds it.
  const passless = await backend.query<{ id: number }>(
    `select e.id from enrollments e where e.start_date = '2030-01-01'
       and not exists (select 1 from access_passes p where p.issued_by_type = 'enrollment' and p.issued_by_id = e.id)`,
  );
  expect(passless).toEqual([]);
  const fileless = await backend.query<{ id: number }>(
    `select m.id from media m where m.title like 'Crash %' and not exists (select 1 from files f where f.media_id = m.id)`,
  );
  expect(fileless).toEqual([]);
  const stored = await backend.query<{ question_id: number; alternative_id: number }>(
    `select a.question_id, a.alternative_id from examination_answers a
       join examinations x on x.id = a.examination_id where x.uuid = $1`,
    [examination.uuid],
  );
  for (const [questionId, record] of answers) {
    if (record.acked === 0) continue;
    const selection = stored.filter((row) => row.question_id === questionId).map((row) => row.alternative_id);
    // The last acknowledged selection, or one sent after it whose answer the kill cut off; never none nor a mix.
    const possible = record.sent.slice(record.acked - 1).map((sent) => JSON.stringify(sent));
    expect(possible, `question ${questionId}`).toContain(JSON.stringify(selection.sort()));
  }
});

/** The administrator's bearer token, for the multipart uploads (sent with fetch directly). */
async function adminTokenOf(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@academy.test', password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as Json).data.item.access_token as string;
}
