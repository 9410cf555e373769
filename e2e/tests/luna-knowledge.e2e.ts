// Luna answers a question about a place from the destination's guide, and the
// listing it links says the same in its 'When to go' block: one set of data, one
// wording, in the widget and on the page, at 1280 and at 390.
import { expect, test, type Locator, type Page } from '../support/fixtures';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The test's own reading of a month set as runs ('April to October'), independent of the site's helper. */
function monthRuns(months: number[]): string {
  const has = (m: number) => months.includes(((m - 1 + 12) % 12) + 1);
  const runs = months
    .filter((m) => !has(m - 1))
    .sort((a, b) => a - b)
    .map((start) => {
      let end = start;
      while (has(end + 1) && (end % 12) + 1 !== start) end = (end % 12) + 1;
      return start === end ? MONTHS[start - 1] : `${MONTHS[start - 1]} to ${MONTHS[end - 1]}`;
    });
  return runs.length === 1 ? runs[0] : `${runs.slice(0, -1).join(', ')} and ${runs[runs.length - 1]}`;
}

async function ask(page: Page, question: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Chat with Luna' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Chat with Luna' });
  const input = dialog.getByRole('textbox', { name: 'Message Luna' });
  await expect(input).toBeFocused();
  const log = dialog.getByRole('log', { name: 'Conversation' });
  // the greeting's answer first, then the question's
  await expect(log.locator('[data-sender]')).toHaveCount(2, { timeout: 15_000 });
  await expect(log.locator('[data-typing]')).toHaveCount(0, { timeout: 15_000 });
  await input.fill(question);
  await input.press('Enter');
  await expect(log.locator('[data-sender]')).toHaveCount(4, { timeout: 15_000 });
  await expect(log.locator('[data-typing]')).toHaveCount(0, { timeout: 15_000 });
  return log.locator('[data-sender]').last();
}

test("'best time to visit Kashmir' gives the guide's months and links the Kashmir listing, whose 'When to go' says the same", async ({ page, rows, errors }) => {
  const [stored] = rows<{ guide: string }>(
    "SELECT g.guide FROM destination_guides g JOIN destinations d ON d.id = g.destination_id WHERE d.name = 'Kashmir'",
  );
  const guide = JSON.parse(stored.guide) as { bestMonths: number[]; airport: string };
  const months = monthRuns(guide.bestMonths);

  await page.goto('/about-us');
  const answer = await ask(page, 'best time to visit Kashmir');
  await expect(answer).toContainText(`The best time to visit Kashmir is ${months}`);
  // no package list: the question was about the place
  await expect(answer.locator('a[href^="/packages-details/"]')).toHaveCount(0);

  const listing = answer.getByRole('link', { name: 'Kashmir tour packages' });
  await expect(listing).toHaveAttribute('href', '/kashmir-tour-packages');
  await listing.click();
  await expect(page).toHaveURL('/kashmir-tour-packages');
  await expect(page.getByRole('heading', { level: 1, name: 'Kashmir Tour Packages' })).toBeVisible();
  if (await page.getByRole('dialog', { name: 'Chat with Luna' }).isVisible()) await page.keyboard.press('Escape');

  const block = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'When to go to Kashmir' }) });
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByText(/^Best time to visit:/).locator('..')).toContainText(`Best time to visit: ${months}`);
  await expect(block).toContainText(guide.airport);
  expect(errors).toEqual([]);
});

test("the listing's 'When to go' is in the server's HTML, for readers and crawlers without JavaScript", async ({ request, rows }) => {
  const [stored] = rows<{ guide: string }>("SELECT g.guide FROM destination_guides g JOIN destinations d ON d.id = g.destination_id WHERE d.name = 'Goa'");
  const guide = JSON.parse(stored.guide) as { bestMonths: number[]; seasons: { name: string }[] };
  // React separates neighbouring text with empty comments
  const html = (await (await request.get('/goa-tour-packages')).text()).replace(/<!-- -->/g, '');
  expect(html).toContain('When to go to Goa');
  expect(html).toContain(`Best time to visit:</strong> ${monthRuns(guide.bestMonths)}`);
  for (const season of guide.seasons) expect(html).toContain(season.name);
});
