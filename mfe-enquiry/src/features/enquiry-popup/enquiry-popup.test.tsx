import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, resetSiteStore, toIsoDate, useSiteStore } from '@safarnama/shared';
import EnquiryPopup from './enquiry-popup';

jest.mock('@safarnama/shared', () => {
  const actual = jest.requireActual('@safarnama/shared');
  return { ...actual, api: { ...actual.api, addDirectEnquiry: jest.fn() } };
});

const addDirectEnquiry = api.addDirectEnquiry as jest.MockedFunction<typeof api.addDirectEnquiry>;

beforeEach(() => {
  resetSiteStore();
  addDirectEnquiry.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

type User = ReturnType<typeof userEvent.setup>;

async function openPopup(user: User) {
  render(<EnquiryPopup />);
  await user.click(screen.getByRole('button', { name: 'Enquiry Now' }));
  return screen.getByRole('dialog', { name: 'Please share your details to get a custom quote' });
}

async function pickTomorrow(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('textbox', { name: /Departure Date/ }));
  const calendar = screen.getByRole('dialog', { name: 'Select Departure Date' });
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  const label = new RegExp(`, ${tomorrow.getDate()} \\w+ ${tomorrow.getFullYear()}$`);
  const buttons = within(calendar).getAllByRole('button', { name: label });
  const match = buttons.find((b) => !b.hasAttribute('disabled'))!;
  await user.click(match);
  return tomorrow;
}

async function fillIn(user: User, dialog: HTMLElement) {
  const f = within(dialog);
  await user.type(f.getByRole('textbox', { name: /Full Name/ }), 'Kavya Nair');
  await user.type(f.getByRole('textbox', { name: /Phone Number/ }), '9876543210');
  await user.type(f.getByRole('textbox', { name: /Email/ }), 'kavya@example.in');
  await user.type(f.getByRole('textbox', { name: /^Destination/ }), 'Ladakh');
  await user.type(f.getByRole('textbox', { name: /Departure City/ }), 'Bengaluru');
  await user.type(f.getByRole('spinbutton', { name: /Number of People/ }), '2');
  return pickTomorrow(user, dialog);
}

it('opens from the floating button with the spec title and the How It Works panel', async () => {
  const user = userEvent.setup();
  const dialog = await openPopup(user);
  expect(within(dialog).getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
  expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(
    expect.arrayContaining([
      expect.stringContaining('Tell us about your holiday'),
      expect.stringContaining('Get multiple quotes'),
      expect.stringContaining('Book the best deal'),
      'Verified agents',
      'Stringent quality control',
    ]),
  );
  expect(useSiteStore.getState().isEnquiryOpen).toBe(true);
  await user.keyboard('{Escape}');
  expect(useSiteStore.getState().isEnquiryOpen).toBe(false);
});

it('hides the floating button while the site loading overlay shows', () => {
  render(<EnquiryPopup />);
  expect(screen.getByRole('button', { name: 'Enquiry Now' })).toBeInTheDocument();
  act(() => useSiteStore.getState().showOverlay('Loading Wildlife packages...'));
  expect(screen.queryByRole('button', { name: 'Enquiry Now' })).not.toBeInTheDocument();
  act(() => useSiteStore.getState().hideOverlay());
  expect(screen.getByRole('button', { name: 'Enquiry Now' })).toBeInTheDocument();
});

it('marks every empty (or blank) field Required and asks to fix them', async () => {
  const user = userEvent.setup();
  const dialog = await openPopup(user);
  await user.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), '   ');
  await user.click(within(dialog).getByRole('button', { name: 'Get My Custom Quote' }));
  expect(within(dialog).getAllByText('Required')).toHaveLength(6);
  expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Please fix the highlighted errors above.')).toBeInTheDocument();
  expect(addDirectEnquiry).not.toHaveBeenCalled();
});

it('keeps only digits in the phone, at most ten, after +91', async () => {
  const user = userEvent.setup();
  const dialog = await openPopup(user);
  const phone = within(dialog).getByRole('textbox', { name: /Phone Number/ });
  expect(within(dialog).getByText('+91')).toBeInTheDocument();
  await user.type(phone, '98a76-54 3210999');
  expect(phone).toHaveValue('9876543210');
  await user.clear(phone);
  await user.type(phone, '98765');
  await user.click(within(dialog).getByRole('button', { name: 'Get My Custom Quote' }));
  expect(within(dialog).getByText('Phone number must be 10 digits')).toBeInTheDocument();
  // typing clears that field's error
  await user.type(phone, '4');
  expect(within(dialog).queryByText('Phone number must be 10 digits')).not.toBeInTheDocument();
});

it('checks the email shape', async () => {
  const user = userEvent.setup();
  const dialog = await openPopup(user);
  await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'kavya@example');
  await user.click(within(dialog).getByRole('button', { name: 'Get My Custom Quote' }));
  expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
});

it('offers a read-only date from a calendar without past days, shown dd/mm/yyyy', async () => {
  const user = userEvent.setup();
  const dialog = await openPopup(user);
  const field = within(dialog).getByRole('textbox', { name: /Departure Date/ });
  expect(field).toHaveAttribute('readonly');
  await user.click(field);
  const calendar = screen.getByRole('dialog', { name: 'Select Departure Date' });
  expect(within(calendar).getAllByRole('columnheader').slice(0, 7).map((th) => th.textContent)).toEqual([
    'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat',
  ]);
  expect(within(calendar).getByRole('button', { name: 'Previous month' })).toBeDisabled();
  expect(within(calendar).getByRole('button', { name: 'Next month' })).toBeEnabled();
  const yesterday = new Date();
  yesterday.setDate(yesterday.getDate() - 1);
  if (yesterday.getMonth() === new Date().getMonth()) {
    const label = `, ${yesterday.getDate()} `;
    const past = within(calendar)
      .getAllByRole('button')
      .find((b) => b.getAttribute('aria-label')?.includes(label) && b.getAttribute('aria-label')?.endsWith(String(yesterday.getFullYear())));
    expect(past).toBeDisabled();
  }
  // Escape closes the calendar, not the popup
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Select Departure Date' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: /custom quote/ })).toBeInTheDocument();

  const tomorrow = await pickTomorrow(user, dialog);
  const dd = String(tomorrow.getDate()).padStart(2, '0');
  const mm = String(tomorrow.getMonth() + 1).padStart(2, '0');
  expect(field).toHaveValue(`${dd}/${mm}/${tomorrow.getFullYear()}`);
});

it('sends the spec payload, clears the form and opens /thank-you a second later', async () => {
  const user = userEvent.setup();
  const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
  addDirectEnquiry.mockResolvedValue({ code: 1, message: 'Enquiry received', data: { id: 11 }, status: 201 });
  const dialog = await openPopup(user);
  const tomorrow = await fillIn(user, dialog);
  jest.useFakeTimers();
  await act(async () => {
    within(dialog).getByRole('button', { name: 'Get My Custom Quote' }).click();
  });
  expect(
    within(dialog).getByText('Thank you! Your enquiry was submitted successfully. Redirecting to thank you page...'),
  ).toBeInTheDocument();
  expect(addDirectEnquiry).toHaveBeenCalledWith(
    expect.objectContaining({
      name: 'Kavya Nair',
      phone: '9876543210',
      email: 'kavya@example.in',
      destination: 'Ladakh',
      departureCity: 'Bengaluru',
      noOfPeople: 2,
      date: toIsoDate(tomorrow),
      websiteName: 'Safarnama Holidays',
      source: 'WEBSITE',
      deviceType: expect.stringMatching(/^(desktop|mobile|tablet)$/),
      browser: expect.any(String),
      utm_source: 'direct',
      utm_medium: 'website',
      utm_campaign: 'enquiry_form',
    }),
  );
  expect(within(dialog).getByRole('textbox', { name: /Full Name/ })).toHaveValue('');
  expect(open).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1000));
  expect(open).toHaveBeenCalledWith('/thank-you', '_blank');
});

it('says "Please wait..." and is disabled while sending', async () => {
  const user = userEvent.setup();
  let answer: (value: Awaited<ReturnType<typeof api.addDirectEnquiry>>) => void = () => {};
  addDirectEnquiry.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const dialog = await openPopup(user);
  await fillIn(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Get My Custom Quote' }));
  const busy = within(dialog).getByRole('button', { name: 'Please wait...' });
  expect(busy).toBeDisabled();
  await act(async () => answer({ code: 0, message: 'Bad request', status: 400 }));
  expect(within(dialog).getByRole('button', { name: 'Get My Custom Quote' })).toBeEnabled();
});

it('reports a refusal and a lost connection with the spec messages', async () => {
  const user = userEvent.setup();
  const dialog = await openPopup(user);
  await fillIn(user, dialog);

  addDirectEnquiry.mockResolvedValueOnce({ code: 0, message: 'Too many requests.', status: 429 });
  await user.click(within(dialog).getByRole('button', { name: 'Get My Custom Quote' }));
  expect(await within(dialog).findByText('Something went wrong. Please try again.')).toBeInTheDocument();

  addDirectEnquiry.mockRejectedValueOnce(new ApiError('network', 'Network Error'));
  await user.click(within(dialog).getByRole('button', { name: 'Get My Custom Quote' }));
  expect(await within(dialog).findByText('Failed to connect. Please check your internet.')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: /Full Name/ })).toHaveValue('Kavya Nair');
});
