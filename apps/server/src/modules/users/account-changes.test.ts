import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyUsers, departmentUsers, mailOutbox, users, userTokens } from '../../db/schema/tenancy.ts';
import { unawaitedWorkSettled } from '../../platform/auth/unawaited-work.ts';
import type { MailMessage } from '../../platform/mail/mail-service.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildUser } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

/**
 * Issue 9 point 1: what changes a person in every company they belong to (e-mail, password, active flag,
 * name) needs authority over all of those companies, and an e-mail change only ever starts the
 * verify-email-update flow.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
});
afterAll(() => t.close());

const patch = (role: DemoRole, uuid: string, payload: Record<string, unknown>, headers = {}) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/users/${uuid}`,
    headers: auth(tokens[role], headers),
    payload,
  });
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const liveEmailTokens = (userId: number) =>
  t.db
    .select()
    .from(userTokens)
    .where(
      and(eq(userTokens.user_id, userId), eq(userTokens.purpose, 'email_update'), isNull(userTokens.used_at)),
    );
const mailsTo = (address: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, address));

/** Runs `work`, then waits for the mails it leaves to be sent, and returns what was handed to the mail service. */
async function sentDuring(work: () => Promise<unknown>) {
  const sendLater = vi.spyOn(t.app.services.mail, 'sendLater');
  try {
    const result = await work();
    await unawaitedWorkSettled();
    return { result, mails: sendLater.mock.calls.map(([message]) => message as MailMessage) };
  } finally {
    sendLater.mockRestore();
  }
}

describe('a user shared by two companies (multi@: Nordlys and Fjord)', () => {
  it('cannot be changed person-wide by a manager of only one of them: 403, nothing written, nothing sent', async () => {
    const multi = demo.user('multi');
    const before = await userRow(multi.id);
    const attempts: Record<string, unknown>[] = [
      { email: 'taken.over@example.test' },
      { first_name: 'Taken' },
      { last_name: 'Over' },
      { is_active: false },
      { password: 'a-new-password-123' },
      { email_core: false },
    ];
    for (const role of ['fjordManager', 'manager'] as const) {
      for (const payload of attempts) {
        const { result, mails } = await sentDuring(() => patch(role, multi.uuid, payload));
        const response = result as Awaited<ReturnType<typeof patch>>;
        expect(response.statusCode, `${role} ${JSON.stringify(payload)}`).toBe(403);
        expect(response.json()).toEqual({
          message: 'Access denied. You might need to log out and log back in.',
        });
        expect(mails).toEqual([]);
      }
    }
    const nb = await patch('fjordManager', multi.uuid, { first_name: 'Taken' }, { 'accept-language': 'nb' });
    expect(nb.json().message).toBe('Ingen tilgang. Du må kanskje logge ut og logge inn igjen.');
    expect(await userRow(multi.id)).toEqual(before);
    expect(await liveEmailTokens(multi.id)).toEqual([]);
  });

  it('shows that manager what they may do: view, but not update, delete or reset the password', async () => {
    const response = await t.app.inject({
      url: `/api/v1/users/${demo.user('multi').uuid}`,
      headers: auth(tokens.fjordManager),
    });
    expect(response.json().data.item.abilities).toEqual({
      view: true,
      update: false,
      delete: false,
      resetPassword: false,
      impersonate: false,
      manageCompanies: false,
      assignRole: false,
      // Their own company's membership (user/manager, leaving it) is theirs to change.
      manageMembership: true,
    });
  });

  it("lets that manager change only their own company's membership and departments", async () => {
    const multi = demo.user('multi');
    const leaveDrivers = await t.app.inject({
      method: 'POST',
      url: `/api/v1/departments/${demo.drivers.uuid}/detach/users?detachable=${multi.id}`,
      headers: auth(tokens.fjordManager),
    });
    expect(leaveDrivers.statusCode).toBe(200);
    const leaveFjord = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${demo.fjord.uuid}/detach/users?detachable=${multi.id}`,
      headers: auth(tokens.fjordManager),
    });
    expect(leaveFjord.statusCode).toBe(200);
    const memberships = await t.db.select().from(companyUsers).where(eq(companyUsers.user_id, multi.id));
    expect(memberships.map((row) => row.company_id)).toEqual([demo.nordlys.id]);
    const departments = await t.db
      .select()
      .from(departmentUsers)
      .where(eq(departmentUsers.user_id, multi.id));
    expect(departments.map((row) => row.department_id)).toEqual([demo.operations.id]);
    // Now Nordlys alone holds multi@: its manager has authority over the whole person.
    const rename = await patch('manager', multi.uuid, { first_name: 'Mia-Kristin' });
    expect(rename.statusCode).toBe(200);
    expect((await userRow(multi.id)).first_name).toBe('Mia-Kristin');
  });
});

describe('an e-mail change', () => {
  it('never applies at once: it mails a link to the new address and tells the old one, in the user’s language', async () => {
    // fjord.learner prefers Norwegian; the administrator asks in English.
    const learner = demo.user('fjordLearner');
    const { result, mails } = await sentDuring(() =>
      patch('admin', learner.uuid, { email: 'Frida.New@Example.test' }),
    );
    const response = result as Awaited<ReturnType<typeof patch>>;
    expect(response.statusCode).toBe(200);
    expect(response.json().data.item).toMatchObject({
      email: 'fjord.learner@academy.test',
      pending_email: 'frida.new@example.test',
    });
    expect((await userRow(learner.id)).email).toBe('fjord.learner@academy.test');

    expect(mails.map((mail) => [mail.template.name, mail.to, mail.locale])).toEqual([
      ['email-update', 'frida.new@example.test', 'nb'],
      ['email-update-notice', 'fjord.learner@academy.test', 'nb'],
    ]);
    expect(await mailsTo('fjord.learner@academy.test')).toMatchObject([
      { template: 'email-update-notice', subject: 'Det er bedt om å endre e-postadressen din' },
    ]);
    const link = (mails[0].data as { link: string }).link;
    expect(link).toMatch(
      new RegExp(`^${t.config.publicUrl}/verify-email-update/[^/]+/frida\\.new%40example\\.test$`),
    );

    // The round trip of the guest page /verify-email-update/:token/:email.
    const [, token, email] = /\/verify-email-update\/([^/]+)\/([^/]+)$/.exec(link)!;
    const body = { token, email: decodeURIComponent(email) };
    const valid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/validate-verify-email-update',
      payload: body,
    });
    expect(valid.json().data.item).toEqual({ email: 'frida.new@example.test' });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/confirmed-verify-email-update',
      payload: body,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await userRow(learner.id)).email).toBe('frida.new@example.test');
    const after = await t.app.inject({ url: `/api/v1/users/${learner.uuid}`, headers: auth(tokens.admin) });
    expect(after.json().data.item).toMatchObject({ email: 'frida.new@example.test', pending_email: null });
  });

  it('goes the same way when the user changes their own address', async () => {
    const manager = demo.user('manager');
    const { result, mails } = await sentDuring(() =>
      patch('manager', manager.uuid, { email: 'manager.new@example.test' }),
    );
    expect((result as Awaited<ReturnType<typeof patch>>).statusCode).toBe(200);
    expect((await userRow(manager.id)).email).toBe('manager@academy.test');
    expect(mails.map((mail) => [mail.template.name, mail.to, mail.locale])).toEqual([
      ['email-update', 'manager.new@example.test', 'en'],
      ['email-update-notice', 'manager@academy.test', 'en'],
    ]);
  });

  it('tells a manager nothing about who else has the address, and mails that person nothing', async () => {
    const learner = await buildUser(t.db, demo.tenantId, { companyId: demo.fjord.id });
    const other = await buildUser(t.db, demo.tenantId, { companyId: demo.fjord.id });
    const free = await sentDuring(() =>
      patch('fjordManager', learner.uuid, { email: 'nobody.yet@example.test' }),
    );
    // head@ belongs to Nordlys only: Fjord's manager cannot see that account.
    const taken = await sentDuring(() => patch('fjordManager', other.uuid, { email: 'HEAD@academy.test' }));
    const answer = (sent: typeof free) => sent.result as Awaited<ReturnType<typeof patch>>;
    expect(answer(taken).statusCode).toBe(200);
    expect(answer(free).statusCode).toBe(200);
    expect(answer(taken).json().data.item.pending_email).toBe('head@academy.test');
    expect(answer(taken).json().data.meta.message).toBe(answer(free).json().data.meta.message);
    expect(taken.mails.map((mail) => [mail.template.name, mail.to])).toEqual([
      ['email-update-notice', other.email],
    ]);
    expect(free.mails.map((mail) => mail.template.name)).toEqual(['email-update', 'email-update-notice']);
  });

  it('tells an administrator, who sees every user, that the address is taken', async () => {
    const { result, mails } = await sentDuring(() =>
      patch('admin', demo.user('learner').uuid, { email: 'head@academy.test' }, { 'accept-language': 'nb' }),
    );
    const response = result as Awaited<ReturnType<typeof patch>>;
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Det finnes allerede en bruker med denne e-postadressen.'],
    });
    expect(mails).toEqual([]);
    expect(await liveEmailTokens(demo.user('learner').id)).toEqual([]);
  });

  it('sends nothing when the update that asked for it fails and is rolled back', async () => {
    const learner = await buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id });
    // Something after the address was handled fails, so the whole update is rolled back.
    const failing = vi.spyOn(t.app.services.actors, 'forgetUser').mockImplementationOnce(() => {
      throw new Error('simulated failure after the e-mail change was prepared');
    });
    try {
      const { result, mails } = await sentDuring(() =>
        patch('manager', learner.uuid, { email: 'rolled.back@example.test', first_name: 'Rolled' }),
      );
      expect((result as Awaited<ReturnType<typeof patch>>).statusCode).toBe(500);
      expect(mails).toEqual([]);
    } finally {
      failing.mockRestore();
    }
    expect(await liveEmailTokens(learner.id)).toEqual([]);
    expect((await userRow(learner.id)).first_name).toBe('Test');
  });
});
