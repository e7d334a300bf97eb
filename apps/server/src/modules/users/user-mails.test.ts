import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companies, incidents, mailOutbox, users } from '../../db/schema/tenancy.ts';
import { unawaitedWorkSettled } from '../../platform/auth/unawaited-work.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildCompany, buildUser, tokenFor } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';
import { welcomeCreatedAccounts } from './index.ts';

/**
 * The mails a manager's work on people sends (issue 14): the password reset they send someone, and the welcome of
 * an account they create, with a link to choose a password — both through the outbox, in the person's language.
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

const outboxTo = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.id));

describe('password reset sent by a manager', () => {
  const sendReset = (token: string, user: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${user}/password-reset-mail`,
      headers: auth(token, headers),
    });

  it('mails the person a reset link in their language, and records who sent it', async () => {
    const learner = await buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id });
    const sendLater = vi.spyOn(t.app.services.mail, 'sendLater');
    const response = await sendReset(tokens.manager, learner.uuid, { 'accept-language': 'nb' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe(
      `En lenke for å tilbakestille passordet er sendt til ${learner.email}.`,
    );
    const [mail] = await outboxTo(learner.email);
    expect(mail).toMatchObject({ template: 'password-reset', locale: 'nb', status: 'sent' });
    expect(mail.idempotency_key).toMatch(/^password-reset:/);
    const link = (sendLater.mock.calls.at(-1)![0].data as { link: string }).link;
    sendLater.mockRestore();
    const [, token] = /\/reset-password\/([^/]+)\//.exec(link)!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: {
        email: learner.email,
        token,
        password: 'a-new-password-1',
        password_confirmation: 'a-new-password-1',
      },
    });
    expect(reset.statusCode).toBe(200);
    const [recorded] = await t.db
      .select()
      .from(incidents)
      .where(
        and(
          eq(incidents.event, 'users.password_reset_sent'),
          eq(incidents.target, `users:${learner.uuid}|user`),
        ),
      );
    expect(recorded.user_id).toBe(demo.user('manager').id);
  });

  it('says why no mail can go: core e-mails off, e-mails disabled for the company, a disabled account', async () => {
    const coreOff = await buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id });
    await t.db.update(users).set({ email_core: false }).where(eq(users.id, coreOff.id));
    const refused = await sendReset(tokens.manager, coreOff.uuid);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      email_core: ['Password e-mails are core e-mails, and this person has turned core e-mails off.'],
    });

    const inactive = await buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id });
    await t.db.update(users).set({ is_active: false }).where(eq(users.id, inactive.id));
    expect((await sendReset(tokens.manager, inactive.uuid)).json().errors).toHaveProperty('is_active');

    const muted = await buildCompany(t.db, demo.tenantId);
    await t.db
      .update(companies)
      .set({ settings: { ...muted.settings, emails_disabled: true } })
      .where(eq(companies.id, muted.id));
    const mutedManager = await buildUser(t.db, demo.tenantId, { companyId: muted.id, isManager: true });
    const person = await buildUser(t.db, demo.tenantId, { companyId: muted.id });
    const blocked = await sendReset(await tokenFor(t.db, mutedManager), person.uuid, {
      'accept-language': 'nb',
    });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().errors).toEqual({
      company: ['E-post er slått av for denne bedriften, så ingen passord-e-post kan sendes.'],
    });
    for (const who of [coreOff, inactive, person]) expect(await outboxTo(who.email)).toEqual([]);
  });

  it('is for managers of all the person’s companies and administrators; nobody else reaches the person', async () => {
    const learner = demo.user('learner');
    expect((await sendReset(tokens.fjordManager, learner.uuid)).statusCode).toBe(404);
    expect((await sendReset(tokens.learner, demo.user('manager').uuid)).statusCode).toBe(404);
    expect((await sendReset(tokens.manager, demo.user('manager').uuid)).statusCode).toBe(403);
    // multi@ also belongs to Fjord: the Nordlys manager has no authority over the whole account.
    expect((await sendReset(tokens.manager, demo.user('multi').uuid)).statusCode).toBe(403);
    expect((await sendReset(tokens.admin, demo.user('multi').uuid)).statusCode).toBe(200);
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${learner.uuid}/password-reset-mail`,
    });
    expect(guest.statusCode).toBe(401);
  });

  it('sends at most three an hour to one person', async () => {
    const learner = await buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id });
    for (let i = 0; i < 3; i += 1)
      expect((await sendReset(tokens.manager, String(learner.id))).statusCode).toBe(200);
    expect((await sendReset(tokens.admin, String(learner.id))).statusCode).toBe(429);
    expect(await outboxTo(learner.email)).toHaveLength(3);
  });
});

describe('welcome of an account a manager creates', () => {
  const create = (token: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users', headers: auth(token, headers), payload });

  it('mails the new person a link to choose a password, valid a week, in the creator’s language', async () => {
    const sendLater = vi.spyOn(t.app.services.mail, 'sendLater');
    const response = await create(
      tokens.manager,
      { first_name: 'Vera', last_name: 'Vik', email: 'vera.vik@example.test', company_id: demo.nordlys.uuid },
      { 'accept-language': 'nb' },
    );
    expect(response.statusCode).toBe(202);
    await unawaitedWorkSettled();
    const [mail] = await outboxTo('vera.vik@example.test');
    expect(mail).toMatchObject({
      template: 'account-created',
      subject: 'Kontoen din hos Academy',
      locale: 'nb',
      status: 'sent',
    });
    const link = (sendLater.mock.calls.at(-1)![0].data as { link: string }).link;
    sendLater.mockRestore();
    const [, token] = /\/reset-password\/([^/]+)\/vera.vik%40example.test$/.exec(link)!;
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: {
        email: 'vera.vik@example.test',
        token,
        password: 'vera-chose-this',
        password_confirmation: 'vera-chose-this',
      },
    });
    expect(chosen.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'vera.vik@example.test', password: 'vera-chose-this' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('welcomes an administrator’s new user too, and nobody of a company with e-mails disabled', async () => {
    expect(
      (await create(tokens.admin, { first_name: 'Ada', last_name: 'Admin', email: 'ada.new@example.test' }))
        .statusCode,
    ).toBe(201);
    const muted = await buildCompany(t.db, demo.tenantId);
    await t.db
      .update(companies)
      .set({ settings: { ...muted.settings, emails_disabled: true } })
      .where(eq(companies.id, muted.id));
    const mutedManager = await buildUser(t.db, demo.tenantId, { companyId: muted.id, isManager: true });
    expect(
      (
        await create(await tokenFor(t.db, mutedManager), {
          first_name: 'Stille',
          last_name: 'Person',
          email: 'stille.person@example.test',
          company_id: muted.id,
        })
      ).statusCode,
    ).toBe(202);
    await unawaitedWorkSettled();
    expect(await outboxTo('ada.new@example.test')).toEqual([
      expect.objectContaining({ template: 'account-created', subject: 'Your account at Academy' }),
    ]);
    expect(await outboxTo('stille.person@example.test')).toEqual([]);
  });

  it('welcomes many new accounts at once (an import after its commit): each once, none of a muted company', async () => {
    const people = await Promise.all(
      Array.from({ length: 30 }, () => buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id })),
    );
    const muted = await buildCompany(t.db, demo.tenantId);
    await t.db
      .update(companies)
      .set({ settings: { ...muted.settings, emails_disabled: true } })
      .where(eq(companies.id, muted.id));
    const quiet = await buildUser(t.db, demo.tenantId, { companyId: muted.id });
    const userIds = [...people.map((person) => person.id), quiet.id];
    await welcomeCreatedAccounts(t.app.services, { userIds, locale: 'nb' });
    // Asked twice (a retried import): the second time finds every welcome already recorded.
    await welcomeCreatedAccounts(t.app.services, { userIds, locale: 'nb' });
    const welcomes = await t.db
      .select({ to: mailOutbox.to, status: mailOutbox.status, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.template, 'account-created'),
          inArray(
            mailOutbox.to,
            [...people, quiet].map((p) => p.email),
          ),
        ),
      );
    expect(welcomes).toHaveLength(30);
    expect(new Set(welcomes.map((mail) => mail.to))).toEqual(new Set(people.map((person) => person.email)));
    expect(
      welcomes.every((mail) => mail.status === 'sent' && mail.subject === 'Kontoen din hos Academy'),
    ).toBe(true);
  });

  it('invites an existing account instead of welcoming it', async () => {
    const response = await create(tokens.manager, {
      first_name: 'Fjord',
      last_name: 'Learner',
      email: 'fjord.learner@academy.test',
      company_id: demo.nordlys.id,
    });
    expect(response.statusCode).toBe(202);
    await unawaitedWorkSettled();
    const templates = (await outboxTo('fjord.learner@academy.test')).map((mail) => mail.template);
    expect(templates).toContain('company-invitation');
    expect(templates).not.toContain('account-created');
  });
});
