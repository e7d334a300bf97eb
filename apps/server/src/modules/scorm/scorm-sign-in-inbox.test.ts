import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxEvents } from '../../db/schema/inbox.ts';
import { companyCourses, scormRegistrations } from '../../db/schema/learning.ts';
import { accessTokens, companies, incidents } from '../../db/schema/tenancy.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import { demoRows, demoTokens } from '../enrollments/learning-test-support.ts';
import { scormSignInSource } from './scorm-sign-in-event.ts';

/**
 * The exchange of a SCORM launch token for a session goes through the inbox (DESIGN §11), keyed by the token's
 * hash: a second exchange is refused from the record, ten at once make one session, and the record holds neither
 * the launch token nor the session token.
 */
let t: TestApp;
let demo: Awaited<ReturnType<typeof demoRows>>;
let courseUuid: string;
let packageUuid: string;
let sequence = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  await t.db
    .update(companies)
    .set({ scorm_enabled: true, external_lms_url: 'https://lms.nordlys.example/course/view.php?id=3' })
    .where(eq(companies.id, demo.nordlys.id));
  const [given] = await t.db
    .select({ course_id: companyCourses.course_id })
    .from(companyCourses)
    .where(eq(companyCourses.company_id, demo.nordlys.id));
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/v1/scorm-packages',
    headers: auth(tokens.manager),
    payload: { course_id: given.course_id, version: '1.2' },
  });
  expect(made.statusCode, made.body).toBe(201);
  packageUuid = made.json().data.item.uuid;
  const { courses } = await import('../../db/schema/content.ts');
  [{ uuid: courseUuid }] = await t.db
    .select({ uuid: courses.uuid })
    .from(courses)
    .where(eq(courses.id, given.course_id));
});
afterAll(() => t.close());

/** A launch token for a learner, as the package's launch page gets it. */
const launchToken = async (learner: string) => {
  const launched = await t.app.inject({
    url: `/api/v1/scorm/launch/${packageUuid}?learner=${encodeURIComponent(learner)}`,
    remoteAddress: `10.26.0.${(++sequence % 250) + 1}`,
  });
  expect(launched.statusCode, launched.body).toBe(200);
  return new URL(launched.json().data.item.url).searchParams.get('token')!;
};
const exchange = (learner: string, token: string, locale = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/scorm',
    payload: { companyUuid: demo.nordlys.uuid, courseUuid, scormLearnerId: learner, token },
    // Each exchange from its own address: the per-IP counter is not what these tests are about.
    remoteAddress: `10.26.1.${(++sequence % 250) + 1}`,
    headers: { 'accept-language': locale },
  });
const sessionsOf = async (learner: string) => {
  const [registration] = await t.db
    .select()
    .from(scormRegistrations)
    .where(eq(scormRegistrations.scorm_learner_id, learner));
  if (!registration) return [];
  return t.db
    .select()
    .from(accessTokens)
    .where(and(eq(accessTokens.user_id, registration.user_id), eq(accessTokens.method, 'scorm')));
};
const eventOf = async (token: string) =>
  t.db
    .select()
    .from(inboxEvents)
    .where(and(eq(inboxEvents.source, scormSignInSource), eq(inboxEvents.event_id, hashToken(token))));

describe('SCORM sign-in through the inbox', () => {
  it('refuses a second exchange of one launch token from the record, translated, and records it', async () => {
    const token = await launchToken('inbox-replay');
    const first = await exchange('inbox-replay', token);
    expect(first.statusCode, first.body).toBe(200);
    const again = await exchange('inbox-replay', token, 'nb');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(
      'SCORM-lenken er ugyldig, brukt eller utløpt. Start kurset på nytt fra LMS-et ditt.',
    );
    expect(again.json().errors.token).toBeDefined();
    expect(await sessionsOf('inbox-replay')).toHaveLength(1);
    const replays = await t.db.select().from(incidents).where(eq(incidents.event, 'scorm.refused'));
    expect(replays.some((row) => (row.data as { reason: string }).reason === 'scorm.replayed')).toBe(true);
  });

  it('makes exactly one session when one launch token is exchanged ten times at once', async () => {
    const token = await launchToken('inbox-burst');
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange('inbox-burst', token)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 422, 422, 422, 422, 422, 422, 422, 422, 422,
    ]);
    const sessions = await sessionsOf('inbox-burst');
    expect(sessions).toHaveLength(1);
    const signedIn = answers.find((answer) => answer.statusCode === 200)!;
    expect(sessions[0].token_hash).toBe(hashToken(signedIn.json().data.item.access_token));
    expect(
      await t.db
        .select()
        .from(scormRegistrations)
        .where(eq(scormRegistrations.scorm_learner_id, 'inbox-burst')),
    ).toHaveLength(1);
    expect(await eventOf(token)).toHaveLength(1);
  });

  it('keeps an inbox record with neither the launch token nor the session token in it', async () => {
    const token = await launchToken('inbox-record');
    const response = await exchange('inbox-record', token);
    expect(response.statusCode, response.body).toBe(200);
    const accessToken: string = response.json().data.item.access_token;
    const [event] = await eventOf(token);
    expect(event).toMatchObject({ tenant_id: demo.nordlys.tenant_id, error: null });
    expect(event.processed_at).not.toBeNull();
    expect(event.payload).toMatchObject({ learner_id: 'inbox-record', session_hash: hashToken(accessToken) });
    expect(event.result).toMatchObject({
      kind: 'signed_in',
      item: { scorm_origin: 'https://lms.nordlys.example', course: { uuid: courseUuid } },
    });
    expect(event.result).not.toHaveProperty('item.access_token');
    const stored = JSON.stringify([event.event_id, event.payload, event.result]);
    expect(stored).not.toContain(accessToken);
    expect(stored).not.toContain(token);
  });

  it('stores no event for a token the academy never issued', async () => {
    const guessed = `${await launchToken('inbox-guess')}x`;
    const refused = await exchange('inbox-guess', guessed);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.token).toBeDefined();
    expect(await eventOf(guessed)).toHaveLength(0);
  });
});
