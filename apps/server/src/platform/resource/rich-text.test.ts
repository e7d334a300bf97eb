import { eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, lessons } from '../../db/schema/content.ts';
import { demoTokens, type Role, requests } from '../../modules/courses/content-test-support.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildBlock } from '../../test/catalogue-factories.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { demoTenant } from '../../test/factories.ts';
import { sanitizeRichText } from './rich-text.ts';

const attack =
  '<p onclick="steal()">Welcome <script>steal()</script><img src="x" onerror="steal()">' +
  '<a href="javascript:steal()">link</a><iframe src="https://evil.test"></iframe></p>';

describe('sanitizeRichText', () => {
  it('removes scripts, event handlers, frames and javascript: links', () => {
    const clean = sanitizeRichText(attack);
    expect(clean).toBe('<p>Welcome <img src="x" /><a>link</a></p>');
  });

  it('keeps the formatting authors use', () => {
    const html =
      '<h2>Fire safety</h2><p><strong>Always</strong> know <em>two</em> exits.</p>' +
      '<ul><li>One</li></ul><table><tr><td colspan="2">A</td></tr></table>' +
      '<p><a href="https://example.test/guide" title="Guide">guide</a> <img src="https://example.test/a.png" alt="Exit" /></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('gives links that open a new tab no handle on the opener', () => {
    expect(sanitizeRichText('<a href="https://example.test" target="_blank">x</a>')).toBe(
      '<a href="https://example.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('refuses data: and protocol-relative images', () => {
    expect(
      sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=" /><img src="//evil.test/a.png" />'),
    ).toBe('<img /><img />');
  });
});

describe('rich text through the resource engine', () => {
  let t: TestApp;
  let tokens: Record<Role, string>;
  let http: ReturnType<typeof requests>;
  beforeAll(async () => {
    t = await buildTestApp();
    tokens = await demoTokens(t);
    http = requests(t);
  });
  afterAll(() => t.close());

  it('names only real columns as rich text', () => {
    for (const definition of t.app.services.resources.all) {
      const columns = Object.keys(getTableColumns(definition.table));
      for (const field of definition.richText ?? []) expect(columns, definition.segment).toContain(field);
    }
  });

  it('stores a lesson body sanitised on create and on update, and answers with the stored text', async () => {
    const tenant = await demoTenant(t.db);
    const [{ variant }] = (await buildCourse(t.db, tenant.id, { lessons: 0 })).variants;
    const created = await http.send(tokens.admin, 'POST', '/api/v1/lessons', {
      title: 'Exits',
      pass_mark: 60,
      course_variant_id: variant.uuid,
      body: attack,
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().data.item;
    const clean = '<p>Welcome <img src="x" /><a>link</a></p>';
    expect(item.body).toBe(clean);
    const [stored] = await t.db.select().from(lessons).where(eq(lessons.id, item.id));
    expect(stored.body).toBe(clean);

    const updated = await http.send(tokens.admin, 'PATCH', `/api/v1/lessons/${item.uuid}`, {
      body: '<p>Updated<script>steal()</script></p>',
    });
    expect(updated.statusCode).toBe(200);
    const [after] = await t.db.select().from(lessons).where(eq(lessons.id, item.id));
    expect(after.body).toBe('<p>Updated</p>');
  });

  it('sanitises a block body sent as a multipart form with _method=PATCH', async () => {
    const tenant = await demoTenant(t.db);
    const { block } = await buildBlock(t.db, tenant.id, { body: '<p>Read the plan.</p>' });
    const form = new FormData();
    form.set('_method', 'PATCH');
    form.set('body', '<p>Read <a href="javascript:steal()" onmouseover="steal()">this</a></p>');
    const request = new Request('http://academy.test', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/blocks/${block.uuid}`,
      headers: {
        authorization: `Bearer ${tokens.admin}`,
        'content-type': request.headers.get('content-type')!,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(200);
    const [stored] = await t.db.select().from(blocks).where(eq(blocks.id, block.id));
    expect(stored.body).toBe('<p>Read <a>this</a></p>');
  });
});
