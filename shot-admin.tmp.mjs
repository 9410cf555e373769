import { chromium } from 'playwright-core';
const base = process.env.BASE;
const out = process.env.OUT;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const publicRequests = [];
for (const [w, h] of [[1280, 800], [390, 844]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  // a public page first: nothing of the console may be asked for
  page.on('request', (r) => publicRequests.push(r.url()));
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  const adminOnPublic = publicRequests.filter((u) => u.includes('/remotes/admin'));
  console.log(`public page ${w}: admin requests`, adminOnPublic.length);
  await page.goto(`${base}/admin`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.screenshot({ path: `${out}/sign-in-${w}.png`, fullPage: true });
  await page.getByLabel('Email').fill('you@example.com');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').filter({ hasText: /./ }).waitFor();
  await page.screenshot({ path: `${out}/sign-in-error-${w}.png`, fullPage: true });
  await page.getByLabel('Password').fill(process.env.PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/inbox-${w}.png`, fullPage: true });
  await page.getByRole('link', { name: 'Packages' }).click();
  await page.getByRole('table').waitFor();
  const first = page.getByRole('table').getByRole('link').first();
  await first.click();
  await page.getByRole('button', { name: 'Save package' }).waitFor();
  await page.screenshot({ path: `${out}/package-${w}.png`, fullPage: false });
  const lead = await page.goto(`${base}/admin/leads`, { waitUntil: 'networkidle' });
  console.log('x-robots-tag', lead.headers()['x-robots-tag']);
  await context.close();
}
await browser.close();
