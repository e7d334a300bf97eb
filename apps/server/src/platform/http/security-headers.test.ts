import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { demoCompany } from '../../test/factories.ts';
import { frameGrantCookie } from './frame-grant.ts';
import {
  documentSecurityFor,
  homeSnapshotScriptSource,
  paddleScriptOrigins,
  withDirectiveOrigins,
} from './security-headers.ts';

let t: TestApp;
let nordlys: typeof companies.$inferSelect;
let fjord: typeof companies.$inferSelect;
beforeAll(async () => {
  t = await buildTestApp();
  nordlys = await demoCompany(t.db, 'nordlys');
  fjord = await demoCompany(t.db, 'fjord');
  // Nordlys runs SCORM from its LMS; Fjord has SCORM on but no LMS address.
  await t.db
    .update(companies)
    .set({ scorm_enabled: true, external_lms_url: 'https://lms.nordlys.example:8443/course/launch?id=7' })
    .where(eq(companies.id, nordlys.id));
  await t.db
    .update(companies)
    .set({ scorm_enabled: true, external_lms_url: null })
    .where(eq(companies.id, fjord.id));
});
afterAll(() => t.close());

it('sends helmet’s security headers on every response, API and errors alike', async () => {
  for (const url of ['/api/v1/context', '/api/v1/nowhere']) {
    const response = await t.app.inject({ url });
    // API answers are data, never documents: the strictest policy.
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBe('DENY');
    // People's data must not stay in a shared or browser cache.
    expect(response.headers['cache-control']).toBe('no-store');
    // Document-only headers are not sent with data.
    expect(response.headers['x-xss-protection']).toBeUndefined();
  }
});

it('gives documents the full policy', async () => {
  for (const url of ['/docs-or-page-that-is-not-api', '/api/docs']) {
    const response = await t.app.inject({ url });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain('https://www.googletagmanager.com');
  }
});

/** The directives of a policy, by name. */
const directives = (policy: string | undefined) =>
  Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('framing and scripts of the application page (issue 9 point 9)', () => {
  it('lets no other site frame an ordinary page, and runs no inline script but one, by its hash', async () => {
    for (const url of ['/', '/login', '/courses/abc', '/certificates', '/scormish/page']) {
      const response = await t.app.inject({ url });
      const policy = directives(response.headers['content-security-policy'] as string);
      expect(policy['frame-ancestors'], url).toEqual(["'self'"]);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(policy['script-src'], url).not.toContain("'unsafe-inline'");
      expect(policy['script-src'], url).toContain("'self'");
      // The only inline script allowed: /home's (home-snapshot-script.ts), by the hash of its text.
      expect(policy['script-src'].filter((source) => source.startsWith("'sha"))).toEqual([
        homeSnapshotScriptSource,
      ]);
      expect(policy['script-src-attr'], url).toEqual(["'none'"]);
      // The certificate viewer frames a blob of the PDF; no plugin source is opened for it.
      expect(policy['frame-src'], url).toEqual(["'self'", 'blob:', 'https:']);
      expect(policy['object-src'], url).toEqual(["'none'"]);
    }
  });

  it("lets a company's LMS frame that company's SCORM pages, by uuid or slug", async () => {
    for (const key of [nordlys.uuid, nordlys.uuid.toUpperCase(), nordlys.slug]) {
      const url = `/scorm/${key}/some-course/learner.17?lang=en`;
      const response = await t.app.inject({ url });
      const policy = directives(response.headers['content-security-policy'] as string);
      // The origin only: scheme, host and port, never the path of the configured address.
      expect(policy['frame-ancestors'], url).toEqual(["'self'", 'https://lms.nordlys.example:8443']);
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      // Everything else of the page's policy stays as it is.
      expect(policy['script-src'], url).not.toContain("'unsafe-inline'");
      expect(policy['default-src'], url).toEqual(["'self'"]);
    }
  });

  it('frames the SCORM pages of a company without an LMS address, or without SCORM, by nobody else', async () => {
    const urls = [
      `/scorm/${fjord.uuid}/some-course/learner-17`,
      '/scorm/no-such-company/some-course/learner-17',
    ];
    for (const url of urls) {
      const response = await t.app.inject({ url });
      expect(
        directives(response.headers['content-security-policy'] as string)['frame-ancestors'],
        url,
      ).toEqual(["'self'"]);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    // Nordlys with SCORM switched off: its LMS no longer frames it.
    await t.db.update(companies).set({ scorm_enabled: false }).where(eq(companies.id, nordlys.id));
    const off = await t.app.inject({ url: `/scorm/${nordlys.uuid}/some-course/learner-17` });
    expect(directives(off.headers['content-security-policy'] as string)['frame-ancestors']).toEqual([
      "'self'",
    ]);
    await t.db.update(companies).set({ scorm_enabled: true }).where(eq(companies.id, nordlys.id));
  });

  it("after a SCORM sign-in, lets the company's LMS frame the pages the learner moves on to, also on a reload", async () => {
    const grant = (company: string) =>
      frameGrantCookie(t.config.appSecret, `scorm:${company}`, new Date(), 600).split(';')[0];
    const ancestors = async (url: string, cookie?: string) =>
      directives(
        (await t.app.inject({ url, headers: cookie ? { cookie } : {} })).headers[
          'content-security-policy'
        ] as string,
      )['frame-ancestors'];
    expect(await ancestors('/academy/courses', grant(nordlys.uuid))).toEqual([
      "'self'",
      'https://lms.nordlys.example:8443',
    ]);
    // Without the grant, with one of a company without an LMS address, or an expired one: our pages only.
    expect(await ancestors('/academy/courses')).toEqual(["'self'"]);
    expect(await ancestors('/academy/courses', grant(fjord.uuid))).toEqual(["'self'"]);
    const expired = frameGrantCookie(
      t.config.appSecret,
      `scorm:${nordlys.uuid}`,
      new Date(Date.now() - 700_000),
      600,
    );
    expect(await ancestors('/academy/courses', expired.split(';')[0])).toEqual(["'self'"]);
    // Sealed with another key (made elsewhere) it is no grant either.
    const forged = frameGrantCookie(
      'another-secret-of-at-least-32-characters!',
      `scorm:${nordlys.uuid}`,
      new Date(),
      600,
    );
    expect(await ancestors('/academy/courses', forged.split(';')[0])).toEqual(["'self'"]);
  });

  it("keeps an ordinary page's forms to our own origin, and widens one directive only when asked", async () => {
    const response = await t.app.inject({ url: '/lti/deep-link' });
    const policy = response.headers['content-security-policy'] as string;
    expect(directives(policy)['form-action']).toEqual(["'self'"]);
    const widened = directives(withDirectiveOrigins(policy, 'form-action', ['https://lms.example']));
    expect(widened['form-action']).toEqual(["'self'", 'https://lms.example']);
    expect(widened['frame-ancestors']).toEqual(["'self'"]);
    // A directive the policy lacks is added.
    expect(withDirectiveOrigins("default-src 'self'", 'form-action', ['https://lms.example'])).toBe(
      "default-src 'self';form-action 'self' https://lms.example",
    );
  });

  it('never frames the API, not even under a SCORM-looking path', async () => {
    const response = await t.app.inject({ url: `/api/v1/scorm/${nordlys.uuid}/x` });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('Paddle’s script in the page policy (issue 24)', () => {
  it('is not allowed with the local sandbox provider (the test app’s)', async () => {
    const response = await t.app.inject({ url: '/shop' });
    const policy = directives(response.headers['content-security-policy'] as string);
    for (const origin of paddleScriptOrigins) expect(policy['script-src']).not.toContain(origin);
  });

  it('is allowed once Paddle is configured, beside the rest of the policy', () => {
    const scripts = (provider: string) =>
      (documentSecurityFor({ provider }).contentSecurityPolicy as { directives: { scriptSrc: string[] } })
        .directives.scriptSrc;
    const own = ["'self'", homeSnapshotScriptSource, 'https://www.googletagmanager.com'];
    expect(scripts('paddle')).toEqual([...own, ...paddleScriptOrigins]);
    expect(scripts('local')).toEqual(own);
  });
});
