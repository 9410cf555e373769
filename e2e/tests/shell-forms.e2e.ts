// The forms the shell composes from the enquiry remote, against the real API and
// database: the contact form's captcha (issued and checked by the server: a wrong
// code is refused and stores nothing, a right one is stored; its picture has a name
// and its question instead is answered from the keyboard alone), the support form
// (stored, with its own captcha), the Enquiry Now popup (validation, stored,
// /thank-you), and a script that posts leads without a browser: without the bot
// check's work done it stores nothing.
import { BOT_CHECK_HEADER, fetchBotCheck, solvedBotCheck, unsolvedBotCheck } from '../support/bot-check';
import { openCalendar, pickNextMonth15In } from '../support/calendar';
import { answerQuestion, readCaptcha } from '../support/captcha';
import { artifact, expect, onlyAt, test, type Locator, type Page, type Rows } from '../support/fixtures';
import type { RunState } from '../support/run-state';

/** A wrong answer of the same shape: the code with its first character changed. */
function wrongCode(code: string): string {
  const first = code[0];
  const replacement = /\d/.test(first) ? String((Number(first) + 1) % 10) : first === 'Z' ? 'A' : String.fromCharCode(first.charCodeAt(0) + 1);
  return replacement + code.slice(1);
}

const SPITI = 'We are six friends looking at Spiti in June. Can you suggest a 7-day plan?';

async function fillContact(form: Locator, subject: string) {
  await form.getByRole('textbox', { name: 'Name' }).fill('Rohan Gupta');
  await form.getByRole('textbox', { name: 'Email' }).fill('rohan.gupta@example.in');
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: 'Message' }).fill(SPITI);
}

/** Opens /contact-us and fills in the contact form but for its captcha, read from this page's requests. */
async function openFilledContact(page: Page, rows: Rows, subject: string) {
  const captcha = readCaptcha(page, rows);
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(form).toBeVisible();
  await fillContact(form, subject);
  return { captcha, form, picture: await captcha.shown() };
}

test.describe('contact form', () => {
  test('a wrong captcha is refused inline with a new picture, and nothing is stored', async ({ page, rows: queryRows, viewportName: name }) => {
    const subject = `E2E wrong ${name} ${Date.now()}`;
    const { captcha, form, picture } = await openFilledContact(page, queryRows, subject);
    const code = await captcha.code();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);

    await form.getByRole('textbox', { name: 'Captcha' }).fill(wrongCode(code));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Incorrect captcha. Please try again.')).toBeVisible();
    // the server spent that challenge: a new picture, an empty box, the rest kept
    await expect(captcha.picture).not.toHaveAttribute('src', picture);
    expect(await captcha.code()).toMatch(/^[A-Z0-9]{6}$/);
    await expect(form.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
    // the page scrolled to the top
    await page.waitForFunction(() => window.scrollY === 0);
    expect(queryRows('SELECT id FROM contact_messages WHERE subject = ?', subject)).toHaveLength(0);
    await form.scrollIntoViewIfNeeded();
    await artifact(page, `shell-contact-wrong-captcha-${name}`);
  });

  test('the right captcha is stored and toasted; the form resets with a new picture', async ({ page, rows: queryRows, viewportName: name }) => {
    const subject = `E2E right ${name} ${Date.now()}`;
    const { captcha, form, picture } = await openFilledContact(page, queryRows, subject);

    await form.getByRole('textbox', { name: 'Captcha' }).fill(await captcha.code());
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Form submitted successfully.')).toBeVisible();
    await expect(form.getByText('Incorrect captcha. Please try again.')).toHaveCount(0);
    const rows = queryRows<{ name: string; email: string; message: string; source: string }>(
      'SELECT name, email, message, source FROM contact_messages WHERE subject = ?',
      subject,
    );
    expect(rows).toEqual([{ name: 'Rohan Gupta', email: 'rohan.gupta@example.in', message: SPITI, source: 'contact' }]);
    // reset, with a new picture
    await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
    await expect(captcha.picture).not.toHaveAttribute('src', picture);
    expect(await captcha.code()).toMatch(/^[A-Z0-9]{6}$/);
    await artifact(page, `shell-contact-sent-${name}`);
  });

  test('the picture has a name, and its question instead works from the keyboard alone', async ({ page, rows: queryRows, viewportName: name }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    const picture = form.getByRole('img', { name: 'Captcha code: six characters, letters and digits', exact: true });
    await expect(picture).toBeVisible();
    // the picture was drawn, not just placed: it has a size of its own
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const subject = `E2E keyboard ${name} ${Date.now()}`;
    await fillContact(form, subject);

    // from the message, Tab by Tab to the alternative
    await form.getByRole('textbox', { name: 'Message' }).focus();
    const alternative = form.getByRole('button', { name: "Can't read it? Answer a question instead" });
    for (let presses = 0; presses < 10 && !(await alternative.evaluate((el) => el === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(alternative).toBeFocused();
    await page.keyboard.press('Enter');

    const question = form.getByText(/^What is \w+ plus \w+\?$/);
    await expect(question).toBeVisible();
    await expect(picture).toHaveCount(0);
    // the answer box takes the focus, described by the question
    const answerBox = form.getByRole('textbox', { name: 'Captcha' });
    await expect(answerBox).toBeFocused();
    const asked = (await question.textContent()) ?? '';
    await expect(answerBox).toHaveAccessibleDescription(new RegExp(asked.replace(/[?]/g, '\\?')));
    await artifact(page, `shell-contact-question-${name}`);
    await page.keyboard.type(answerQuestion(asked));
    await page.keyboard.press('Enter');

    await expect(page.getByText('Form submitted successfully.')).toBeVisible();
    expect(queryRows('SELECT source FROM contact_messages WHERE subject = ?', subject)).toEqual([{ source: 'contact' }]);
  });
});

/** Days ahead as the server's calendar counts them (India). */
function travelDate(days = 30): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));
}

/** POSTs a lead as a script would, without a browser. */
async function postLead(run: RunState, path: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(`${run.baseUrl}/api/${path}?authCode=${encodeURIComponent(run.authCode)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { code: number; errors?: { field: string; message: string }[] } };
}

const refusedForBotCheck = (answer: { body: { errors?: { field: string }[] } }) => answer.body.errors?.some((e) => e.field === BOT_CHECK_HEADER);

/** A contact message whose captcha is answered right, as the picture's reader would. */
async function answeredContact(run: RunState, rows: Rows, subject: string) {
  const issued = await fetch(`${run.baseUrl}/api/contact/captcha?authCode=${encodeURIComponent(run.authCode)}`).then((r) => r.json() as Promise<{ data: { captchaId: string } }>);
  const [{ code }] = rows<{ code: string }>('SELECT code FROM captcha_challenges WHERE id = ?', issued.data.captchaId);
  return { name: 'Rohan Gupta', email: 'rohan.gupta@example.in', subject, message: SPITI, source: 'contact', captchaId: issued.data.captchaId, captcha: code };
}

test.describe('a script without a browser', () => {
  test.beforeEach(() => onlyAt('desktop'));

  test('stores no contact message without a solved bot check, even with the captcha answered', async ({ run, rows }) => {
    const subject = `E2E script contact ${Date.now()}`;
    const none = await postLead(run, 'contact', await answeredContact(run, rows, subject));
    expect(none.status).toBe(400);
    expect(refusedForBotCheck(none)).toBe(true);

    const unsolved = await fetchBotCheck(run);
    const guessed = await postLead(run, 'contact', await answeredContact(run, rows, subject), { [BOT_CHECK_HEADER]: unsolvedBotCheck(unsolved) });
    expect(guessed.status).toBe(400);
    expect(refusedForBotCheck(guessed)).toBe(true);
    expect(rows('SELECT id FROM contact_messages WHERE subject = ?', subject)).toHaveLength(0);
  });

  test('stores no enquiry without a solved bot check; a solved one buys one enquiry', async ({ run, rows }) => {
    const name = `E2E Script ${Date.now()}`;
    const enquiry = { name, phone: '9876543210', email: 'script@example.in', destination: 'Goa', departureCity: 'Delhi', noOfPeople: 2, date: travelDate() };
    const stored = () => rows('SELECT id FROM enquiries WHERE name = ?', name);

    const none = await postLead(run, 'request-book/add-direct', enquiry);
    expect(none.status).toBe(400);
    expect(refusedForBotCheck(none)).toBe(true);
    // a challenge fetched but not worked on: a wrong number
    const challenge = await fetchBotCheck(run);
    const guessed = await postLead(run, 'request-book/add-direct', enquiry, { [BOT_CHECK_HEADER]: unsolvedBotCheck(challenge) });
    expect(guessed.status).toBe(400);
    expect(refusedForBotCheck(guessed)).toBe(true);
    // the challenge as it came, unsolved
    const raw = await postLead(run, 'request-book/add-direct', enquiry, { [BOT_CHECK_HEADER]: Buffer.from(JSON.stringify(challenge)).toString('base64') });
    expect(raw.status).toBe(400);
    expect(stored()).toHaveLength(0);

    // the same body with the work done goes through, once
    const solved = await solvedBotCheck(run);
    expect((await postLead(run, 'request-book/add-direct', enquiry, { [BOT_CHECK_HEADER]: solved })).status).toBe(201);
    const again = await postLead(run, 'request-book/add-direct', enquiry, { [BOT_CHECK_HEADER]: solved });
    expect(again.status).toBe(400);
    expect(refusedForBotCheck(again)).toBe(true);
    expect(stored()).toHaveLength(1);
  });
});

test('the support form stores a support message', async ({ page, rows: queryRows }) => {
  onlyAt('desktop');
  const captcha = readCaptcha(page, queryRows);
  await page.goto('/customer-support');
  const form = page.getByRole('form', { name: 'Send us a message' });
  const message = `Please resend my Kerala itinerary (${Date.now()}).`;
  await form.getByRole('textbox', { name: 'Full name' }).fill('Ananya Rao');
  await form.getByRole('textbox', { name: 'Email' }).fill('ananya.rao@example.in');
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  await form.getByRole('textbox', { name: 'Captcha' }).fill(await captcha.code());
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText(/Thank you, Ananya\. Your message is with our support team/)).toBeVisible();
  expect(queryRows('SELECT source FROM contact_messages WHERE message = ?', message)).toEqual([{ source: 'support' }]);
});

test.describe('Enquiry Now popup', () => {
  test('validates, stores the enquiry and opens /thank-you in a new tab', async ({ page, context, rows: queryRows, viewportName: name }) => {
    await page.goto('/about-us?utm_source=newsletter&utm_campaign=diwali');
    await page.getByRole('button', { name: 'Enquiry Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please share your details to get a custom quote' });
    await expect(dialog.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Get My Custom Quote' }).click();
    await expect(dialog.getByText('Please fix the highlighted errors above.')).toBeVisible();
    await expect(dialog.getByText('Required', { exact: true })).toHaveCount(6);
    await expect(dialog.getByText('Phone number is required')).toBeVisible();
    await artifact(page, `shell-enquiry-errors-${name}`);

    const person = `E2E Traveller ${name}`;
    await dialog.getByRole('textbox', { name: /Full Name/ }).fill(person);
    await dialog.getByRole('textbox', { name: /Phone Number/ }).fill('98 7654-3210');
    await expect(dialog.getByRole('textbox', { name: /Phone Number/ })).toHaveValue('9876543210');
    await dialog.getByRole('textbox', { name: /Email/ }).fill('traveller@example.in');
    await dialog.getByRole('textbox', { name: /^Destination/ }).fill('Ladakh');
    await dialog.getByRole('textbox', { name: /Departure City/ }).fill('Pune');
    await dialog.getByRole('spinbutton', { name: /Number of People/ }).fill('3');
    const calendar = await openCalendar(page, dialog.getByRole('combobox', { name: /Departure Date/ }));
    await expect(calendar).toBeVisible();
    await expect(calendar.getByRole('table')).toHaveCount(name === 'desktop' ? 2 : 1);
    await artifact(page, `shell-enquiry-calendar-${name}`);
    await pickNextMonth15In(calendar);
    const shown = await dialog.getByRole('combobox', { name: /Departure Date/ }).inputValue();
    expect(shown).toMatch(/^15\/\d{2}\/\d{4}$/);

    const thankYou = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Get My Custom Quote' }).click();
    await dialog
      .getByText('Thank you! Your enquiry was submitted successfully. Redirecting to thank you page...')
      .waitFor();
    const tab = await thankYou;
    await tab.waitForURL('**/thank-you');
    const [day, month, year] = shown.split('/');
    const rows = queryRows<Record<string, unknown>>('SELECT * FROM enquiries WHERE name = ? ORDER BY id DESC LIMIT 1', person);
    expect(rows[0]).toEqual(
      expect.objectContaining({
        phone: '9876543210',
        email: 'traveller@example.in',
        destination: 'Ladakh',
        departure_city: 'Pune',
        no_of_people: 3,
        travel_date: `${year}-${month}-${day}`,
        website_name: 'Safarnama Holidays',
        source: 'WEBSITE',
        device_type: name === 'desktop' ? 'desktop' : expect.any(String),
        // the server records where the request came from; the page sends no IP
        user_ip: '127.0.0.1',
        utm_source: 'newsletter',
        utm_medium: 'website',
        utm_campaign: 'diwali',
      }),
    );
    await expect(dialog.getByRole('textbox', { name: /Full Name/ })).toHaveValue('');
  });
});
