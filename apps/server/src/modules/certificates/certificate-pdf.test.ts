import { certificateSchema } from '@academy/contracts/entities/certificate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/learning.ts';
import { languages, users } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { auth, buildUser, tokenFor } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';
import { pdfText } from './pdf-text-test-support.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
let nbCertificate: typeof certificates.$inferSelect;
let enCertificate: typeof certificates.$inferSelect;
let nbToken: string;
const nbName = 'Łukasz Ærø-Brænne Élodie';

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  const holder = await buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id });
  const [nb] = await t.db.select().from(languages).where(eq(languages.code, 'nb'));
  await t.db
    .update(users)
    .set({ first_name: 'Łukasz', last_name: 'Ærø-Brænne Élodie', preferred_language_id: nb.id })
    .where(eq(users.id, holder.id));
  nbToken = await tokenFor(t.db, holder);
  const course = async () => (await buildCourse(t.db, demo.tenantId, { lessons: 0 })).course;
  const [scaffolding, passwords] = [await course(), await course()];
  [nbCertificate, enCertificate] = await t.db
    .insert(certificates)
    .values([
      {
        tenant_id: demo.tenantId,
        user_id: holder.id,
        course_id: scaffolding.id,
        company_id: demo.nordlys.id,
        title: 'Sikring på stillas',
        certifier: null,
        issued_at: '2026-03-14T09:00:00Z',
      },
      {
        tenant_id: demo.tenantId,
        user_id: demo.user('learner').id,
        course_id: passwords.id,
        company_id: demo.nordlys.id,
        title: 'Password Hygiene Basics',
        certifier: 'Kari Nordmann, HSE',
        issued_at: '2026-01-02T10:00:00Z',
        expires_at: '2028-01-02T10:00:00Z',
      },
    ])
    .returning();
});
afterAll(() => t.close());

const pdf = (token: string | null, key: string, query = '') =>
  t.app.inject({
    url: `/api/v1/certificates/${key}/pdf${query}`,
    headers: token ? auth(token) : {},
  });

describe('certificate PDF', () => {
  it('renders the holder’s certificate inline, in their language, with every letter of their name', async () => {
    const response = await pdf(nbToken, nbCertificate.uuid);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="kursbevis-/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    // Chromium's PDF viewer refuses to render under the app's `object-src 'none'`.
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(nbName);
    expect(text).toContain('Kursbevis');
    expect(text).toContain('Sikring på stillas');
    expect(text).toContain('2026-03-14');
    expect(text).toContain('Utløper ikke');
    // The tenant's name is letter-spaced, which a reader may take for spaces between the letters.
    expect(text).toMatch(/A ?C ?A ?D ?E ?M ?Y/);
    // No certifier on the row: the tenant certifies.
    expect(text).toContain('Sertifisert av');
    expect(text.replace(/\s+/g, '')).toContain(
      `${t.config.publicUrl}/public/certificate/${nbCertificate.uuid}/${nbCertificate.id}`,
    );
  });

  it('prints English, the expiry date and the certifier for an English learner', async () => {
    const text = await pdfText((await pdf(tokens.learner, enCertificate.uuid)).rawPayload);
    expect(text).toContain('Certificate of completion');
    expect(text).toContain('Lene Larsen');
    expect(text).toContain('Password Hygiene Basics');
    expect(text).toContain('2026-01-02');
    expect(text).toContain('2028-01-02');
    expect(text).toContain('Kari Nordmann, HSE');
    expect(text).not.toContain('No expiry');
  });

  it('answers ?download=1 as an attachment with a readable file name', async () => {
    const response = await pdf(nbToken, nbCertificate.uuid, '?download=1');
    expect(response.statusCode).toBe(200);
    const disposition = response.headers['content-disposition'] as string;
    expect(disposition).toContain(
      'attachment; filename="kursbevis-sikring-pa-stillas-lukasz-aero-braenne-elodie-2026-03-14.pdf"',
    );
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1])).toBe(
      `kursbevis Sikring på stillas ${nbName} 2026-03-14.pdf`,
    );
  });

  it('is seen by whoever sees the certificate: the owner, its company’s managers, the holder’s department head, admins; others get 404', async () => {
    // learner@ (the holder) is in Nordlys / Sales, which head@ heads.
    for (const role of ['manager', 'head', 'admin', 'superAdmin'] as const)
      expect((await pdf(tokens[role], enCertificate.uuid)).statusCode).toBe(200);
    for (const role of ['fjordLearner', 'fjordManager', 'multi'] as const)
      expect((await pdf(tokens[role], enCertificate.uuid)).statusCode).toBe(404);
    expect((await pdf(nbToken, enCertificate.uuid)).statusCode).toBe(404);
    expect((await pdf(tokens.learner, 'not-a-uuid')).statusCode).toBe(404);
    expect((await pdf(null, enCertificate.uuid)).statusCode).toBe(401);
  });

  it('streams at the public link only when uuid and id name the same certificate', async () => {
    const open = (uuid: string, id: string | number) =>
      t.app.inject({ url: `/public/certificate/${uuid}/${id}` });
    const response = await open(nbCertificate.uuid, nbCertificate.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline;/);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(await pdfText(response.rawPayload)).toContain(nbName);

    expect((await open(nbCertificate.uuid, enCertificate.id)).statusCode).toBe(404);
    expect((await open(enCertificate.uuid, nbCertificate.id)).statusCode).toBe(404);
    expect((await open(nbCertificate.uuid, 'abc')).statusCode).toBe(404);
    expect((await open('00000000-0000-4000-8000-000000000000', nbCertificate.id)).statusCode).toBe(404);
    expect((await open('x', 1)).json()).toEqual({ message: 'The requested item was not found.' });
  });

  it('lists each certificate with its PDF path and public link', async () => {
    const response = await t.app.inject({ url: '/api/v1/certificates', headers: auth(tokens.learner) });
    const item = response.json().data.items.find((entry: { id: number }) => entry.id === enCertificate.id);
    certificateSchema.parse(item);
    expect(item).toMatchObject({
      id: enCertificate.id,
      pdf_url: `/api/v1/certificates/${enCertificate.uuid}/pdf`,
      public_url: `${t.config.publicUrl}/public/certificate/${enCertificate.uuid}/${enCertificate.id}`,
      issued_date: '2026-01-02',
      expiry_date: '2028-01-02',
    });
  });
});
