import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidents, users, userTokens } from '../../db/schema/tenancy.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { buildUser, demoTenant } from '../../test/factories.ts';
import { issueEmailUpdateToken } from './email-change-links.service.ts';

describe('e-mail change links: /validate-verify-email-update and /confirmed-verify-email-update', () => {
  const clock = createTestClock();
  let t: TestApp;
  let tenantId: number;
  let adminId: number;
  let sequence = 0;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    tenantId = (await demoTenant(t.db)).id;
    [{ id: adminId }] = await t.db.select().from(users).where(eq(users.email, 'admin@academy.test'));
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/${url}`,
      payload,
      headers,
      remoteAddress: `10.3.0.${++sequence}`,
    });
  const changeLink = async (newEmail: string) => {
    const user = await buildUser(t.db, tenantId);
    const token = await issueEmailUpdateToken(t.db, {
      tenantId,
      userId: user.id,
      newEmail,
      // An administrator asked for it (a learner cannot ask for their own).
      requestedById: adminId,
      now: clock.now(),
    });
    return { user, token };
  };
  const emailOf = async (userId: number) =>
    (await t.db.select().from(users).where(eq(users.id, userId)))[0].email;

  it('validates a live link and then applies the new address once', async () => {
    const { user, token } = await changeLink('New.Address@example.test');

    const valid = await post('validate-verify-email-update', { token, email: 'new.address@example.test' });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().data.item).toEqual({ email: 'new.address@example.test' });
    expect(await emailOf(user.id)).toBe(user.email);

    const confirmed = await post('confirmed-verify-email-update', {
      token,
      email: 'new.address@example.test',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.message).toBe('Your e-mail address has been updated.');
    const [updated] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(updated.email).toBe('new.address@example.test');
    expect(updated.email_verified_at).not.toBeNull();
    const events = await t.db
      .select()
      .from(incidents)
      .where(and(eq(incidents.user_id, user.id), eq(incidents.event, 'email_updated')));
    expect(events).toHaveLength(1);

    const again = await post('confirmed-verify-email-update', { token, email: 'new.address@example.test' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['This confirmation link is invalid or has expired.'] });
  });

  it('rejects a link for another address, an unknown token and an expired link', async () => {
    const { token } = await changeLink('mine@example.test');

    const otherAddress = await post('validate-verify-email-update', {
      token,
      email: 'someone.else@example.test',
    });
    expect(otherAddress.statusCode).toBe(422);
    const unknown = await post(
      'validate-verify-email-update',
      { token: 'not-a-token', email: 'mine@example.test' },
      { 'accept-language': 'nb' },
    );
    expect(unknown.json().errors).toEqual({ token: ['Denne bekreftelseslenken er ugyldig eller utløpt.'] });

    clock.set(new Date(clock.now().getTime() + 25 * 60 * 60_000));
    try {
      const expired = await post('confirmed-verify-email-update', { token, email: 'mine@example.test' });
      expect(expired.statusCode).toBe(422);
    } finally {
      clock.set(new Date());
    }
  });

  it('refuses an address someone else took meanwhile, changing nothing and keeping the link', async () => {
    const { user, token } = await changeLink('contested@example.test');
    await buildUser(t.db, tenantId, { email: 'Contested@example.test' });

    const taken = await post('confirmed-verify-email-update', { token, email: 'contested@example.test' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['An user already exists with this email.'] });
    expect(await emailOf(user.id)).toBe(user.email);
    const [link] = await t.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.user_id, user.id), sql`${userTokens.used_at} is null`));
    expect(link).toBeDefined();
  });

  it('refuses a link stored without who asked for it (issued before the asker was kept), using it up', async () => {
    const { user, token } = await changeLink('unattributed@example.test');
    await t.db.update(userTokens).set({ requested_by_id: null }).where(eq(userTokens.user_id, user.id));

    expect(
      (await post('validate-verify-email-update', { token, email: 'unattributed@example.test' })).statusCode,
    ).toBe(422);
    const refused = await post('confirmed-verify-email-update', {
      token,
      email: 'unattributed@example.test',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ token: ['This confirmation link is invalid or has expired.'] });
    expect(await emailOf(user.id)).toBe(user.email);
    const live = await t.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.user_id, user.id), sql`${userTokens.used_at} is null`));
    expect(live).toEqual([]);
  });

  it('validates the body like every other call', async () => {
    const response = await post('validate-verify-email-update', {
      token: 'x',
      email: 'not-an-address',
      extra: 1,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Email address is invalid.'],
      extra: ['This field is not allowed.'],
    });
  });
});
