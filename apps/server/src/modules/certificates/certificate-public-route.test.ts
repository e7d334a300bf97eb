import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/learning.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { demoRows } from '../enrollments/learning-test-support.ts';

let t: TestApp;
let certificate: typeof certificates.$inferSelect;

// With the built web app present, every unknown path answers index.html: the public link must still stream.
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Academy</title>');
  t = await buildTestApp({ config: { webDist } });
  const demo = await demoRows(t.db);
  [certificate] = await t.db
    .insert(certificates)
    .values({
      tenant_id: demo.tenantId,
      user_id: demo.user('learner').id,
      course_id: demo.course('WS-101').id,
      title: 'Workplace Safety',
    })
    .returning();
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
