import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstPaintFile } from '@academy/contracts/first-paint';
import { HOME_SNAPSHOT_SCRIPT } from '@academy/contracts/home-snapshot-script';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { visitorLanguage } from './first-paint-page.ts';

let t: TestApp;
let webDist: string;
const indexHtml =
  '<!doctype html>\n<html lang="en">\n<head><title>Academy</title></head>\n<body>\n<div id="root"></div>\n</body>\n</html>';

/** A template as the build writes it: its language and logo kind, and every slot the server fills. */
const template = (language: 'en' | 'nb', withLogo: boolean) =>
  `<div id="first-paint" inert><p>${language} card of FIRSTPAINTTENANTNAME</p>${withLogo ? '<img src="FIRSTPAINTLOGOURL" alt="">' : '<svg></svg>'}<footer>© FIRSTPAINTYEAR</footer></div>`;

/** The four templates, in the build's folder of them. */
function writeTemplates() {
  mkdirSync(join(webDist, 'first-paint'), { recursive: true });
  for (const language of ['en', 'nb'] as const)
    for (const withLogo of [true, false])
      writeFileSync(
        join(webDist, 'first-paint', firstPaintFile(language, withLogo)),
        template(language, withLogo),
      );
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'academy-first-paint-'));
  writeFileSync(join(webDist, 'index.html'), indexHtml);
  writeTemplates();
  t = await buildTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const ROOT = '<div id="root"></div>';
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('/login with its sign-in card painted in', () => {
  it('puts the card of the browser’s language before the app’s root, with the tenant’s name and this year', async () => {
    const [tenant] = await t.db.select().from(tenants);
    const page = await get('/login?expired=1', { 'accept-language': 'nb-NO,nb;q=0.9,en;q=0.8' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<html lang="nb" data-mantine-color-scheme="light">');
    expect(page.body).toContain(
      `<div id="first-paint" inert><p>nb card of ${tenant.name}</p><svg></svg><footer>© ${new Date().getFullYear()}</footer></div><div id="root"></div>`,
    );
    expect(page.body).not.toContain('FIRSTPAINT');
  });

  it('paints in the language chosen in this browser (its cookie) over the browser’s own', async () => {
    const page = await get('/login', { 'accept-language': 'nb-NO', cookie: 'other=1; academy_language=en' });
    expect(page.body).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(page.body).toContain('<p>en card of ');
  });

  it('shows the tenant’s logo, and escapes the name and the logo’s address', async () => {
    const [tenant] = await t.db.select().from(tenants);
    await t.db
      .update(tenants)
      .set({ name: 'Fjord & <Sons>', logo: 'https://cdn.example.com/logo.png?a=1&b="2"' })
      .where(eq(tenants.id, tenant.id));
    t.app.services.tenants.invalidate();
    try {
      const page = await get('/login');
      expect(page.body).toContain(
        '<p>en card of Fjord &amp; &lt;Sons&gt;</p><img src="https://cdn.example.com/logo.png?a=1&amp;b=&quot;2&quot;" alt="">',
      );
      expect(page.body).not.toContain('<Sons>');
    } finally {
      await t.db
        .update(tenants)
        .set({ name: tenant.name, logo: tenant.logo })
        .where(eq(tenants.id, tenant.id));
      t.app.services.tenants.invalidate();
    }
  });

  it('leaves every other page as index.html, and never serves the templates themselves', async () => {
    for (const url of ['/', '/home/x', '/login/acme', '/register']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(indexHtml);
    }
    expect((await get(`/first-paint/${firstPaintFile('en', false)}`)).statusCode).toBe(404);
  });

  it('is index.html when the build wrote no templates', async () => {
    rmSync(join(webDist, 'first-paint'), { recursive: true });
    try {
      expect((await get('/login')).body).toBe(indexHtml);
    } finally {
      writeTemplates();
    }
  });
});

describe('/home with the script that paints the dashboard this tab last showed', () => {
  it('carries the script just before the app’s root, and the policy lets exactly that script run', async () => {
    const page = await get('/home?tab=1');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toBe(indexHtml.replace(ROOT, `<script>${HOME_SNAPSHOT_SCRIPT}</script>${ROOT}`));
    const policy = String(page.headers['content-security-policy']);
    const hash = createHash('sha256').update(HOME_SNAPSHOT_SCRIPT).digest('base64');
    expect(policy).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replaceAll('+', '\\+')}'`));
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("script-src-attr 'none'");
  });

  it('paints nothing that is not the tab’s own: it asks for the token, the build’s stylesheet and the time', () => {
    expect(HOME_SNAPSHOT_SCRIPT).toContain("sessionStorage.getItem('access_token')");
    expect(HOME_SNAPSHOT_SCRIPT).toContain("sessionStorage.getItem('home_snapshot')");
    expect(HOME_SNAPSHOT_SCRIPT).toContain('saved.expires > Date.now()');
    expect(HOME_SNAPSHOT_SCRIPT).toContain("sheet.getAttribute('href') !== saved.stylesheet");
    expect(HOME_SNAPSHOT_SCRIPT).not.toContain('</script');
  });
});

it('reads the visitor’s language as the app does: chosen, else the browser’s first, else English', () => {
  expect(visitorLanguage(undefined, 'nn-NO,en;q=0.5')).toBe('nb');
  expect(visitorLanguage(undefined, 'no')).toBe('nb');
  expect(visitorLanguage(undefined, 'en-US,nb;q=0.9')).toBe('en');
  expect(visitorLanguage(undefined, 'de-DE')).toBe('en');
  expect(visitorLanguage(undefined, undefined)).toBe('en');
  expect(visitorLanguage('academy_language=nb', 'en-US')).toBe('nb');
  expect(visitorLanguage('academy_language=fr', 'nb')).toBe('nb');
  expect(visitorLanguage(undefined, ' NB-no')).toBe('nb');
});
