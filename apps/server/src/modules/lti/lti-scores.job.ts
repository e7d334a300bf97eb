import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ltiLaunchTokens, ltiLineItems, ltiRegistrations } from '../../db/schema/lti.ts';
import { transactionSql } from '../../platform/jobs/transaction-sql.ts';
import type { Services } from '../../platform/services.ts';
import { signAsTool } from './lti-keys.ts';
import { scoreScope } from './lti-launch.service.ts';

/**
 * Assignment and Grade Services (issue 25): when a person who came in through an LTI launch completes the
 * course, their score goes to the line item of that launch. Queued in the completing write's transaction;
 * the job gets a token from the platform (client credentials, a private_key_jwt assertion signed with the
 * tool's key) and posts the score. A failure throws, so the engine retries it with backoff.
 */
export const ltiScoreJob = 'lti.post-score';
type ScoreJob = { lineItemId: number; scoreGiven: number; scoreMaximum: number; timestamp: string };

export async function postScoresAfterCommit(
  services: Pick<Services, 'jobs'>,
  tx: Executor,
  input: { userId: number; courseId: number; score: number; at: string },
): Promise<void> {
  const targets = await tx
    .select({ id: ltiLineItems.id })
    .from(ltiLineItems)
    .innerJoin(ltiRegistrations, eq(ltiRegistrations.id, ltiLineItems.registration_id))
    .where(
      and(
        eq(ltiLineItems.user_id, input.userId),
        eq(ltiLineItems.course_id, input.courseId),
        eq(ltiRegistrations.is_active, true),
      ),
    );
  for (const target of targets) {
    await services.jobs.enqueue<ScoreJob>(
      ltiScoreJob,
      {
        lineItemId: target.id,
        scoreGiven: Math.max(0, Math.min(100, input.score)),
        scoreMaximum: 100,
        timestamp: input.at,
      },
      { db: transactionSql(tx) },
    );
  }
}

/** `<line item>/scores`, keeping the line item's query string (LTI AGS §3.4). */
export function scoresUrl(lineItem: string): string {
  const url = new URL(lineItem);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
  return url.toString();
}

async function accessToken(services: Services, registration: typeof ltiRegistrations.$inferSelect) {
  const assertion = await signAsTool(
    services.db,
    registration.tenant_id,
    services.config.appSecret,
    {},
    {
      issuer: registration.client_id,
      subject: registration.client_id,
      audience: registration.auth_token_url,
      expiresIn: '5m',
      jti: randomUUID(),
    },
  );
  const response = await fetch(registration.auth_token_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope: scoreScope,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`LTI token endpoint answered ${response.status}`);
  const body = (await response.json()) as { access_token?: unknown };
  if (typeof body.access_token !== 'string') throw new Error('LTI token endpoint gave no access token');
  return body.access_token;
}

/** Daily: the one-use launch values (states, codes, deep-link picks) a day past their expiry are removed. */
export const ltiPruneJob = 'lti.prune-launch-tokens';

export async function pruneLaunchTokens(services: Pick<Services, 'db' | 'clock'>): Promise<void> {
  const before = new Date(services.clock.now().getTime() - 86_400_000).toISOString();
  await services.db.delete(ltiLaunchTokens).where(lt(ltiLaunchTokens.expires_at, before));
}

export async function registerLtiJobs(services: Services): Promise<void> {
  services.jobs.register(ltiPruneJob, () => pruneLaunchTokens(services));
  await services.jobs.schedule(ltiPruneJob, '17 3 * * *');
  registerLtiScoreJob(services);
}

function registerLtiScoreJob(services: Services): void {
  services.jobs.register<ScoreJob>(ltiScoreJob, async (job) => {
    const [found] = await services.db
      .select({ item: ltiLineItems, registration: ltiRegistrations })
      .from(ltiLineItems)
      .innerJoin(ltiRegistrations, eq(ltiRegistrations.id, ltiLineItems.registration_id))
      .where(eq(ltiLineItems.id, job.lineItemId));
    // The registration deleted or switched off since: nothing is owed to that platform any more.
    if (!found?.registration.is_active) return;
    const token = await accessToken(services, found.registration);
    const response = await fetch(scoresUrl(found.item.line_item_url), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/vnd.ims.lis.v1.score+json',
      },
      body: JSON.stringify({
        userId: found.item.sub,
        scoreGiven: job.scoreGiven,
        scoreMaximum: job.scoreMaximum,
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
        timestamp: job.timestamp,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`LTI score endpoint answered ${response.status}`);
    await services.db
      .update(ltiLineItems)
      .set({ last_posted_at: services.clock.now().toISOString() })
      .where(eq(ltiLineItems.id, found.item.id));
  });
}
