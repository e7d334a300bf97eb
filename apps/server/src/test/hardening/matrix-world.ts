import { apiKeyPermissions } from '@academy/contracts/entities/api-key';
import { buildApiKey } from '../../modules/api-keys/api-key-test-support.ts';
import {
  type DemoRole,
  demoEmails,
  demoRows,
  demoTokens,
} from '../../modules/enrollments/learning-test-support.ts';
import type { TestApp } from '../build-test-app.ts';
import { buildCertificate, buildQualification } from '../content-factories.ts';
import { auth, buildUser, tokenForDemo } from '../factories.ts';
import { buildNotification } from '../notification-factories.ts';
import { companyObjects } from './matrix-objects.ts';

/**
 * The people and objects the authorization matrix calls with: the demo's roles around two companies — Nordlys AS
 * ("own": the company of the learner, the manager and the API key) and Fjord Logistics ("other") — and, for each
 * path family, the id of one object of each company: built for the families the demo holds none of
 * (matrix-objects.ts), else found by listing the family as each company's manager.
 */

/** The matrix's columns: who calls. */
export const roles = ['guest', 'learner', 'manager', 'apiKey', 'admin', 'superAdmin'] as const;
export type Role = (typeof roles)[number];

/** Whose object a path names: Nordlys's ("own"), Fjord's ("other"), or none (no object in the path). */
export type Target = 'own' | 'other' | 'none';

export type MatrixWorld = {
  /** The role's credentials; `throwaway` a session of its own, for a call that ends it (logging out). */
  headers(role: Role, options?: { throwaway?: boolean }): Promise<Record<string, string>>;
  /** The path with its parameters filled for the target, or null when the family has no object of that company. */
  fill(path: string, target: Exclude<Target, 'none'>): Promise<string | null>;
  /** Whether the path names an object (its parameters differ between the companies). */
  hasObject(path: string): boolean;
};

type Ids = { own: string | null; other: string | null };

export async function matrixWorld(t: TestApp): Promise<MatrixWorld> {
  const tokens = await demoTokens(t.db);
  const demo = await demoRows(t.db);
  const key = await buildApiKey(t.db, {
    tenantId: demo.tenantId,
    companyId: demo.nordlys.id,
    permissions: [...apiKeyPermissions],
    name: 'Authorization matrix',
  });
  // What the demo has none of, for each company's learner: a certificate, a qualification, a notification; and a
  // person of each company who is none of the demo's accounts (the path's user, where a write may change them).
  for (const company of [demo.nordlys, demo.fjord])
    await buildUser(t.db, demo.tenantId, {
      companyId: company.id,
      email: `matrix.${company.slug}@example.com`,
    });
  for (const [role, company] of [
    ['learner', demo.nordlys],
    ['fjordLearner', demo.fjord],
  ] as const) {
    const common = { userId: demo.user(role).id, courseId: demo.course('CS-301').id, companyId: company.id };
    const certificate = await buildCertificate(t.db, demo.tenantId, common);
    await buildQualification(t.db, demo.tenantId, {
      ...common,
      status: 'completed',
      certificateId: certificate.id,
      completedAt: new Date(),
    });
    await buildNotification(t.db, demo.tenantId, {
      userId: common.userId,
      companyId: company.id,
      subjectKey: 'notifications.welcome_subject',
      args: { en: ['Academy'], nb: ['Academy'] },
    });
  }
  const built = await companyObjects(t, demo, tokens.admin, tokens.superAdmin);
  const tokenOf: Record<Exclude<Role, 'guest'>, string> = {
    learner: tokens.learner,
    manager: tokens.manager,
    apiKey: key.key,
    admin: tokens.admin,
    superAdmin: tokens.superAdmin,
  };
  // The demo accounts themselves are never a path's object: a write allowed on them would sign a column out.
  const demoIds = new Set(Object.keys(demoEmails).map((role) => String(demo.user(role as DemoRole).id)));

  const list = async (segment: string, token: string): Promise<string[]> => {
    const answer = await t.app.inject({ url: `/api/v1/${segment}?per_page=100`, headers: auth(token) });
    if (answer.statusCode !== 200) return [];
    const items = (answer.json().data?.items ?? []) as { id?: unknown }[];
    return items
      .map((item) => String(item.id))
      .filter((id) => id !== 'undefined' && !(segment === 'users' && demoIds.has(id)));
  };
  const idsBySegment = new Map<string, Promise<Ids>>();
  const idsOf = (segment: string): Promise<Ids> => {
    let found = idsBySegment.get(segment);
    if (!found && built[segment]) found = Promise.resolve(built[segment]);
    if (!found) {
      found = (async () => {
        const nordlys = await list(segment, tokens.manager);
        const fjord = await list(segment, tokens.fjordManager);
        const everyone = nordlys.length || fjord.length ? [] : await list(segment, tokens.superAdmin);
        const other = fjord.find((id) => !nordlys.includes(id)) ?? null;
        // A family the world holds nothing of is called with an id that names nothing: refused or 404 alike.
        return { own: nordlys[0] ?? everyone[0] ?? nothing, other };
      })();
      idsBySegment.set(segment, found);
    }
    return found;
  };
  const nothing = '987654321';
  const company: Ids = { own: String(demo.nordlys.id), other: String(demo.fjord.id) };
  const user: Ids = { own: String(demo.user('learner').id), other: String(demo.user('fjordLearner').id) };
  const media = async (target: keyof Ids) => {
    const answer = await t.app.inject({ url: '/api/v1/media?per_page=1', headers: auth(tokens.admin) });
    return target === 'own' ? ((answer.json().data?.items?.[0]?.uuid as string | undefined) ?? null) : null;
  };

  const objectParameters = ['id', 'company', 'user', 'uuid', 'ids', 'course'];
  return {
    async headers(role, options = {}) {
      if (role === 'guest') return {};
      if (options.throwaway && role !== 'apiKey')
        return auth(await tokenForDemo(t.db, demoEmails[role === 'superAdmin' ? 'superAdmin' : role]));
      return auth(tokenOf[role]);
    },
    hasObject: (path) => objectParameters.some((name) => path.includes(`{${name}}`)),
    async fill(path, target) {
      // The family's name: /api/v1/<name>/…, or /api/ecommerce/v1/<name>/… (a receipt's refund names a receipt).
      const parts = path.split('/');
      const segment = (parts[2] === 'v1' ? parts[3] : parts[4]) ?? '';
      let filled = path;
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        let value: string | null;
        if (name === 'company') value = company[target];
        else if (name === 'user') value = user[target];
        else if (name === 'id' && segment === 'companies') value = company[target];
        else if (name === 'id' && path.includes('{user}')) value = '1';
        else if (name === 'id' || name === 'ids') value = (await idsOf(segment))[target];
        else if (name === 'course') value = (await idsOf('courses')).own;
        else if (name === 'uuid') value = await media(target);
        else if (name === 'name') value = path.includes('/search/') ? 'courses' : 'tags';
        else if (name === 'provider') value = 'local';
        else if (name === 'variant') value = 'original';
        else if (name === 'rendition') value = '360p';
        else if (name === 'file') value = 'index.m3u8';
        else value = 'unknown';
        if (value === null) return null;
        filled = filled.replace(`{${name}}`, encodeURIComponent(value));
      }
      return filled;
    },
  };
}
