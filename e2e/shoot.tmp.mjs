import { chromium } from '@playwright/test';
const base = process.env.BASE || 'http://127.0.0.1:3311';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text()); });
page.on('pageerror', (e) => console.log('pageerror', e.message));
const steps = JSON.parse(process.argv[2]);
for (const step of steps) {
  if (step.goto) await page.goto(base + step.goto);
  if (step.fill) await page.getByLabel(step.fill[0], { exact: true }).fill(step.fill[1]);
  if (step.click) await page.getByRole('button', { name: step.click }).first().click();
  if (step.wait) await page.waitForTimeout(step.wait);
  if (step.shot) { await page.screenshot({ path: `/tmp/shots/${step.shot}.png`, fullPage: false }); console.log('shot', step.shot, page.url(), await page.title()); }
}
await browser.close();
