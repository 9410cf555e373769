// The destination listing (/{destination}-tour-packages) against the real API
// and database: filters, sort, pages in the address (and back from a package), the
// cards' discount tiers, the call banner, the FAQ, the share panel and the itinerary
// PDF that downloads once an enquiry is sent. Counts come from the API, not from here.
import fs from 'node:fs';
import { fillEnquiry } from '../support/enquiry-form';
import { artifact, expect, test, type ApiGet, type Locator, type Page } from '../support/fixtures';
import { inr, listingPath, packageSegment, packagesOf, searchDestination, type PackageSummary as Pkg } from '../support/seeded-content';

const POPULAR = ['Goa', 'Kerala', 'Kashmir', 'Manali', 'Shimla', 'Jaipur', 'Ladakh', 'Andaman & Nicobar', 'Darjeeling', 'Udaipur'];
const MINUTE = 60_000;
const PENDING_PDF_KEY = 'pendingPdfDownload';

/** The popular destination with the most packages (more than 20, for pages to page through). */
async function biggestDestination(apiGet: ApiGet): Promise<{ name: string; path: string; packages: Pkg[] }> {
  let best = { name: '', path: '', packages: [] as Pkg[] };
  for (const name of POPULAR) {
    const packages = await packagesOf(apiGet, name);
    if (packages.length > best.packages.length) best = { name, path: listingPath(name), packages };
  }
  expect(best.packages.length, 'a popular destination with more than 20 packages').toBeGreaterThan(20);
  return best;
}

const byPrice = (list: Pkg[]) => [...list].sort((a, b) => a.price - b.price || a.name.localeCompare(b.name));
const discountFor = (price: number) => (price < 20_000 ? 20 : price <= 50_000 ? 15 : price <= 100_000 ? 10 : 0);
const countText = (n: number, name: string) => `${n} ${name} package${n === 1 ? '' : 's'} found`;

function cardList(page: Page, name: string): Locator {
  return page.getByRole('list', { name: `${name} packages` });
}

async function cardNames(page: Page, name: string): Promise<string[]> {
  return cardList(page, name).getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
}

/** Ticks one option: the panel beside the cards on a desktop, the modal and Apply on a phone. */
async function tick(page: Page, viewport: 'desktop' | 'mobile', option: string): Promise<void> {
  if (viewport === 'desktop') {
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: option, exact: true }).check();
    return;
  }
  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByRole('checkbox', { name: option, exact: true }).check();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
}

async function filterControl(page: Page, viewport: 'desktop' | 'mobile', button: string, apply = true): Promise<void> {
  if (viewport === 'desktop') {
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('button', { name: button }).click();
    return;
  }
  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByRole('button', { name: button }).click();
  if (apply) await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
}

test('a listing opened by URL renders its cards by ascending price, 10 a page, the call banner after every 4th', async ({ page, apiGet }) => {
  const packages = byPrice(await packagesOf(apiGet, 'Goa'));
  await page.goto('/goa-tour-packages');
  await expect(page.getByRole('heading', { level: 1, name: 'Goa Tour Packages' })).toBeVisible();
  await expect(page.getByText(countText(packages.length, 'Goa'))).toBeVisible();
  expect(await cardNames(page, 'Goa')).toEqual(packages.slice(0, 10).map((p) => p.name));

  const cards = cardList(page, 'Goa').getByRole('article');
  const first = cards.first();
  const d = packages[0]!.durationDay;
  await expect(first.getByText(`${d - 1} ${d - 1 === 1 ? 'Night' : 'Nights'} / ${d} Days`)).toBeVisible();
  await expect(first.getByText('Flexi Package')).toBeVisible();
  // the stars are the hotel category, said in words; a day trip stays nowhere and shows none
  const stars = packages[0]!.hotelCategory;
  await expect(first.getByText(/^\d-star hotels$/)).toHaveText(stars ? [`${stars}-star hotels`] : []);
  await expect(first.getByRole('img', { name: /out of 5/ })).toHaveCount(0);
  await expect(first.getByRole('list', { name: 'Package includes' }).getByRole('listitem')).toHaveCount(4);
  await expect(first.getByText('Per Person on twin sharing')).toBeVisible();
  await expect(first.getByRole('button', { name: `Share ${packages[0]!.name}` })).toBeVisible();

  // structured data: the page's packages in order, the trail from Home and the destination's
  // questions (beside the site's TravelAgency); the brand once in the title
  const jsonLd = page.locator('script[type="application/ld+json"]');
  await expect(jsonLd).toHaveCount(4);
  const blocks = (await jsonLd.allTextContents()).map((text) => JSON.parse(text) as { '@type': string; itemListElement: { name: string }[] });
  const ofType = (type: string) => blocks.find((block) => block['@type'] === type)!;
  const [itemList, trail] = [ofType('ItemList'), ofType('BreadcrumbList')];
  expect(ofType('FAQPage')).toBeDefined();
  expect(ofType('TravelAgency')).toBeDefined();
  expect(itemList.itemListElement.map((item: { name: string }) => item.name)).toEqual(packages.slice(0, 10).map((p) => p.name));
  expect(trail.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Goa Tour Packages']);
  await expect(page).toHaveTitle(/^[^|]*\| Safarnama Holidays$/);

  // the ribbon and the crossed-out price on every card: 20% off under ₹20,000, 15% up to
  // ₹50,000, 10% up to ₹1,00,000, none above
  const shown = Math.min(10, packages.length);
  for (let i = 0; i < shown; i += 1) {
    const pkg = packages[i]!;
    const card = cards.nth(i);
    const discount = discountFor(pkg.price);
    await expect(card).toContainText(inr(pkg.price));
    if (discount === 0) {
      await expect(card.getByText(/% OFF$/)).toHaveCount(0);
      await expect(card.locator('s')).toHaveCount(0);
    } else {
      await expect(card.getByText(`${discount}% OFF`)).toBeVisible();
      await expect(card.locator('s')).toHaveText(`Original price ${inr(Math.round(pkg.price / (1 - discount / 100)))}`);
    }
  }

  // after the 4th and the 8th card: the call banner with the number the top bar shows
  const topBarCall = await page.locator('a[href^="tel:"]').first().getAttribute('href');
  const items = cardList(page, 'Goa').locator(':scope > li');
  const kinds = await items.evaluateAll((lis) => lis.map((li) => (li.querySelector('article') ? 'card' : li.querySelector('a[href^="tel:"]') ? 'call' : 'other')));
  const expected: string[] = [];
  for (let i = 1; i <= shown; i += 1) {
    expected.push('card');
    if (i % 4 === 0) expected.push('call');
  }
  expect(kinds).toEqual(expected);
  if (shown >= 4) await expect(items.nth(4).getByRole('link', { name: /^Call \+91 \d{10}$/ })).toHaveAttribute('href', topBarCall!);
});

test('each filter group changes the count and the cards; clearing a group and Reset all restore them', async ({ page, apiGet, viewportName }) => {
  const packages = byPrice(await packagesOf(apiGet, 'Goa'));
  const total = packages.length;
  await page.goto('/goa-tour-packages');
  await expect(page.getByText(countText(total, 'Goa'))).toBeVisible();
  if (viewportName === 'desktop') await expect(page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox').first()).toBeVisible();

  const category = packages[0]!.categoryName;
  const inCategory = packages.filter((p) => p.categoryName === category);
  await tick(page, viewportName, category);
  await expect(page.getByText(countText(inCategory.length, 'Goa'))).toBeVisible();
  expect(await cardNames(page, 'Goa')).toEqual(inCategory.slice(0, 10).map((p) => p.name));
  await expect(page).toHaveURL(/[?&]category=/);

  // duration 4 to 6 days within the category
  const both = inCategory.filter((p) => p.durationDay >= 4 && p.durationDay <= 6);
  await tick(page, viewportName, '4 to 6');
  await expect(page.getByText(countText(both.length, 'Goa'))).toBeVisible();
  if (both.length === 0) await expect(page.getByText('No tours match the selected filters.')).toBeVisible();
  else expect(await cardNames(page, 'Goa')).toEqual(both.slice(0, 10).map((p) => p.name));

  await filterControl(page, viewportName, 'Clear Duration (days)');
  await expect(page.getByText(countText(inCategory.length, 'Goa'))).toBeVisible();

  await filterControl(page, viewportName, 'Reset all');
  await expect(page.getByText(countText(total, 'Goa'))).toBeVisible();
  expect(await cardNames(page, 'Goa')).toEqual(packages.slice(0, 10).map((p) => p.name));

  // budget: the cheapest bucket
  const cheap = packages.filter((p) => p.price < 10_000);
  await tick(page, viewportName, 'Less Than 10,000');
  await expect(page.getByText(countText(cheap.length, 'Goa'))).toBeVisible();
  if (cheap.length) expect(await cardNames(page, 'Goa')).toEqual(cheap.slice(0, 10).map((p) => p.name));
  await filterControl(page, viewportName, 'Clear Budget (₹ per person)');
  await expect(page.getByText(countText(total, 'Goa'))).toBeVisible();
  await expect(page).toHaveURL(/\/goa-tour-packages$/);
});

test('the phone filter modal locks the page behind it', async ({ page, viewportName }) => {
  test.skip(viewportName !== 'mobile', 'the modal is the phone layout');
  await page.goto('/goa-tour-packages');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog.getByRole('checkbox').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(195, 20);
  await page.mouse.wheel(0, 900);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await artifact(page, 'listing-filter-modal-mobile');
  await dialog.getByRole('button', { name: 'Close filters' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('sort by price high to low reorders the cards; ?page=2 opens page 2, and back from a package returns to the same page and filters', async ({ page, apiGet, viewportName }) => {
  const { name, path, packages } = await biggestDestination(apiGet);
  const ascending = byPrice(packages);
  const descending = [...packages].sort((a, b) => b.price - a.price || a.name.localeCompare(b.name));
  await page.goto(path);
  await expect(page.getByText(countText(packages.length, name))).toBeVisible();
  expect(await cardNames(page, name)).toEqual(ascending.slice(0, 10).map((p) => p.name));
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect.poll(() => cardNames(page, name)).toEqual(descending.slice(0, 10).map((p) => p.name));

  await page.goto(`${path}?sort=price-desc&page=2`);
  const pages = page.getByRole('navigation', { name: `${name} package pages` });
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(await cardNames(page, name)).toEqual(descending.slice(10, 20).map((p) => p.name));
  const numbered = await pages.getByRole('button', { name: /^Page \d+$/ }).count();
  expect(numbered).toBe(Math.min(5, Math.ceil(packages.length / 10)));
  await artifact(page, `listing-page-2-${viewportName}`);

  const chosen = descending[12]!;
  await page.getByRole('link', { name: `View details of ${chosen.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/packages-details/${packageSegment(chosen)}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[&]/g, '\\$&')}\\?sort=price-desc&page=2$`));
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => cardNames(page, name)).toEqual(descending.slice(10, 20).map((p) => p.name));

  // Next moves on and keeps the sort; filters survive a visit to a package too
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/sort=price-desc&page=3/);
  const category = ascending[0]!.categoryName;
  const inCategory = descending.filter((p) => p.categoryName === category);
  await tick(page, viewportName, category);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByText(countText(inCategory.length, name))).toBeVisible();
  await page.getByRole('link', { name: `View details of ${inCategory[0]!.name}` }).click();
  await expect(page).toHaveURL(/\/packages-details\//);
  await page.goBack();
  await expect(page.getByText(countText(inCategory.length, name))).toBeVisible();
  expect(await cardNames(page, name)).toEqual(inCategory.slice(0, 10).map((p) => p.name));
});

test('FAQ: 5, See More 10, See Less 5, one answer open at a time', async ({ page, apiGet, viewportName }) => {
  const questions = (await searchDestination(apiGet, 'goa')).body.data.questionResponses;
  expect(questions.length, 'Goa has more than 10 FAQs').toBeGreaterThan(10);
  await page.goto('/goa-tour-packages');
  const faq = page.getByRole('region', { name: 'Goa FAQs' });
  await faq.scrollIntoViewIfNeeded();
  const items = faq.getByRole('listitem');
  await expect(items).toHaveCount(5);
  await faq.getByRole('button', { name: 'See More' }).click();
  await expect(items).toHaveCount(10);
  await faq.getByRole('button', { name: questions[1]!.question }).click();
  await expect(faq.getByRole('button', { expanded: true })).toHaveAccessibleName(questions[1]!.question);
  await faq.getByRole('button', { name: questions[8]!.question }).click();
  await expect(faq.getByRole('button', { expanded: true })).toHaveCount(1);
  await expect(faq.getByRole('button', { expanded: true })).toHaveAccessibleName(questions[8]!.question);
  await artifact(page, `listing-faq-${viewportName}`);
  await faq.getByRole('button', { name: 'See Less' }).click();
  await expect(items).toHaveCount(5);
  await expect(faq.getByRole('button', { name: 'See More' })).toBeVisible();
});

test("the share panel's WhatsApp and email links carry the link; Escape closes it and the opener has focus again", async ({ page, apiGet, baseURL, viewportName }) => {
  const cheapest = byPrice(await packagesOf(apiGet, 'Goa'))[0]!;
  await page.goto('/goa-tour-packages');
  const opener = page.getByRole('button', { name: `Share ${cheapest.name}` });
  await opener.click();
  const panel = page.getByRole('dialog', { name: `Share ${cheapest.name}` });
  const link = encodeURIComponent(`${baseURL}/packages-details/${packageSegment(cheapest)}`);
  await expect(panel.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${escapeRe(link)}$`));
  await expect(panel.getByRole('link', { name: 'Share by email' })).toHaveAttribute('href', new RegExp(`^mailto:\\?subject=.*&body=.*${escapeRe(link)}$`));
  await expect(panel.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  await artifact(page, `listing-share-panel-${viewportName}`);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();

  // the header icon shares the listing itself
  const header = page.getByRole('button', { name: 'Share Goa Tour Packages' });
  await header.click();
  const listingPanel = page.getByRole('dialog', { name: 'Share Goa Tour Packages' });
  await expect(listingPanel.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute('href', new RegExp(escapeRe(encodeURIComponent(`${baseURL}/goa-tour-packages`))));
  await listingPanel.getByRole('button', { name: 'Close share panel' }).click();
  await expect(listingPanel).toBeHidden();
  await expect(header).toBeFocused();
});

test('Download PDF opens /enquiry in a new tab; after the enquiry is sent the itinerary downloads (%PDF) and the record is gone', async ({ page, context, apiGet, rows, viewportName }) => {
  const cheapest = byPrice(await packagesOf(apiGet, 'Goa'))[0]!;
  await page.goto('/goa-tour-packages?category=' + encodeURIComponent(cheapest.categoryName));
  await page.getByRole('button', { name: 'Share Goa Tour Packages' }).click();
  const panel = page.getByRole('dialog', { name: 'Share Goa Tour Packages' });
  await expect(panel.getByRole('combobox', { name: 'Package' })).toHaveValue(cheapest.name);
  const enquiryTab = context.waitForEvent('page');
  await panel.getByRole('button', { name: 'Download PDF' }).click();
  const enquiry = await enquiryTab;
  // named as the page to return to: the site sends no referrer
  await enquiry.waitForURL(`**/enquiry?from=${encodeURIComponent(`/goa-tour-packages?category=${encodeURIComponent(cheapest.categoryName)}`)}`);
  const record = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), PENDING_PDF_KEY);
  expect(record).toEqual({ name: cheapest.name, pdfUrl: expect.stringMatching(/\.pdf$/), timestamp: expect.any(Number) });

  // the visitor fills the real enquiry form in the new tab
  const form = enquiry.getByRole('form', { name: 'Custom quote enquiry' });
  const person = `PDF Reader ${viewportName} ${Date.now()}`;
  await fillEnquiry(enquiry, form, { name: person, phone: '9876543210', email: 'reader@example.in', destination: 'Goa', departureCity: 'Pune', people: 2 });
  const download = enquiry.waitForEvent('download');
  await form.getByRole('button', { name: 'Get My Custom Quote' }).click();

  // the enquiry tab goes back to the listing it came from, which downloads the file
  const file = await download;
  expect(rows('SELECT destination FROM enquiries WHERE name = ?', person)).toEqual([{ destination: 'Goa' }]);
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = fs.readFileSync(await file.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expect(enquiry).toHaveURL(new RegExp(`/goa-tour-packages\\?category=${escapeRe(encodeURIComponent(cheapest.categoryName).replace(/%20/g, '+'))}$`));
  await expect.poll(() => enquiry.evaluate((key) => localStorage.getItem(key), PENDING_PDF_KEY)).toBeNull();
});

test('a pending record 11 minutes old downloads nothing and is discarded', async ({ page }) => {
  // counts the downloads the page starts (an <a download> click), next to the browser's own event
  await page.addInitScript(() => {
    const w = window as unknown as { __downloads: string[] };
    w.__downloads = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.hasAttribute('download')) w.__downloads.push(this.href);
      return click.call(this);
    };
  });
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.url()));
  await page.goto('/goa-tour-packages');
  await page.evaluate(
    ([key, age]) => localStorage.setItem(key, JSON.stringify({ name: 'Goa', pdfUrl: '/media/itineraries/old.pdf', timestamp: Date.now() - age })),
    [PENDING_PDF_KEY, 11 * MINUTE] as const,
  );
  await page.goto('/goa-tour-packages?formSubmitted=true');
  await expect(page).toHaveURL(/\/goa-tour-packages$/);
  // the record goes and, in the same step, a download would start
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PENDING_PDF_KEY)).toBeNull();
  expect(await page.evaluate(() => (window as unknown as { __downloads: string[] }).__downloads)).toEqual([]);
  expect(downloads).toEqual([]);

  // the same page with a fresh record does download: the check above can fail
  await page.evaluate(
    ([key, age]) => localStorage.setItem(key, JSON.stringify({ name: 'Goa', pdfUrl: '/media/itineraries/new.pdf', timestamp: Date.now() - age })),
    [PENDING_PDF_KEY, MINUTE] as const,
  );
  await page.goto('/goa-tour-packages?formSubmitted=true');
  await expect(page).toHaveURL(/\/goa-tour-packages$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __downloads: string[] }).__downloads)).toEqual([expect.stringMatching(/\/media\/itineraries\/new\.pdf$/)]);
});

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
