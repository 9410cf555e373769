// The operator console (/admin, the admin remote) against the real server and database:
// an agent works an enquiry a visitor has just sent from the public popup, an editor
// changes a package's price and the public pages show it, and the public pages never
// fetch the console's code. Accounts are made with the operators' own CLI (npm run admin).
import { execFileSync } from 'node:child_process';
import { artifact, expect, pickNextMonth15, test, type Page } from '../support/fixtures';
import { repoRoot, type RunState } from '../support/run-state';

interface Envelope<T> {
  data: T;
}
interface ListedPackage {
  name: string;
  slug: string;
  durationDay: number;
  price: number;
}

const PASSWORD = 'a long pass phrase for the e2e run';
const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

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

test('an agent finds the enquiry just sent from the popup, marks it contacted with a note and sees its delivery', async ({ page, context, run, rows, viewportName: name }) => {
  const stamp = Date.now();
  const agent = `agent.${name}.${stamp}@safarnamaholidays.in`;
  addOperator(run, agent, 'agent');
  const email = `inbox.${name}.${stamp}@example.in`;
  const person = `Inbox Traveller ${name}`;

  await page.goto('/about-us');
  await page.getByRole('button', { name: 'Enquiry Now' }).click();
  const form = page.getByRole('dialog', { name: 'Please share your details to get a custom quote' }).getByRole('form', { name: 'Custom quote enquiry' });
  await form.getByRole('textbox', { name: /Full Name/ }).fill(person);
  await form.getByRole('textbox', { name: /Phone Number/ }).fill('9812345670');
  await form.getByRole('textbox', { name: /Email/ }).fill(email);
  await form.getByRole('textbox', { name: /^Destination/ }).fill('Kerala');
  await form.getByRole('textbox', { name: /Departure City/ }).fill('Chennai');
  await form.getByRole('spinbutton', { name: /Number of People/ }).fill('3');
  await pickNextMonth15(page, form.getByRole('combobox', { name: /Departure Date/ }));
  const thankYou = context.waitForEvent('page');
  await form.getByRole('button', { name: 'Get My Custom Quote' }).click();
  await (await thankYou).close();
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
  const search = await apiGet<Envelope<{ packageResponse: ListedPackage[] }>>('/api/package/search-main-package-and-sub-package?websiteId=1&destinationName=Varanasi');
  const listed = [...search.body.data.packageResponse].sort((a, b) => a.slug.localeCompare(b.slug))[name === 'desktop' ? 0 : 1];
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

  const segment = `${listed.durationDay}days-${listed.durationDay - 1}nights-${listed.slug}`;
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
  const search = await apiGet<Envelope<{ packageResponse: ListedPackage[] }>>('/api/package/search-main-package-and-sub-package?websiteId=1&destinationName=Goa');
  const pkg = search.body.data.packageResponse[0];
  for (const path of ['/', '/goa-tour-packages', `/goa-tour-packages-details/${pkg.durationDay}days-${pkg.durationDay - 1}nights-${pkg.slug}`, '/blogs']) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  expect(fetched.length).toBeGreaterThan(20);
  expect(fetched.filter((url) => /\/remotes\/admin\/|mfe-admin/.test(url))).toEqual([]);

  // and /admin does fetch it: the check above looks where the console's code lives
  await page.goto('/admin', { waitUntil: 'networkidle' });
  expect(fetched.filter((url) => /\/remotes\/admin\//.test(url)).length).toBeGreaterThan(0);
});
