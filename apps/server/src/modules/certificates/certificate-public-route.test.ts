import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { certificates } from '../../db/schema/learning.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCertificate, buildCourse } from '../../test/content-factories.ts';
import { buildCompany, buildUser, demoTenant } from '../../test/factories.ts';

let t: TestApp;
let certificate: typeof certificates.$inferSelect;

// With the built web app present, every unknown path answers index.html: the public link must still stream.
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Academy</title>');
  t = await buildTestApp({ config: { webDist } });
  const tenant = await demoTenant(t.db);
  const company = await buildCompany(t.db, tenant.id);
  const learner = await buildUser(t.db, tenant.id, { companyId: company.id });
  const { course } = await buildCourse(t.db, tenant.id, { name: 'Ladder safety', lessons: 1 });
  certificate = await buildCertificate(t.db, tenant.id, {
    userId: learner.id,
    courseId: course.id,
    companyId: company.id,
    title: 'Ladder safety',
  });
});
afterAll(() => t.close());

describe('public certificate link beside the web app', () => {
  it('streams the PDF, not the SPA; a wrong id is a 404, not index.html', async () => {
    const response = await t.app.inject({ url: `/public/certificate/${certificate.uuid}/${certificate.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const wrong = await t.app.inject({
      url: `/public/certificate/${certificate.uuid}/${certificate.id + 1}`,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.headers['content-type']).toMatch(/application\/json/);
    expect((await t.app.inject({ url: '/certificates' })).body).toContain('<title>Academy</title>');
  });
});
