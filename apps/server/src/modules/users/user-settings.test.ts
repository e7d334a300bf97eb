import { itemEnvelope } from '@academy/contracts/common/envelope';
import { userSettingsSchema } from '@academy/contracts/entities/user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, incidents, mailOutbox, users } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
});
afterAll(() => t.close());

const settings = (role: DemoRole, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/v1/users/me/settings', headers: auth(tokens[role], headers) });
const change = (role: DemoRole, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/users/me/settings',
    headers: auth(tokens[role], headers),
    payload,
  });
const resetMail = (role: DemoRole, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/me/password-reset-mail',
    headers: auth(tokens[role], headers),
  });
const stored = async (role: DemoRole) =>
  (
    await t.db
      .select()
      .from(users)
      .where(eq(users.id, demo.user(role).id))
  )[0];

describe('user settings (users/settings)', () => {
  it('shows a learner their details read-only, with companies, departments and preferences', async () => {
    const response = await settings('learner');
    expect(response.statusCode).toBe(200);
    const item = itemEnvelope(userSettingsSchema).parse(response.json()).data.item;
    expect(item).toMatchObject({
      uuid: demo.user('learner').uuid,
      name: 'Lene Larsen',
      email: 'learner@academy.test',
      companies: [{ header: 'Nordlys AS', is_manager: false }],
      can_edit_personal_details: false,
      email_preferences: { core: true },
      preferred_language: null,
      can_request_password_reset: true,
    });
    expect(item.departments.map((department) => department.company_id)).toEqual(
      item.departments.map(() => demo.nordlys.id),
    );
    expect((await t.app.inject({ url: '/api/v1/users/me/settings' })).statusCode).toBe(401);
  });

  it('lets managers and admins edit their personal details (elsewhere), never learners', async () => {
    for (const role of ['manager', 'fjordManager', 'admin', 'superAdmin'] as const)
      expect((await settings(role)).json().data.item.can_edit_personal_details).toBe(true);
    for (const role of ['learner', 'fjordLearner', 'head'] as const)
      expect((await settings(role)).json().data.item.can_edit_personal_details).toBe(false);
  });

  it('offers the expiry-digest switch only to managers of a company with the expiry_digest permission', async () => {
    const available = async (role: DemoRole) =>
      itemEnvelope(userSettingsSchema).parse((await settings(role)).json()).data.item.expiry_digest_available;
    const setNordlys = (values: Partial<typeof companies.$inferInsert>) =>
      t.db.update(companies).set(values).where(eq(companies.id, demo.nordlys.id));
    // Without the permission no one receives the digest, so no one is offered the switch.
    expect(await available('manager')).toBe(false);
    await setNordlys({ permissions: { ...demo.nordlys.permissions, expiry_digest: true } });
    try {
      expect(await available('manager')).toBe(true);
      // Learners, heads and the manager of another company do not get Nordlys' digest.
      for (const role of ['learner', 'head', 'fjordManager'] as const)
        expect(await available(role)).toBe(false);
      // E-mails switched off for the company: the digest is not sent, so the switch would promise nothing.
      await setNordlys({ settings: { ...demo.nordlys.settings, emails_disabled: true } });
      expect(await available('manager')).toBe(false);
    } finally {
      await setNordlys({ permissions: demo.nordlys.permissions, settings: demo.nordlys.settings });
    }
  });

  it('saves e-mail and language preferences, answering in the language just chosen', async () => {
    const response = await change('learner', {
      email_preferences: { marketing: true, course: false },
      preferred_language: 'nb',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.meta).toMatchObject({
      message: 'Innstillingene dine er lagret.',
      relations: ['users', 'context'],
    });
    expect(response.json().data.item).toMatchObject({
      email_preferences: { core: true, course: false, marketing: true },
      preferred_language: 'nb',
    });
    expect(await stored('learner')).toMatchObject({ email_marketing: true, email_course: false });
    // The next request speaks Norwegian without an Accept-Language header.
    const context = await t.app.inject({ url: '/api/v1/context', headers: auth(tokens.learner) });
    expect(context.json().data.item.user_language.code).toBe('nb');

    const back = await change('learner', { preferred_language: null, email_course: true });
    expect(back.json().data.item).toMatchObject({
      preferred_language: null,
      email_preferences: { course: true, marketing: true },
    });
    const [audit] = await t.db.select().from(incidents).where(eq(incidents.event, 'users.updated'));
    expect(audit).toMatchObject({ user_id: demo.user('learner').id });
  });

  it('refuses name or e-mail changes and unknown languages with 422, changing nothing', async () => {
    const renamed = await change('learner', { first_name: 'Lena', email: 'x@example.test' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({
      first_name: ['This field is not allowed.'],
      email: ['This field is not allowed.'],
    });
    const unknown = await change('learner', { preferred_language: 'de' });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['preferred_language']);
    expect(await stored('learner')).toMatchObject({ first_name: 'Lene', email: 'learner@academy.test' });
  });
});

describe('password-reset mail from the settings', () => {
  const outbox = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  it('mails the reset link to the user’s own address', async () => {
    const response = await resetMail('head');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe(
      'We have sent a link to reset your password to head@academy.test.',
    );
    const mails = await outbox('head@academy.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'password-reset' });
  });

  it('refuses with a clear 422 when core e-mails are off, and sends nothing', async () => {
    await change('fjordLearner', { email_core: false });
    const response = await resetMail('fjordLearner', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(422);
    // Fjord's learner prefers Norwegian: the answer is in their language.
    expect(response.json().message).toMatch(/^E-post om passord er viktige e-poster/);
    expect(Object.keys(response.json().errors)).toEqual(['email_core']);
    expect(await outbox('fjord.learner@academy.test')).toHaveLength(0);
    expect((await settings('fjordLearner')).json().data.item.can_request_password_reset).toBe(false);
  });

  it('is throttled per user after three mails an hour', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await resetMail('multi')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await outbox('multi@academy.test')).toHaveLength(3);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/users/me/password-reset-mail' })).statusCode,
    ).toBe(401);
  });
});
