// The package detail page, opened by URL on both of its routes, against the
// real API and database: every section of the page, the booking form's messages and a
// stored booking (side card at 1280px, bottom bar and dialog at 390px), the itinerary
// PDF, the JSON-LD offer and a package that does not exist. The package is read from
// the API (the catalogue grows): no package text is written here.
import { openCalendar, pickNextMonth15 } from '../support/calendar';
import { artifact, expect, test, type ApiGet, type Locator, type Page } from '../support/fixtures';
import { inr, listingPath, packageDetail, packageSegment, searchDestination, type PackageDetailResult, type PackageSummary } from '../support/seeded-content';

interface Subject {
  listed: PackageSummary;
  detail: PackageDetailResult;
  /** /packages-details/{n}days-{n-1}nights-{slug} */
  listingPath: string;
  /** /{destination}-tour-packages-details/{n}days-{n-1}nights-{slug} */
  destinationPath: string;
}

/** "4 Nights / 5 Days", "0 Nights / 1 Day": as the page and the booking request name it. */
const durationOf = (days: number) => `${days - 1} ${days === 2 ? 'Night' : 'Nights'} / ${days} ${days === 1 ? 'Day' : 'Days'}`;
/** Inclusions and Exclusions as the page lists them: one item per bullet character or line. */
const bullets = (text: string) =>
  text
    .split(/\r?\n|•/)
    .map((item) => item.trim())
    .filter(Boolean);

/** The cheapest package of a destination, its detail answer and its two URLs. */
async function packageOf(apiGet: ApiGet, destination: string): Promise<Subject> {
  const search = await searchDestination(apiGet, destination);
  expect(search.status).toBe(200);
  const listed = [...search.body.data.packageResponse].sort((a, b) => a.price - b.price)[0]!;
  const detail = await packageDetail(apiGet, listed.name);
  expect(detail.status).toBe(200);
  const segment = packageSegment(listed);
  return {
    listed,
    detail: detail.body.data,
    listingPath: `/packages-details/${segment}`,
    destinationPath: `${listingPath(destination)}-details/${segment}`,
  };
}

/** The booking form: the side card's on a wide screen, the dialog's (opened from the bottom bar) on a phone. */
async function openBookingForm(page: Page, name: 'desktop' | 'mobile', packageName: string): Promise<Locator> {
  if (name === 'desktop') {
    await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(1);
    return page.getByRole('complementary', { name: 'Book this holiday' }).getByRole('form', { name: 'Booking request' });
  }
  await page.getByRole('button', { name: 'Book Now' }).click();
  return page.getByRole('dialog', { name: `Book ${packageName}` }).getByRole('form', { name: 'Booking request' });
}

test.describe('package detail', () => {
  test('opened by URL on both routes, it shows every section of the spec', async ({ page, apiGet, errors, viewportName: name }) => {
    const subject = await packageOf(apiGet, 'Goa');
    const { packageDetailResponse: pkg, itineraryNameResponseList: days } = subject.detail;

    for (const path of [subject.listingPath, subject.destinationPath]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: pkg.name })).toBeVisible();
    }
    await expect(page).toHaveURL(subject.destinationPath);

    // banner, duration, price
    const banner = page.getByRole('img', { name: pkg.imageAltText });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('width', /\d+/);
    await expect(page.getByText(durationOf(pkg.days)).first()).toBeVisible();
    await expect(page.locator('article header')).toContainText(inr(pkg.price));

    // information: 500 characters, then Read More
    const information = page.getByRole('region', { name: 'Information', exact: true });
    if (pkg.information.replace(/\s+/g, ' ').length > 500) {
      await information.getByRole('button', { name: 'Read More' }).click();
      await expect(information.getByRole('button', { name: 'Read Less' })).toBeVisible();
    }
    const lastParagraph = pkg.information.split(/\n\s*\n/).filter((p) => p.trim()).at(-1)!.trim();
    await expect(information).toContainText(lastParagraph);

    // Package Includes, with an icon each
    const includes = page.getByRole('region', { name: 'Package Includes', exact: true }).getByRole('listitem');
    await expect(includes).toHaveText(['Hotels', 'Transport', 'Meals', 'Sightseeing']);
    await expect(includes.locator('svg')).toHaveCount(4);

    // the booking form: a side card on a wide screen, a bottom bar on a phone
    if (name === 'desktop') {
      await expect(page.getByRole('complementary', { name: 'Book this holiday' }).getByRole('form', { name: 'Booking request' })).toBeVisible();
    } else {
      const bookNow = page.getByRole('button', { name: 'Book Now' });
      await expect(bookNow).toBeVisible();
      const bar = bookNow.locator('..');
      await expect(bar).toContainText(inr(pkg.price));
      await expect(bar).toContainText(durationOf(pkg.days));
      expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
      // the page keeps room for the bar: the end of the page does not hide under it
      const barHeight = await bar.evaluate((el) => el.getBoundingClientRect().height);
      expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom))).toBeGreaterThanOrEqual(barHeight - 1);
      await expect(page.getByRole('form', { name: 'Booking request' })).toHaveCount(0);
    }

    await expect(page.getByText('This trip can be customised')).toBeVisible();

    // the itinerary day by day: image (lazy), name, description, stages, accommodation
    const itinerary = page.getByRole('region', { name: 'Itinerary', exact: true });
    await expect(itinerary.getByRole('heading', { level: 3 })).toHaveText(days.map((day) => day.name));
    await expect(itinerary.getByRole('img')).toHaveCount(days.length);
    await expect(itinerary.getByRole('img').last()).toHaveAttribute('loading', 'lazy');
    await expect(itinerary.getByText('Accommodation:')).toHaveCount(days.length);
    await itinerary.scrollIntoViewIfNeeded();
    await artifact(page, `package-detail-itinerary-${name}`);

    // Tour Information: the inclusions and exclusions, one item per line or bullet
    const information2 = page.getByRole('region', { name: 'Tour Information', exact: true });
    await expect(information2.getByRole('list', { name: 'Inclusions' }).getByRole('listitem')).toHaveText(bullets(pkg.inclusions));
    await expect(information2.getByRole('list', { name: 'Exclusions' }).getByRole('listitem')).toHaveText(bullets(pkg.exclusions));

    // Our Tour Policies
    const policies = page.getByRole('region', { name: 'Our Tour Policies', exact: true });
    await expect(policies.getByRole('heading', { name: 'Confirmation Policy' })).toBeVisible();
    await expect(policies.getByRole('heading', { name: 'Cancellation Policy' })).toBeVisible();
    await expect(policies.getByText('If you Cancel your Holiday:-')).toBeVisible();
    await expect(policies.getByRole('list', { name: 'Confirmation Policy' }).getByRole('listitem').first()).toBeVisible();
    await expect(policies.getByRole('list', { name: 'Cancellation Policy' }).getByRole('listitem').first()).toBeVisible();
    await policies.scrollIntoViewIfNeeded();
    await artifact(page, `package-detail-policies-${name}`);

    // scroll-to-top after 200px
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByRole('button', { name: 'Scroll to top' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);

    // the itinerary PDF
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download itinerary (PDF)' }).click();
    const file = await download;
    const stream = await file.createReadStream();
    const head = await new Promise<string>((resolve, reject) => {
      stream.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 4).toString('latin1')));
      stream.once('error', reject);
    });
    stream.destroy();
    expect(head).toBe('%PDF');
    await artifact(page, `package-detail-top-${name}`);
    expect(errors).toEqual([]);
  });

  test('its JSON-LD parses, and the offer is the price the page shows', async ({ page, apiGet }) => {
    const subject = await packageOf(apiGet, 'Manali');
    const pkg = subject.detail.packageDetailResponse;
    await page.goto(subject.listingPath);
    await expect(page.getByRole('heading', { level: 1, name: pkg.name })).toBeVisible();
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const trip = blocks.find((block) => block['@type'] === 'TouristTrip' || block['@type'] === 'Product');
    expect(trip.name).toBe(pkg.name);
    expect(trip.description.length).toBeLessThanOrEqual(160);
    expect(trip.offers.priceCurrency).toBe('INR');
    // the price shown: the last amount of the page's header (after any crossed-out one)
    const header = (await page.locator('article header').textContent()) ?? '';
    const shown = Number([...header.matchAll(/₹([\d,]+)/g)].at(-1)![1].replace(/,/g, ''));
    expect(Number(trip.offers.price)).toBe(shown);
    expect(shown).toBe(pkg.price);
    const validUntil = new Date(trip.offers.priceValidUntil).getTime();
    expect(Math.round((validUntil - Date.now()) / 86_400_000)).toBeGreaterThanOrEqual(89);
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      `${pkg.destinationName} Tour Packages`,
      pkg.name,
    ]);
    await expect(page).toHaveTitle(/./);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${subject.listingPath}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /./);
  });

  test('a package that does not exist shows the not-found page', async ({ page }) => {
    for (const path of ['/packages-details/3days-2nights-no-such-package-e2e', '/goa-tour-packages-details/3days-2nights-no-such-package-e2e']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/no-result-found$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sorry, nothing matched your search' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
    }
  });
});

test.describe('package detail booking', () => {
  // A traveller in India: the calendar's today is India's, as the form's checks are.
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('the booking form shows the spec\'s messages and stores a valid booking with the spec\'s payload', async ({
    page,
    apiGet,
    rows,
    viewportName: name,
  }) => {
    const subject = await packageOf(apiGet, 'Kerala');
    const pkg = subject.detail.packageDetailResponse;
    // The visitor's device runs five days behind: 'today' passes the form's own check
    // but is already past for the server, which refuses it with the spec's message.
    await page.clock.install({ time: Date.now() - 5 * 86_400_000 });
    await page.goto(subject.listingPath);
    await expect(page.getByRole('heading', { level: 1, name: pkg.name })).toBeVisible();
    const form = await openBookingForm(page, name, pkg.name);
    const submit = () => form.getByRole('button', { name: 'Book Now' }).click();
    const field = {
      leadName: form.getByRole('textbox', { name: /Lead passenger name/ }),
      persons: form.getByRole('spinbutton', { name: /Persons/ }),
      city: form.getByRole('textbox', { name: /Departure city/ }),
      date: form.getByRole('combobox', { name: /Travel date/ }),
      email: form.getByRole('textbox', { name: /Email/ }),
      phone: form.getByRole('textbox', { name: /Mobile number/ }),
    };

    await submit();
    for (const message of [
      'Lead passenger name is required',
      'Number of persons is required',
      'Departure city is required',
      'Travel date is required',
      'Email is required',
      'Mobile number is required',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    // an error clears when its field is edited
    await field.leadName.fill('A');
    await expect(form.getByText('Lead passenger name is required')).toHaveCount(0);

    await field.persons.fill('51');
    await field.city.fill('D');
    await field.email.fill('meera@example');
    await field.phone.fill('5123456789');
    await submit();
    for (const message of [
      'Name must be at least 2 characters long',
      'Number of persons must be between 1 and 50',
      'Departure city must be at least 2 characters long',
      'Please enter a valid email address',
      'Please enter a valid 10-digit mobile number',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await artifact(page, `package-detail-booking-errors-${name}`);

    const leadName = `E2E Meera ${name} ${Date.now()}`;
    await field.leadName.fill(leadName);
    await field.persons.fill('3');
    await field.city.fill('Bengaluru');
    await field.email.fill('meera.iyer@example.in');
    await field.phone.fill('9845012345');

    // past days cannot be picked; the device's today goes through and the server refuses it
    const calendar = await openCalendar(page, field.date);
    await calendar.locator('button[aria-current="date"]').click();
    await submit();
    await expect(form.getByText('Please select a future date')).toBeVisible();
    await expect(page.getByText('Failed to submit booking request.')).toBeVisible();
    expect(rows('SELECT id FROM booking_requests WHERE lead_name = ?', leadName)).toHaveLength(0);

    // the button stays on 'Processing...' for 10 seconds after a click
    await expect(form.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await page.clock.fastForward(10_000);
    await pickNextMonth15(page, field.date);
    const [day, month, year] = (await field.date.inputValue()).split('/');
    const date = `${year}-${month}-${day}`;

    const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/request-book/add'));
    await submit();
    const duration = durationOf(pkg.days);
    expect((await sent).postDataJSON()).toEqual({
      duration,
      leadName,
      noOfPerson: 3,
      packageDetailId: pkg.id,
      departureCity: 'Bengaluru',
      date,
      email: 'meera.iyer@example.in',
      phone: '9845012345',
      // Phone call, ticked when the form opens
      contactPreference: ['phone'],
      productId: 1,
      websiteId: 1,
    });
    await expect(page.getByText('Booking request submitted successfully!')).toBeVisible();
    await expect(form.getByRole('status')).toContainText('Thank you!');
    await artifact(page, `package-detail-booked-${name}`);
    expect(
      rows(
        'SELECT package_id, duration, lead_name, no_of_person, departure_city, travel_date, email, phone, contact_preference, product_id, website_id FROM booking_requests WHERE lead_name = ?',
        leadName,
      ),
    ).toEqual([
      {
        package_id: pkg.id,
        duration,
        lead_name: leadName,
        no_of_person: 3,
        departure_city: 'Bengaluru',
        travel_date: date,
        email: 'meera.iyer@example.in',
        phone: '9845012345',
        contact_preference: 'phone',
        product_id: 1,
        website_id: 1,
      },
    ]);
    // the form is cleared for the next traveller
    await expect(field.leadName).toHaveValue('');
  });
});
