import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  companies,
  companyInvitations,
  companyUsers,
  departmentUsers,
  incidents,
  users,
} from '../../db/schema/tenancy.ts';
import { unawaitedWorkSettled } from '../../platform/auth/unawaited-work.ts';
import type { MailMessage } from '../../platform/mail/mail-service.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

/**
 * Issue 9 point 6: a manager who adds a person by an address that already has an account in another company
 * learns nothing of that account. Its owner is invited instead, and joins by accepting the mailed link.
 */
const clock = createTestClock();
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
});
afterAll(() => t.close());

const create = (role: DemoRole, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users', headers: auth(tokens[role], headers), payload });
const guest = (
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) => t.app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload, headers, remoteAddress });
const userByEmail = async (email: string) =>
  (await t.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0];
const companiesOf = async (userId: number) =>
  (await t.db.select().from(companyUsers).where(eq(companyUsers.user_id, userId))).map(
    (row) => row.company_id,
  );

async function sentDuring<T>(work: () => Promise<T>) {
  const sendLater = vi.spyOn(t.app.services.mail, 'sendLater');
  try {
    const result = await work();
    await unawaitedWorkSettled();
    return { result, mails: sendLater.mock.calls.map(([message]) => message as MailMessage) };
  } finally {
    sendLater.mockRestore();
  }
}

/** The answer without what differs between any two answers (the response's own id). */
const comparable = (response: Awaited<ReturnType<typeof create>>, typedEmail: string) => ({
  status: response.statusCode,
  body: JSON.parse(response.body.replaceAll(typedEmail, '<typed address>'), (key, value) =>
    key === 'uuid' && typeof value === 'string' && value !== demo.fjord.uuid ? '<response id>' : value,
  ),
});

const person = (email: string) => ({
  first_name: 'Lene',
  last_name: 'Larsen',
  email,
  company_id: demo.fjord.uuid,
  department_ids: [demo.drivers.id],
});

describe('a manager adding someone who already has an account in another company (learner@, Nordlys)', () => {
  it('gets the same answer as for a new address, and the owner gets an invitation in their language', async () => {
    const fresh = await sentDuring(() => create('fjordManager', person('brand.new@example.test')));
    const existing = await sentDuring(() => create('fjordManager', person('learner@academy.test')));

    expect(comparable(existing.result, 'learner@academy.test')).toEqual(
      comparable(fresh.result, 'brand.new@example.test'),
    );
    expect(existing.result.statusCode).toBe(202);
    expect(existing.result.json().data).toMatchObject({
      item: {
        email: 'learner@academy.test',
        first_name: 'Lene',
        last_name: 'Larsen',
        company: { uuid: demo.fjord.uuid, header: 'Fjord Logistics' },
      },
      meta: {
        relations: ['users'],
        message:
          'Lene Larsen now has a new account in Fjord Logistics, and a welcome e-mail with a link to choose a password is on its way to learner@academy.test. (If learner@academy.test already belongs to an account you cannot see, that account is left as it is: its owner is e-mailed an invitation to join Fjord Logistics and appears in your list once they accept.)',
      },
    });
    expect(existing.result.body).not.toContain(demo.user('learner').uuid);

    // The new address is a new Fjord user; the existing account is untouched until its owner accepts.
    const created = await userByEmail('brand.new@example.test');
    expect(await companiesOf(created.id)).toEqual([demo.fjord.id]);
    // Each gets one mail: the new person a welcome with a link to choose a password, the owner an invitation.
    expect(fresh.mails.map((mail) => [mail.template.name, mail.to, mail.locale])).toEqual([
      ['account-created', 'brand.new@example.test', 'en'],
    ]);
    const learner = demo.user('learner');
    expect(await companiesOf(learner.id)).toEqual([demo.nordlys.id]);
    expect(existing.mails.map((mail) => [mail.template.name, mail.to, mail.locale])).toEqual([
      ['company-invitation', 'learner@academy.test', 'en'],
    ]);
    const [invitation] = await t.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.user_id, learner.id));
    expect(invitation).toMatchObject({
      company_id: demo.fjord.id,
      invited_by_id: demo.user('fjordManager').id,
      department_ids: [demo.drivers.id],
      accepted_at: null,
    });
    const [event] = await t.db
      .select()
      .from(incidents)
      .where(and(eq(incidents.event, 'users.invited'), eq(incidents.user_id, demo.user('fjordManager').id)));
    expect(event.target).toBe(`users:${learner.uuid}|user`);

    // Fjord's manager still cannot see learner@.
    const seen = await t.app.inject({
      url: `/api/v1/users/${learner.uuid}`,
      headers: auth(tokens.fjordManager),
    });
    expect(seen.statusCode).toBe(404);

    // The owner follows the link: /company-invitation/:token.
    const link = (existing.mails[0].data as { link: string }).link;
    const token = new RegExp(`^${t.config.publicUrl}/company-invitation/([^/]+)$`).exec(link)![1];
    const check = await guest('validate-company-invitation', { token }, { 'accept-language': 'nb' });
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({
      item: { company: 'Fjord Logistics', email: 'learner@academy.test' },
      message: 'Godta invitasjonen for å bli med i Fjord Logistics.',
    });
    expect(await companiesOf(learner.id)).toEqual([demo.nordlys.id]);

    const accepted = await guest('accept-company-invitation', { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.message).toBe('You have joined Fjord Logistics.');
    expect((await companiesOf(learner.id)).sort()).toEqual([demo.nordlys.id, demo.fjord.id].sort());
    const inDrivers = await t.db
      .select()
      .from(departmentUsers)
      .where(
        and(eq(departmentUsers.user_id, learner.id), eq(departmentUsers.department_id, demo.drivers.id)),
      );
    expect(inDrivers).toHaveLength(1);
    const now = await t.app.inject({
      url: `/api/v1/users/${learner.uuid}`,
      headers: auth(tokens.fjordManager),
    });
    expect(now.statusCode).toBe(200);

    const again = await guest('accept-company-invitation', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['This invitation link is invalid or has expired.'] });
  });

  it('says, in nb, that no welcome mail went out when the company has e-mails off: the same for an unseen account', async () => {
    const [fjord] = await t.db.select().from(companies).where(eq(companies.id, demo.fjord.id));
    await t.db
      .update(companies)
      .set({ settings: { ...fjord.settings, emails_disabled: true } })
      .where(eq(companies.id, fjord.id));
    try {
      const nb = { 'accept-language': 'nb' };
      const fresh = await sentDuring(() => create('fjordManager', person('stille.ny@example.test'), nb));
      const existing = await sentDuring(() => create('fjordManager', person('manager@academy.test'), nb));
      expect(comparable(existing.result, 'manager@academy.test')).toEqual(
        comparable(fresh.result, 'stille.ny@example.test'),
      );
      expect(fresh.result.json().data.meta.message).toBe(
        'Lene Larsen har fått en ny konto i Fjord Logistics. Ingen velkomst-e-post blir sendt (e-post er slått av for bedriften): personen velger passord med «Glemt passordet?» på innloggingssiden. (Hvis stille.ny@example.test allerede hører til en konto du ikke kan se, blir den kontoen ikke endret: eieren får en invitasjon på e-post til å bli med i Fjord Logistics og vises i listen din når invitasjonen er godtatt.)',
      );
      // What the message says: the new account exists, and no welcome went out.
      expect(await companiesOf((await userByEmail('stille.ny@example.test')).id)).toEqual([demo.fjord.id]);
      expect(fresh.mails).toEqual([]);
    } finally {
      await t.db.update(companies).set({ settings: fjord.settings }).where(eq(companies.id, fjord.id));
    }
  });

  it('tells the manager plainly when the address belongs to someone they already see', async () => {
    const response = await create('fjordManager', person('FJORD.learner@academy.test'), {
      'accept-language': 'nb',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Det finnes allerede en bruker med denne e-postadressen.'],
    });
  });

  it('checks the rest of the form the same way for every address, before looking at it', async () => {
    for (const email of ['head@academy.test', 'not.there@example.test']) {
      const foreignCompany = await create('fjordManager', {
        ...person(email),
        company_id: demo.nordlys.uuid,
      });
      expect(foreignCompany.statusCode).toBe(422);
      expect(foreignCompany.json().errors).toEqual({ company_id: ['The selected item does not exist.'] });
      const foreignDepartment = await create('fjordManager', {
        ...person(email),
        department_ids: [demo.sales.id],
      });
      expect(foreignDepartment.json().errors).toEqual({
        department_ids: ['The selected item does not exist.'],
      });
    }
    expect(await userByEmail('not.there@example.test')).toBeUndefined();
    expect(
      await t.db
        .select()
        .from(companyInvitations)
        .where(eq(companyInvitations.user_id, demo.user('head').id)),
    ).toEqual([]);
  });

  it('lets an administrator, who sees everyone, create directly or hear that the address exists', async () => {
    const created = await create('admin', {
      first_name: 'Ada',
      last_name: 'Admin',
      email: 'ada@example.test',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.item).toMatchObject({ email: 'ada@example.test', header: 'Ada Admin' });
    expect(created.json().data.meta.message).toBe('User created.');
    const taken = await create('admin', {
      first_name: 'Ada',
      last_name: 'Again',
      email: 'head@academy.test',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['An user already exists with this email.'] });
  });

  it('takes a multipart form like every other create, and refuses files', async () => {
    const boundary = 'academy-test-boundary';
    const fields = {
      first_name: 'Form',
      last_name: 'Person',
      email: 'form.person@example.test',
      company_id: demo.fjord.uuid,
    };
    const body = `${Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('')}--${boundary}--\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: auth(tokens.fjordManager, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
      payload: body,
    });
    expect(response.statusCode).toBe(202);
    expect(await companiesOf((await userByEmail('form.person@example.test')).id)).toEqual([demo.fjord.id]);

    const withFile = body
      .replace('form.person@example.test', 'form.file@example.test')
      .replace(
        `--${boundary}--`,
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n--${boundary}--`,
      );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: auth(tokens.fjordManager, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
      payload: withFile,
    });
    expect([413, 422]).toContain(refused.statusCode);
    expect(await userByEmail('form.file@example.test')).toBeUndefined();
  });

  it('refuses an expired invitation link, changing nothing', async () => {
    const { mails } = await sentDuring(() => create('fjordManager', person('head@academy.test')));
    // Picked by its template: a job of the app may queue another mail meanwhile.
    const invitation = mails.find((mail) => mail.template.name === 'company-invitation');
    if (!invitation)
      throw new Error(`no invitation among ${mails.map((mail) => mail.template.name).join(', ')}`);
    expect(invitation.to).toBe('head@academy.test');
    const token = /\/company-invitation\/([^/]+)$/.exec((invitation.data as { link: string }).link)![1];
    clock.advanceDays(15);
    try {
      const late = await guest('accept-company-invitation', { token });
      expect(late.statusCode).toBe(422);
      expect(late.json().errors).toEqual({ token: ['This invitation link is invalid or has expired.'] });
    } finally {
      clock.set(new Date());
    }
    expect(await companiesOf(demo.user('head').id)).toEqual([demo.nordlys.id]);
    const unknown = await guest('validate-company-invitation', { token: 'not-a-token' });
    expect(unknown.statusCode).toBe(422);
  });

  it('throttles guessing of invitation links from one address, both steps counted together', async () => {
    const ip = '10.0.9.1';
    const perIpLimit = t.config.loginRateLimit * 5;
    for (let attempt = 0; attempt < perIpLimit; attempt += 1) {
      const step = attempt % 2 === 0 ? 'validate-company-invitation' : 'accept-company-invitation';
      const guessed = await guest(step, { token: `guess-${attempt}` }, {}, ip);
      expect(guessed.statusCode).toBe(422);
    }
    const throttled = await guest(
      'accept-company-invitation',
      { token: 'one-more' },
      { 'accept-language': 'nb' },
      ip,
    );
    expect(throttled.statusCode).toBe(429);
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(throttled.json()).toEqual({
      message: `For mange forsøk. Vent ${retryAfter} sekunder og prøv igjen.`,
    });
    // Another address is let through.
    expect((await guest('validate-company-invitation', { token: 'x' }, {}, '10.0.9.2')).statusCode).toBe(422);
  });
});
