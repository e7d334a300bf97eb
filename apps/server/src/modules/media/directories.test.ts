import { directorySchema } from '@academy/contracts/entities/directory';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directories, media } from '../../db/schema/content.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildTenant } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let tenantId: number;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  tenantId = (await demoRows(t.db)).tenantId;
});
afterAll(() => t.close());

const call = (role: DemoRole, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(tokens[role]), ...(payload ? { payload } : {}) });

async function createFolder(name: string, parent?: string) {
  const answer = await call('admin', 'POST', '/api/v1/directories', {
    name,
    ...(parent ? { parent_id: parent } : {}),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return directorySchema.parse(answer.json().data.item);
}

async function mediaIn(directoryId: number, title: string, processing = false) {
  const [row] = await t.db
    .insert(media)
    .values({
      tenant_id: tenantId,
      title,
      mime: 'image/png',
      directory_id: directoryId,
      processing_status: processing ? 'processing' : 'ready',
    })
    .returning();
  return row;
}

describe('directories (media manager folders)', () => {
  it('lets an administrator build a tree and lists it with counts and the processing flag', async () => {
    const root = await createFolder('Campaigns');
    expect(root).toMatchObject({ parent_id: null, children_count: 0, media_count: 0, processing: false });
    expect(root.abilities).toEqual({ view: true, update: true, delete: true, detach_children: true });
    const spring = await createFolder('Spring', root.uuid);
    await createFolder('Autumn', String(root.id));
    await mediaIn(root.id, 'Banner');
    await mediaIn(root.id, 'Teaser', true);

    const top = await call('admin', 'GET', '/api/v1/directories?filter[parent]=root&with=children');
    expect(top.statusCode, top.body).toBe(200);
    const listed = top.json().data.items.find((item: { id: number }) => item.id === root.id);
    expect(listed).toMatchObject({ children_count: 2, media_count: 2, processing: true });
    // Counted and busy: it cannot be deleted until emptied.
    expect(listed.abilities.delete).toBe(false);
    expect(listed.children.map((child: { header: string }) => child.header).sort()).toEqual([
      'Autumn',
      'Spring',
    ]);

    const children = await call('admin', 'GET', `/api/v1/directories?filter[parent]=${root.uuid}`);
    expect(
      children
        .json()
        .data.items.map((item: { name: string }) => item.name)
        .sort(),
    ).toEqual(['Autumn', 'Spring']);
    const child = await call('admin', 'GET', `/api/v1/directories/${spring.uuid}?with=parent`);
    expect(child.json().data.item).toMatchObject({
      parent_id: root.id,
      parent_uuid: root.uuid,
      parent: { uuid: root.uuid, header: 'Campaigns' },
      abilities: { delete: true },
    });
  });

  it('renames, reorders and moves a folder, but never into itself or its own sub-folders', async () => {
    const a = await createFolder('A');
    const b = await createFolder('B', a.uuid);
    const c = await createFolder('C', b.uuid);
    const other = await createFolder('Other');

    const renamed = await call('admin', 'PATCH', `/api/v1/directories/${b.uuid}`, {
      name: 'B2',
      sort_order: 4,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.item).toMatchObject({ name: 'B2', sort_order: 4 });

    // Into itself or below itself: refused with the translated message, nothing moved.
    for (const target of [b, c]) {
      const refused = await call('admin', 'PATCH', `/api/v1/directories/${b.uuid}`, {
        parent_id: target.uuid,
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors.parent_id).toEqual([
        'A folder cannot be moved into itself or one of its own folders.',
      ]);
    }
    const nb = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/directories/${a.uuid}`,
      headers: auth(tokens.admin, { 'accept-language': 'nb' }),
      payload: { parent_id: c.id },
    });
    expect(nb.statusCode).toBe(422);
    expect(nb.json().errors.parent_id).toEqual([
      'En mappe kan ikke flyttes inn i seg selv eller en av sine egne mapper.',
    ]);
    const [unchanged] = await t.db.select().from(directories).where(eq(directories.id, b.id));
    expect(unchanged.parent_id).toBe(a.id);

    const moved = await call('admin', 'PATCH', `/api/v1/directories/${b.uuid}`, { parent_id: other.uuid });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.item).toMatchObject({ parent_id: other.id, parent_uuid: other.uuid });
    const toTop = await call('admin', 'PATCH', `/api/v1/directories/${b.uuid}`, { parent_id: null });
    expect(toTop.json().data.item.parent_id).toBeNull();
  });

  it('deletes only an empty folder; detach children moves its folders and media to its parent', async () => {
    const parent = await createFolder('Parent');
    const full = await createFolder('Full', parent.uuid);
    const sub = await createFolder('Sub', full.uuid);
    const item = await mediaIn(full.id, 'Inside');

    const refused = await call('admin', 'DELETE', `/api/v1/directories/${full.uuid}`);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.directory).toEqual([
      'The folder is not empty: move or delete its folders and media first, or detach its children.',
    ]);
    expect(await t.db.select().from(directories).where(eq(directories.id, full.id))).toHaveLength(1);

    const detached = await call('admin', 'POST', `/api/v1/directories/${full.uuid}/detach-children`);
    expect(detached.statusCode, detached.body).toBe(200);
    expect(detached.json().data.item).toMatchObject({ children_count: 0, media_count: 0 });
    expect(detached.json().data.meta.relations).toEqual(['directories', 'media']);
    const [subRow] = await t.db.select().from(directories).where(eq(directories.id, sub.id));
    const [mediaRow] = await t.db.select().from(media).where(eq(media.id, item.id));
    expect(subRow.parent_id).toBe(parent.id);
    expect(mediaRow.directory_id).toBe(parent.id);

    const deleted = await call('admin', 'DELETE', `/api/v1/directories/${full.uuid}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.db.select().from(directories).where(eq(directories.id, full.id))).toHaveLength(0);
    // The media it held stays in the library, now in the parent folder.
    expect(await t.db.select().from(media).where(eq(media.id, item.id))).toHaveLength(1);
  });

  it('is closed to managers, learners and administrators of another tenant', async () => {
    const folder = await createFolder('Private');
    for (const role of ['manager', 'learner', 'fjordManager'] as const) {
      expect((await call(role, 'GET', '/api/v1/directories')).statusCode).toBe(403);
      expect((await call(role, 'GET', `/api/v1/directories/${folder.uuid}`)).statusCode).toBe(404);
      expect((await call(role, 'POST', '/api/v1/directories', { name: 'Mine' })).statusCode).toBe(403);
      expect(
        (await call(role, 'POST', `/api/v1/directories/${folder.uuid}/detach-children`)).statusCode,
      ).toBe(404);
    }
    // Another tenant's folder is as unknown to this tenant's administrator as one that does not exist.
    const otherTenant = await buildTenant(t.db);
    const [foreign] = await t.db
      .insert(directories)
      .values({ tenant_id: otherTenant.id, name: 'Foreign' })
      .returning();
    for (const [method, url] of [
      ['GET', `/api/v1/directories/${foreign.uuid}`],
      ['PATCH', `/api/v1/directories/${foreign.uuid}`],
      ['DELETE', `/api/v1/directories/${foreign.uuid}`],
      ['POST', `/api/v1/directories/${foreign.uuid}/detach-children`],
    ] as const) {
      const answer = await call('admin', method, url, method === 'PATCH' ? { name: 'X' } : undefined);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    const listed = await call('admin', 'GET', '/api/v1/directories?per_page=100');
    expect(listed.json().data.items.map((item: { id: number }) => item.id)).not.toContain(foreign.id);
    const crossParent = await call('admin', 'POST', '/api/v1/directories', {
      name: 'Sneaky',
      parent_id: foreign.uuid,
    });
    expect(crossParent.statusCode).toBe(422);
    expect(crossParent.json().errors).toEqual({ parent_id: ['The selected item does not exist.'] });
    const [still] = await t.db.select().from(directories).where(eq(directories.id, foreign.id));
    expect(still.name).toBe('Foreign');
  });
});
