import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { HttpError } from '../http/http-error.ts';
import { consumeRateLimits, purgeExpiredRateLimits } from './rate-limit.ts';

describe('fixed-window rate limits in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const rule = (key: string) => ({ key, limit: 3, windowSeconds: 60 });
  const start = new Date('2030-01-01T10:00:00Z');
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

  it('lets the limit through, then throws 429 with the seconds left, and opens again in the next window', async () => {
    for (let hit = 0; hit < 3; hit += 1) await consumeRateLimits(t.db, [rule('window')], at(hit));

    const error = await consumeRateLimits(t.db, [rule('window')], at(20)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 429,
      messageKey: 'auth.throttled',
      messageArgs: [40],
      headers: { 'Retry-After': '40' },
    });

    await expect(consumeRateLimits(t.db, [rule('window')], at(60))).resolves.toBeUndefined();
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'window'));
    expect(row.hits).toBe(1);
  });

  it('counts concurrent hits exactly (one upsert each)', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => consumeRateLimits(t.db, [rule('concurrent')], at(0))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'concurrent'));
    expect(row.hits).toBe(10);
  });

  it('purges ended windows', async () => {
    await consumeRateLimits(t.db, [rule('ended')], at(0));
    expect(await purgeExpiredRateLimits(t.db, at(3600))).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'ended'))).toHaveLength(0);
  });
});
