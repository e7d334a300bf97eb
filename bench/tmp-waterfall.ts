import { chromium } from '@playwright/test';
import { startServer } from '../e2e/support/server.ts';
const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const res = await fetch(`${server.baseURL}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'learner@academy.test', password: 'academy-demo' }) });
const token = ((await res.json()) as any).data.item.access_token;
for (const [path, signed] of [['/login', false], ['/home', true]] as const) for (let run = 0; run < 2; run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  if (signed) await context.addInitScript((v) => window.sessionStorage.setItem('access_token', v), token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => { (window as any).__lcp = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true }); });
  await page.goto(server.baseURL + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const out = await page.evaluate(() => ({ lcp: (window as any).__lcp, nav: performance.getEntriesByType('navigation')[0].toJSON(), res: performance.getEntriesByType('resource').map((r: any) => [r.name.replace(location.origin, ''), Math.round(r.startTime), Math.round(r.responseEnd), r.transferSize]) }));
  console.log(`\n== ${path} run ${run} LCP ${Math.round(out.lcp)} domInteractive ${Math.round(out.nav.domInteractive)} domContentLoaded ${Math.round(out.nav.domContentLoadedEventEnd)}`);
  if (run === 1) for (const r of out.res) console.log(r.join('\t'));
  await context.close();
}
await browser.close(); await server.stop();
