import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, resetSiteStore, useSiteStore } from '@safarnama/shared';
import QuotePopup from './quote-popup';
import { validateQuote, EMPTY_QUOTE } from './quote-validation';

jest.mock('@safarnama/shared', () => {
  const actual = jest.requireActual('@safarnama/shared');
  return { ...actual, api: { ...actual.api, addDirectEnquiry: jest.fn() } };
});

const addDirectEnquiry = api.addDirectEnquiry as jest.MockedFunction<typeof api.addDirectEnquiry>;

beforeEach(() => {
  resetSiteStore();
  addDirectEnquiry.mockReset();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('appears two seconds after load with the theme in its title', () => {
  render(<QuotePopup themeName="Honeymoon" />);
  act(() => jest.advanceTimersByTime(1999));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('dialog', { name: 'Get a custom Honeymoon holiday quote' })).toBeInTheDocument();
});

it('does not appear over the loading overlay', () => {
  render(<QuotePopup themeName="Wildlife" />);
  act(() => useSiteStore.getState().showOverlay('Loading Corbett packages...'));
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('has the spec messages', () => {
  expect(validateQuote(EMPTY_QUOTE)).toEqual({
    name: 'Full name is required',
    phone: 'Phone number is required',
    email: 'Email is required',
    destination: 'Destination is required',
    departureCity: 'Departure city is required',
    date: 'Departure date is required',
    noOfPeople: 'Number of people is required',
  });
  const filled = { ...EMPTY_QUOTE, phone: '98765 4321', email: 'a@b' };
  expect(validateQuote(filled).phone).toBe('Please enter a valid 10-digit phone number');
  expect(validateQuote({ ...filled, phone: '98765 43210' }).phone).toBeUndefined();
  expect(validateQuote(filled).email).toBe('Please enter a valid email address');
});

it('shows the errors, then submits and thanks', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  addDirectEnquiry.mockResolvedValue({ code: 1, message: 'ok', data: { id: 4 }, status: 201 });
  render(<QuotePopup themeName="Family" />);
  act(() => jest.advanceTimersByTime(2000));
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Get Free Quotes' }));
  expect(within(dialog).getByText('Full name is required')).toBeInTheDocument();

  await user.type(within(dialog).getByRole('textbox', { name: /Full name/ }), 'Neha Joshi');
  await user.type(within(dialog).getByRole('textbox', { name: /Phone number/ }), '98765 43210');
  await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'neha@example.in');
  await user.type(within(dialog).getByRole('textbox', { name: /^Destination/ }), 'Coorg');
  await user.type(within(dialog).getByRole('textbox', { name: /Departure city/ }), 'Mysuru');
  await user.type(within(dialog).getByRole('spinbutton', { name: /Number of people/ }), '4');
  await user.click(within(dialog).getByRole('textbox', { name: /Departure date/ }));
  await user.click(screen.getByRole('button', { name: 'Next month' }));
  await user.click(screen.getAllByRole('button', { name: /, 12 / }).find((b) => !b.hasAttribute('disabled'))!);
  await user.click(within(dialog).getByRole('button', { name: 'Get Free Quotes' }));

  expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
  expect(addDirectEnquiry).toHaveBeenCalledWith(
    expect.objectContaining({ name: 'Neha Joshi', phone: '9876543210', destination: 'Coorg', noOfPeople: 4, source: 'WEBSITE' }),
  );
  await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
