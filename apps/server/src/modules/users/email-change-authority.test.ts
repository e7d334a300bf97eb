import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyUsers, users, userTokens } from '../../db/schema/tenancy.ts';
import { unawaitedWorkSettled } from '../../platform/auth/unawaited-work.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildCompany, buildUser, demoTenant, tokenFor, tokenForDemo } from '../../test/factories.ts';
import { inviteToCompany } from './company-invitations.service.ts';

/**
 * Issue 20, finding 3: a pending e-mail change outlives nothing of the authority that asked for it. A change of
 * the person's (or the asker's) companies, manager flags, role or activation voids it, and confirming it
 * re-runs the rule that let it be asked, for whoever asked, so a path that forgot to void it is still caught.
 */
let t: TestApp;
let tenantId: number;
const tokens: Record<'admin' | 'super', string> = { admin: '', super: '' };

beforeAll(async () => {
  t = await buildTestApp();
  tenantId = (await demoTenant(t.db)).id;
  tokens.admin = await tokenForDemo(t.db, 'admin@academy.test');
  tokens.super = await tokenForDemo(t.db, 'super@academy.test');
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), payload });
const emailOf = async (userId: number) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0].email;
const liveChanges = (userId: number) =>
  t.db
    .select()
    .from(userTokens)
    .where(
      and(eq(userTokens.user_id, userId), eq(userTokens.purpose, 'email_update'), isNull(userTokens.used_at)),
    );

/**
 * A company with its manager and a learner, and a change of the learner's address to one the manager holds,
 * asked by the manager: the link as the mail carries it.
 */
async function pendingChange() {
  const company = await buildCompany(t.db, tenantId);
  const other = await buildCompany(t.db, tenantId);
  const manager = await buildUser(t.db, tenantId, { companyId: company.id, isManager: true });
  const learner = await buildUser(t.db, tenantId, { companyId: company.id });
  const managerToken = await tokenFor(t.db, manager);
  const newEmail = `taken.over.${learner.id}@example.test`;
  const sendLater = vi.spyOn(t.app.services.mail, 'sendLater');
  try {
    const asked = await send('PATCH', `/api/v1/users/${learner.uuid}`, managerToken, { email: newEmail });
    expect(asked.statusCode).toBe(200);
    await unawaitedWorkSettled();
    const mail = sendLater.mock.calls.map(([message]) => message).find((message) => message.to === newEmail)!;
    const [, token] = /\/verify-email-update\/([^/]+)\//.exec((mail.data as { link: string }).link)!;
    return { company, other, manager, managerToken, learner, link: { token, email: newEmail } };
  } finally {
    sendLater.mockRestore();
  }
}
type Pending = Awaited<ReturnType<typeof pendingChange>>;

const validate = (link: Pending['link']) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/validate-verify-email-update', payload: link });
const confirm = (link: Pending['link']) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/confirmed-verify-email-update', payload: link });

async function expectRefused(pending: Pending) {
  const checked = await validate(pending.link);
  expect(checked.statusCode).toBe(422);
  expect(checked.json().errors).toEqual({ token: ['This confirmation link is invalid or has expired.'] });
  const confirmed = await confirm(pending.link);
  expect(confirmed.statusCode).toBe(422);
  expect(confirmed.json().errors).toEqual({ token: ['This confirmation link is invalid or has expired.'] });
  expect(await emailOf(pending.learner.id)).toBe(pending.learner.email);
}

describe('a pending e-mail change', () => {
  it('is applied when nothing changed meanwhile', async () => {
    const pending = await pendingChange();
    expect((await validate(pending.link)).statusCode).toBe(200);
    expect((await confirm(pending.link)).statusCode).toBe(200);
    expect(await emailOf(pending.learner.id)).toBe(pending.link.email);
  });

  const paths: [string, (pending: Pending) => Promise<{ statusCode: number }>][] = [
    [
      'the person leaves the company (detached from it)',
      (p) =>
        send(
          'POST',
          `/api/v1/companies/${p.company.uuid}/detach/users?detachable=${p.learner.id}`,
          tokens.admin,
        ),
    ],
    [
      'the person is left out of a sync of the company’s people',
      (p) =>
        send(
          'POST',
          `/api/v1/companies/${p.company.uuid}/sync/users?synchronizables=${p.manager.id}`,
          tokens.admin,
        ),
    ],
    [
      'the person joins another company (attached to it)',
      (p) =>
        send(
          'POST',
          `/api/v1/companies/${p.other.uuid}/attach/users?attachable=${p.learner.id}`,
          tokens.admin,
        ),
    ],
    [
      'the person’s companies are attached from the user',
      (p) =>
        send(
          'POST',
          `/api/v1/users/${p.learner.uuid}/attach/companies?attachable=${p.other.id}`,
          tokens.admin,
        ),
    ],
    [
      'the person’s companies are synced from the user',
      (p) =>
        send(
          'POST',
          `/api/v1/users/${p.learner.uuid}/sync/companies?synchronizables=${p.company.id},${p.other.id}`,
          tokens.admin,
        ),
    ],
    [
      'the person is made a manager',
      (p) =>
        send('PUT', `/api/v1/users/${p.learner.uuid}/companies/${p.company.uuid}/manager`, p.managerToken, {
          is_manager: true,
        }),
    ],
    [
      'the person gets another role',
      (p) => send('PATCH', `/api/v1/users/${p.learner.uuid}`, tokens.super, { role: 'admin' }),
    ],
    [
      'the person is deactivated',
      (p) => send('PATCH', `/api/v1/users/${p.learner.uuid}`, p.managerToken, { is_active: false }),
    ],
    [
      'the person accepts an invitation to another company',
      async (p) => {
        const token = await inviteToCompany(t.db, {
          tenantId,
          userId: p.learner.id,
          invitedById: null,
          membership: { companyId: p.other.id, isManager: false, departmentIds: [] },
          now: new Date(),
        });
        return t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/accept-company-invitation',
          payload: { token },
        });
      },
    ],
    [
      'the one who asked is no longer a manager',
      (p) =>
        send('PUT', `/api/v1/users/${p.manager.uuid}/companies/${p.company.uuid}/manager`, tokens.admin, {
          is_manager: false,
        }),
    ],
    [
      'the one who asked leaves the company',
      (p) =>
        send(
          'POST',
          `/api/v1/companies/${p.company.uuid}/detach/users?detachable=${p.manager.id}`,
          tokens.admin,
        ),
    ],
    [
      'the company is switched off',
      (p) => send('PATCH', `/api/v1/companies/${p.company.uuid}`, tokens.admin, { is_active: false }),
    ],
  ];

  for (const [path, change] of paths) {
    it(`is void once ${path}`, async () => {
      const pending = await pendingChange();
      expect(await liveChanges(pending.learner.id)).toHaveLength(1);
      expect((await change(pending)).statusCode).toBe(200);
      expect(await liveChanges(pending.learner.id)).toEqual([]);
      await expectRefused(pending);
    });
  }

  it('is refused at confirmation when whoever asked lost the authority by a path that did not void it', async () => {
    const pending = await pendingChange();
    // A membership written behind the application's back: nothing voided the link.
    await t.db
      .insert(companyUsers)
      .values({ tenant_id: tenantId, company_id: pending.other.id, user_id: pending.learner.id });
    expect(await liveChanges(pending.learner.id)).toHaveLength(1);
    await expectRefused(pending);
    // Refusing it used the link up: taking the membership away again does not bring it back.
    await t.db.delete(companyUsers).where(eq(companyUsers.company_id, pending.other.id));
    expect((await confirm(pending.link)).statusCode).toBe(422);
  });

  it('is refused at confirmation when whoever asked was deactivated meanwhile', async () => {
    const pending = await pendingChange();
    await t.db.update(users).set({ is_active: false }).where(eq(users.id, pending.manager.id));
    await expectRefused(pending);
  });
});
