// The operator console (/admin, the admin remote) against the real server and database:
// an agent works an enquiry a visitor has just sent from the public popup, an editor
// changes a package's price and the public pages show it, and the public pages never
// fetch the console's code. Accounts are made with the operators' own CLI (npm run admin).
import { execFileSync } from 'node:child_process';
import { fillEnquiry, openEnquiryPopup, sendEnquiryPopup } from '../support/enquiry-form';
import { artifact, expect, test, type Page } from '../support/fixtures';
import { repoRoot, type RunState } from '../support/run-state';
import { inr, packageSegment, packagesOf } from '../support/seeded-content';

const PASSWORD = 'a long pass phrase for the e2e run';

/** An operator account, made as operators make them. */
function addOperator(run: RunState, email: string, role: 'agent' | 'editor' | 'admin'): void {
  execFileSync('npm', ['run', '--silent', 'admin', '--', 'user', 'add', email, '--role', role, '--password-stdin'], {
    cwd: repoRoot,
    input: PASSWORD,
    env: { ...process.env, DATABASE_URL: `sqlite:${run.databaseFile}`, LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}

test('an agent finds the enquiry just sent from the popup, marks it contacted with a note and sees its delivery', async ({ page, run, rows, viewportName: name }) => {
  const stamp = Date.now();
  const agent = `agent.${name}.${stamp}@safarnamaholidays.in`;
  addOperator(run, agent, 'agent');
  const email = `inbox.${name}.${stamp}@example.in`;
  const person = `Inbox Traveller ${name}`;

  await page.goto('/about-us');
  const form = await openEnquiryPopup(page);
  await fillEnquiry(page, form, { name: person, phone: '9812345670', email, destination: 'Kerala', departureCity: 'Chennai', people: 3 });
  await sendEnquiryPopup(page, form);
  const [lead] = rows<{ id: number }>('SELECT id FROM enquiries WHERE email = ?', email);

  await signIn(page, agent);
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search name, phone or email' }).fill(email);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByRole('link', { name: person }).click();
  await expect(page.getByRole('heading', { name: 'What they sent' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).selectOption('contacted');
  await expect(page.getByText('Status saved.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Add a note' }).fill('Called at 11, sending two Kerala options by WhatsApp.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Called at 11, sending two Kerala options by WhatsApp.')).toBeVisible();

  // the delivery worker sends within a second or two: the page shows each channel's state
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(delivery.getByRole('row').first()).toBeVisible();
        return delivery.getByRole('row', { name: /webhook.*delivered/ }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await expect(delivery.getByRole('row', { name: /business_email.*delivered/ })).toHaveCount(1);
  await artifact(page, `back-office-lead-${name}`);

  expect(rows('SELECT status FROM lead_work WHERE lead_kind = ? AND lead_id = ?', 'enquiry', lead.id)).toEqual([{ status: 'contacted' }]);
  expect(rows('SELECT text FROM lead_notes WHERE lead_kind = ? AND lead_id = ?', 'enquiry', lead.id)).toEqual([
    { text: 'Called at 11, sending two Kerala options by WhatsApp.' },
  ]);
  const [audit] = rows<{ before: string; after: string }>("SELECT before, after FROM audit_log WHERE action = 'lead.update' AND target = ?", `enquiry:${lead.id}`);
  expect(JSON.parse(audit.before)).toMatchObject({ status: 'new' });
  expect(JSON.parse(audit.after)).toMatchObject({ status: 'contacted' });
});

test('an editor changes a package price and the public package page and listing show it', async ({ page, run, apiGet, viewportName: name }) => {
  const editor = `editor.${name}.${Date.now()}@safarnamaholidays.in`;
  addOperator(run, editor, 'editor');
  // a destination no other journey reads prices from; each screen size edits its own package
  const listed = [...(await packagesOf(apiGet, 'Varanasi'))].sort((a, b) => a.slug.localeCompare(b.slug))[name === 'desktop' ? 0 : 1];
  const price = listed.price + 1_250;

  await signIn(page, editor);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Packages' }).click();
  await page.getByRole('searchbox', { name: 'Search packages' }).fill(listed.name);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: listed.name, exact: true }).click();
  const priceField = page.getByRole('textbox', { name: 'Price per person (₹)' });
  await expect(priceField).toHaveValue(String(listed.price));
  await priceField.fill(String(price));
  await page.getByRole('button', { name: 'Save package' }).click();
  await expect(page.getByText('Package saved. The site shows it within a minute.')).toBeVisible();

  const segment = packageSegment(listed);
  await expect
    .poll(
      async () => {
        await page.goto(`/varanasi-tour-packages-details/${segment}`);
        return (await page.locator('article header').textContent()) ?? '';
      },
      { timeout: 60_000, intervals: [1_000, 5_000] },
    )
    .toContain(inr(price));
  await expect
    .poll(
      async () => {
        await page.goto('/varanasi-tour-packages');
        return (await page.getByRole('main').textContent()) ?? '';
      },
      { timeout: 60_000, intervals: [1_000, 5_000] },
    )
    .toContain(inr(price));
  await artifact(page, `back-office-listing-${name}`);
});

test('the public pages fetch none of the console', async ({ page, apiGet }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  const pkg = (await packagesOf(apiGet, 'Goa'))[0]!;
  for (const path of ['/', '/goa-tour-packages', `/goa-tour-packages-details/${packageSegment(pkg)}`, '/blogs']) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  expect(fetched.length).toBeGreaterThan(20);
  expect(fetched.filter((url) => /\/remotes\/admin\/|mfe-admin/.test(url))).toEqual([]);

  // and /admin does fetch it: the check above looks where the console's code lives
  await page.goto('/admin', { waitUntil: 'networkidle' });
  expect(fetched.filter((url) => /\/remotes\/admin\//.test(url)).length).toBeGreaterThan(0);
});
