import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users, userTokens } from '../../db/schema/tenancy.ts';
import { unawaitedWorkSettled } from '../../platform/auth/unawaited-work.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildCompany, buildUser, demoTenant, tokenForDemo } from '../../test/factories.ts';
import { issueAccountSetupLink, requestPasswordReset } from '../auth/index.ts';

/**
 * Issue 20, finding 4: a link mailed to an address works only while the account has that address. A change
 * of address (and of password) voids every outstanding link of the account, and a reset or account-setup link
 * is bound to the address it went to.
 */
let t: TestApp;
let tenantId: number;
let adminToken: string;
let sequence = 0;

beforeAll(async () => {
  t = await buildTestApp();
  tenantId = (await demoTenant(t.db)).id;
  adminToken = await tokenForDemo(t.db, 'admin@academy.test');
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/auth/${url}`,
    payload,
    // Each call from its own address: the per-IP counters are not what these tests are about.
    remoteAddress: `10.20.0.${++sequence}`,
  });
const parts = (link: string, page: string) => {
  const [, token, email] = new RegExp(`/${page}/([^/]+)/([^/]+)$`).exec(link)!;
  return { token, email: decodeURIComponent(email) };
};

/** The links the mails handed to the mail service carry, by template. */
async function linksMailedDuring(work: () => Promise<unknown>): Promise<Record<string, string>> {
  const sendLater = vi.spyOn(t.app.services.mail, 'sendLater');
  try {
    await work();
    await unawaitedWorkSettled();
    return Object.fromEntries(
      sendLater.mock.calls
        .map(([message]) => message)
        .filter((message) => (message.data as { link?: string }).link)
        .map((message) => [message.template.name, (message.data as { link: string }).link]),
    );
  } finally {
    sendLater.mockRestore();
  }
}

async function learner() {
  const company = await buildCompany(t.db, tenantId);
  return buildUser(t.db, tenantId, { companyId: company.id });
}

/** An administrator changes the user's address through the mailed link, as the product does. */
async function changeAddress(user: { uuid: string; id: number }, newEmail: string) {
  const links = await linksMailedDuring(() =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.uuid}`,
      headers: auth(adminToken),
      payload: { email: newEmail },
    }),
  );
  const confirmed = await post(
    'confirmed-verify-email-update',
    parts(links['email-update'], 'verify-email-update'),
  );
  expect(confirmed.statusCode).toBe(200);
}

const reset = (link: { token: string }, email: string) =>
  post('reset-password', {
    token: link.token,
    email,
    password: 'a-brand-new-password',
    password_confirmation: 'a-brand-new-password',
  });
const passwordOf = async (userId: number) =>
  (await t.db.select({ hash: users.password_hash }).from(users).where(eq(users.id, userId)))[0].hash;
const liveTokens = (userId: number) =>
  t.db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.user_id, userId), isNull(userTokens.used_at)));

const invalid = { token: ['This password reset link is invalid or has expired.'] };

describe('links mailed to an address', () => {
  it('a 7-day setup link stops working once the address changes, at either address', async () => {
    const user = await learner();
    const setup = parts(
      await issueAccountSetupLink(t.app.services, { tenantId, userId: user.id, email: user.email }),
      'reset-password',
    );
    expect(setup.email).toBe(user.email);
    await changeAddress(user, `moved.${user.id}@example.test`);

    const withNew = await reset(setup, `moved.${user.id}@example.test`);
    expect(withNew.statusCode).toBe(422);
    expect(withNew.json().errors).toEqual(invalid);
    expect((await reset(setup, user.email)).statusCode).toBe(422);
    expect(await passwordOf(user.id)).toBeNull();
  });

  it('a reset link stops working once the address changes', async () => {
    const user = await learner();
    const links = await linksMailedDuring(() =>
      requestPasswordReset(t.app.services, { tenantId, email: user.email, locale: 'en' }),
    );
    const link = parts(links['password-reset'], 'reset-password');
    await changeAddress(user, `moved.${user.id}@example.test`);

    expect((await reset(link, `moved.${user.id}@example.test`)).json().errors).toEqual(invalid);
    expect(await passwordOf(user.id)).toBeNull();
    expect(await liveTokens(user.id)).toEqual([]);
  });

  it('a reset link is bound to the address it went to, however the address changed', async () => {
    const user = await learner();
    const setup = parts(
      await issueAccountSetupLink(t.app.services, { tenantId, userId: user.id, email: user.email }),
      'reset-password',
    );
    // An address written by some other path, which voided nothing.
    await t.db
      .update(users)
      .set({ email: `elsewhere.${user.id}@example.test` })
      .where(eq(users.id, user.id));
    expect(await liveTokens(user.id)).toHaveLength(1);

    const refused = await reset(setup, `elsewhere.${user.id}@example.test`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(invalid);
    expect(await passwordOf(user.id)).toBeNull();
  });

  it('a new password voids every other outstanding link of the account', async () => {
    const user = await learner();
    const links = await linksMailedDuring(async () => {
      await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/users/${user.uuid}`,
        headers: auth(adminToken),
        payload: { email: `pending.${user.id}@example.test` },
      });
      await requestPasswordReset(t.app.services, { tenantId, email: user.email, locale: 'en' });
    });
    expect(await liveTokens(user.id)).toHaveLength(2);

    expect((await reset(parts(links['password-reset'], 'reset-password'), user.email)).statusCode).toBe(200);
    expect(await liveTokens(user.id)).toEqual([]);
    const change = await post(
      'confirmed-verify-email-update',
      parts(links['email-update'], 'verify-email-update'),
    );
    expect(change.statusCode).toBe(422);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.email).toBe(user.email);
  });
});
