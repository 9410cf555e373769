// Luna, the chat widget on every page, against the real API and
// database: the greeting, a grounded answer revealed word by word whose link opens
// a real package, 'Get a custom quote' into a stored enquiry carrying the chat
// session, New Chat, the history across a reload, the drag on a phone, the info
// tooltip, and Escape returning focus to the button.
import { artifact, expect, onlyAt, test, type Locator, type Page } from '../support/fixtures';
import { inr } from '../support/seeded-content';

const SESSION_KEY = 'luna-chat-session';

/** The floating button (the support page has a second 'Chat with Luna' button: the widget's is the last). */
const chatButton = (page: Page) => page.getByRole('button', { name: 'Chat with Luna' }).last();

/** Opens the chat and waits for the greeting's answer to be final. */
async function openChat(page: Page): Promise<Locator> {
  await chatButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Chat with Luna' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Message Luna' })).toBeFocused();
  return dialog;
}

/** The conversation's bubbles as text, once nothing is typing any more. */
async function settledMessages(dialog: Locator): Promise<string[]> {
  const log = dialog.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('Typing...')).toHaveCount(0, { timeout: 15_000 });
  await expect(log.locator('[data-typing]')).toHaveCount(0, { timeout: 15_000 });
  // each bubble: a hidden 'You: ' or 'Luna: ' for screen readers, the text, maybe the quote button
  return (await log.locator('[data-sender]').allInnerTexts()).map((t) =>
    t.replace(/^(You|Luna):\s*/, '').replace(/\s*Get a custom quote$/, '').trim(),
  );
}

/** The chat's pace: a reply is typed out one word every 60 ms, and is final one step after its last word. */
const WORD_MS = 60;

interface Reveal {
  /** Each change of the reply being typed: when (performance.now(), ms) and how many words it showed. */
  steps: { at: number; words: number }[];
  /** When the typed copy gave way to the final reply. */
  finalAt?: number;
}

/** From now on, records the next reply as it is typed out, with the time of each change, until it is final. */
async function recordReveal(page: Page): Promise<() => Promise<Reveal>> {
  await page.evaluate(() => {
    const reveal: Reveal = { steps: [] };
    (window as unknown as { __reveal: Reveal }).__reveal = reveal;
    let shown = '';
    const observer = new MutationObserver(() => {
      const at = performance.now();
      const typing = document.querySelector('[data-typing]');
      if (typing) {
        const text = typing.textContent ?? '';
        if (text !== shown) reveal.steps.push({ at, words: text.split(/\s+/).filter(Boolean).length });
        shown = text;
      } else if (reveal.steps.length > 0) {
        reveal.finalAt = at;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return async () => {
    await page.waitForFunction(() => (window as unknown as { __reveal: Reveal }).__reveal.finalAt !== undefined, undefined, { timeout: 15_000 });
    return page.evaluate(() => (window as unknown as { __reveal: Reveal }).__reveal);
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function send(dialog: Locator, text: string): Promise<void> {
  const input = dialog.getByRole('textbox', { name: 'Message Luna' });
  await input.fill(text);
  await input.press('Enter');
}

test('greets, answers a Kashmir honeymoon under 40k word by word, and its link opens a real package under ₹40,000', async ({
  page,
  rows,
  errors,
  viewportName,
}) => {
  await page.goto('/about-us');
  const dialog = await openChat(page);
  const greeting = await settledMessages(dialog);
  expect(greeting[0]).toBe('Hey');
  expect(greeting).toHaveLength(2);
  expect(greeting[1]).toMatch(/Luna/);

  const revealed = await recordReveal(page);
  await send(dialog, 'honeymoon in kashmir under 40k');
  // the reply grows a word at a time before it is final
  const { steps, finalAt } = await revealed();
  const counts = steps.map((step) => step.words).filter((words, i, all) => words > 0 && words !== all[i - 1]);
  expect(counts.length).toBeGreaterThanOrEqual(4);
  expect(counts).toEqual([...counts].sort((a, b) => a - b));
  // at the chat's pace, timed from the page: a step every WORD_MS, never faster on the whole
  // (a late render may bring one step closer to the next), and mostly on time
  const times = [...steps.map((step) => step.at), finalAt!];
  const gaps = times.slice(1).map((at, i) => at - times[i]!);
  expect((times.at(-1)! - times[0]!) / gaps.length).toBeGreaterThanOrEqual(WORD_MS - 5);
  expect(median(gaps)).toBeLessThan(3 * WORD_MS);
  const log = dialog.getByRole('log', { name: 'Conversation' });
  const messages = await settledMessages(dialog);
  expect(messages.slice(-2, -1)).toEqual(['honeymoon in kashmir under 40k']);
  await artifact(page, `luna-answer-${viewportName}`);

  const link = log.locator('[data-sender]').last().getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/packages-details\/\d+days-\d+nights-[\w-]+$/);
  const slug = href!.replace(/^\/packages-details\/\d+days-\d+nights-/, '');
  const [pkg] = rows<{ name: string; price: number; destination: string }>(
    'SELECT p.name, p.price, d.name AS destination FROM packages p JOIN destinations d ON d.id = p.destination_id WHERE p.slug = ?',
    slug,
  );
  expect(pkg.destination).toBe('Kashmir');
  expect(pkg.price).toBeLessThan(40_000);
  expect(messages[messages.length - 1]).toContain(inr(pkg.price));
  await link.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1, name: pkg.name })).toBeVisible();
  await expect(page.getByText(inr(pkg.price)).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("'Get a custom quote' opens the enquiry popup filled in from the chat, and the stored enquiry carries the chat session", async ({
  page,
  rows,
  viewportName,
}) => {
  // a package page: the Enquiry Now button is hidden here, the popup still opens
  await page.goto('/packages-details/7days-6nights-kashmir-houseboat-honeymoon');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enquiry Now' })).toHaveCount(0);
  const dialog = await openChat(page);
  await settledMessages(dialog);
  await send(dialog, 'kashmir honeymoon in june, we are 2 people');
  await settledMessages(dialog);
  const sessionId = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
  expect(sessionId).toMatch(/^[\w-]{8,100}$/);

  await dialog.getByRole('button', { name: 'Get a custom quote' }).last().click();
  const enquiry = page.getByRole('dialog', { name: 'Please share your details to get a custom quote' });
  await expect(enquiry).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Chat with Luna' })).toBeHidden();
  await expect(enquiry.getByRole('textbox', { name: /Destination/ })).toHaveValue('Kashmir');
  await expect(enquiry.getByRole('spinbutton', { name: /Number of People/ })).toHaveValue('2');
  const shown = await enquiry.getByRole('combobox', { name: /Departure Date/ }).inputValue();
  expect(shown).toMatch(/^\d{2}\/06\/\d{4}$/);
  await artifact(page, `luna-custom-quote-${viewportName}`);

  const person = `Luna Lead ${viewportName} ${Date.now()}`;
  await enquiry.getByRole('textbox', { name: /Full Name/ }).fill(person);
  await enquiry.getByRole('textbox', { name: /Phone Number/ }).fill('9876543210');
  await enquiry.getByRole('textbox', { name: /Email/ }).fill('luna.lead@example.in');
  await enquiry.getByRole('textbox', { name: /Departure City/ }).fill('Mumbai');
  // how to contact: Phone call ticked already, Email added
  const preference = enquiry.getByRole('group', { name: /How should we contact you\?/ });
  await expect(preference.getByRole('checkbox', { name: 'Phone call' })).toBeChecked();
  await expect(preference).toHaveAccessibleDescription('Your details go to at most 3 verified agents, never more.');
  await preference.getByRole('checkbox', { name: 'Email' }).check();
  const thankYou = page.context().waitForEvent('page');
  await enquiry.getByRole('button', { name: 'Get My Custom Quote' }).click();
  await enquiry.getByText('Thank you! Your enquiry was submitted successfully. Redirecting to thank you page...').waitFor();
  await (await thankYou).close();
  const [day, month, year] = shown.split('/');
  expect(rows('SELECT destination, no_of_people, travel_date, chat_session_id, contact_preference FROM enquiries WHERE name = ?', person)).toEqual([
    { destination: 'Kashmir', no_of_people: 2, travel_date: `${year}-${month}-${day}`, chat_session_id: sessionId, contact_preference: 'phone,email' },
  ]);
  // the conversation that led to the lead is on record, in order
  const transcript = rows<{ sender: string; text: string }>('SELECT sender, text FROM chat_messages WHERE session_id = ? ORDER BY id', sessionId);
  expect(transcript.map((r) => r.sender)).toEqual(['user', 'bot', 'user', 'bot']);
  expect(transcript[2].text).toBe('kashmir honeymoon in june, we are 2 people');
});

test('the history survives a reload; New Chat clears it and greets again; blank messages are not sent', async ({ page }) => {
  await page.goto('/about-us');
  let dialog = await openChat(page);
  await settledMessages(dialog);
  await send(dialog, '   ');
  await send(dialog, 'what is your cancellation policy?');
  const before = await settledMessages(dialog);
  expect(before).toHaveLength(4);
  expect(before[3]).toMatch(/65%/);

  await page.reload();
  dialog = page.getByRole('dialog', { name: 'Chat with Luna' });
  if (!(await dialog.isVisible())) dialog = await openChat(page);
  expect(await settledMessages(dialog)).toEqual(before);

  await dialog.getByRole('button', { name: 'New Chat' }).click();
  const fresh = await settledMessages(dialog);
  expect(fresh[0]).toBe('Hey');
  expect(fresh).toHaveLength(2);
  expect(fresh.join(' ')).not.toContain('what is your cancellation policy?');
  expect(fresh.join(' ')).not.toContain('65%');
});

test('the info tooltip lists its four points; Escape closes the chat and focus returns to the button', async ({ page, viewportName }) => {
  await page.goto('/customer-support');
  // the support page's tile opens the same chat
  await page.getByRole('main').getByRole('button', { name: 'Chat with Luna' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat with Luna' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('BETA')).toBeVisible();
  await settledMessages(dialog);
  await dialog.getByRole('button', { name: 'About Luna' }).click();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  const points = (await tooltip.getByRole('listitem').allInnerTexts()).join(' | ');
  expect(await tooltip.getByRole('listitem').count()).toBe(4);
  expect(points).toMatch(/AI assistant/i);
  expect(points).toMatch(/recorded for quality review/i);
  expect(points).toMatch(/mistakes/i);
  expect(points).toMatch(/personal information/i);
  await artifact(page, `luna-tooltip-${viewportName}`);
  await page.keyboard.press('Escape'); // the tooltip
  await expect(tooltip).toBeHidden();
  await dialog.getByRole('textbox', { name: 'Message Luna' }).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(chatButton(page)).toBeFocused();
});

test('on a phone the button can be dragged and always stays on screen', async ({ page }) => {
  onlyAt('mobile');
  await page.goto('/about-us');
  const button = chatButton(page);
  await expect(button).toBeVisible();
  const viewport = page.viewportSize()!;
  const start = (await button.boundingBox())!;
  const drag = async (toX: number, toY: number) => {
    const box = (await button.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 30, box.y + box.height / 2 - 30, { steps: 4 });
    await page.mouse.move(toX, toY, { steps: 8 });
    await page.mouse.up();
  };
  await drag(120, 300);
  const moved = (await button.boundingBox())!;
  expect(Math.abs(moved.x + moved.width / 2 - 120)).toBeLessThan(4);
  expect(Math.abs(moved.y + moved.height / 2 - 300)).toBeLessThan(4);
  expect(moved.x).not.toBeCloseTo(start.x, 0);
  // flung past the top-left corner, it stops at the edge
  await drag(-200, -200);
  const clamped = (await button.boundingBox())!;
  expect(clamped.x).toBeGreaterThanOrEqual(0);
  expect(clamped.y).toBeGreaterThanOrEqual(0);
  expect(clamped.x + clamped.width).toBeLessThanOrEqual(viewport.width);
  expect(clamped.y + clamped.height).toBeLessThanOrEqual(viewport.height);
  await drag(viewport.width + 300, viewport.height + 300);
  const other = (await button.boundingBox())!;
  expect(other.x + other.width).toBeLessThanOrEqual(viewport.width);
  expect(other.y + other.height).toBeLessThanOrEqual(viewport.height);
  // a drag is not a click: the chat stayed closed
  await expect(page.getByRole('dialog', { name: 'Chat with Luna' })).toBeHidden();
  await artifact(page, 'luna-dragged-mobile');
});
