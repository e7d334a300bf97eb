import { chromium } from '@playwright/test';

const base = 'http://127.0.0.1:3311';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
async function token(email) {
  const r = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'academy-demo' }),
  });
  return (await r.json()).data.item.access_token;
}
const lang = process.argv[2] || 'en';
const screens = [
  ['login', '/login'],
  ['login-company', '/login/nordlys'],
  ['register', '/register'],
  ['register-company', '/register/nordlys'],
  ['thanks', '/thanks-for-registering'],
  ['req-reset', '/request-reset-password'],
  ['req-reset-ok', '/password-request-reset-success'],
  ['reset', '/reset-password/abc/learner%40academy.test'],
  ['reset-ok', '/password-reset-success'],
  ['verify', '/verify-email-update/abc/x%40y.no'],
  ['404', '/404'],
  ['403', '/403'],
  ['home-admin', '/home', 'admin@academy.test'],
  ['select-company', '/select-company', 'multi@academy.test'],
  ['register-additional', '/register-additional', 'manager@academy.test'],
  ['admin', '/admin', 'super@academy.test'],
  ['organization', '/organization', 'manager@academy.test'],
];
for (const [name, path, email] of screens) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', name, e.message));
  const t = email ? await token(email) : null;
  await page.addInitScript(
    ([l, tk]) => {
      localStorage.setItem('language', l);
      if (tk) sessionStorage.setItem('access_token', tk);
    },
    [lang, t],
  );
  await page.goto(base + path);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/${lang}-${name}.png` });
  console.log(name, page.url(), await page.title());
  await context.close();
}
await browser.close();
