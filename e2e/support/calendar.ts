// The site's date picker: a date field opens a calendar dialog, 'Select Departure
// Date' on every form, with a Next month button and a button per day named by its
// full date ("Monday, 15 ...").
import type { Locator, Page } from './fixtures';

/** Opens a date field's calendar. */
export async function openCalendar(page: Page, field: Locator): Promise<Locator> {
  await field.click();
  return page.getByRole('dialog', { name: 'Select Departure Date' });
}

/** In an open calendar, picks the 15th of next month (a day every journey can book). */
export async function pickNextMonth15In(calendar: Locator): Promise<void> {
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar.getByRole('button', { name: /^\w+day, 15 / }).first().click();
}

/** Opens a date field's calendar and picks the 15th of next month. */
export async function pickNextMonth15(page: Page, field: Locator): Promise<void> {
  await pickNextMonth15In(await openCalendar(page, field));
}
