import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSiteStore, useSiteStore } from '@safarnama/shared';
import { created, fakeApiPerTest } from '@safarnama/shared/testing';
import { expectPrivacyNotice, fillEnquiry, nextMonthOn } from '../../testing/forms';
import QuotePopup from './quote-popup';
import { validateQuote, EMPTY_QUOTE } from './quote-validation';

const server = fakeApiPerTest();
beforeEach(() => {
  resetSiteStore();
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
  server.on('POST', '/request-book/add-direct', created({ id: 4 }));
  render(<QuotePopup themeName="Family" />);
  act(() => jest.advanceTimersByTime(2000));
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Get Free Quotes' }));
  expect(within(dialog).getByText('Full name is required')).toBeInTheDocument();
  expect(server.requests).toEqual([]);

  const date = await fillEnquiry(user, dialog, {
    name: 'Neha Joshi',
    phone: '98765 43210',
    email: 'neha@example.in',
    destination: 'Coorg',
    departureCity: 'Mysuru',
    people: '4',
    date: nextMonthOn(12),
  });
  await user.click(within(dialog).getByRole('button', { name: 'Get Free Quotes' }));

  expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
  expect(server.calls('POST', '/request-book/add-direct')[0].body).toEqual(
    expect.objectContaining({ name: 'Neha Joshi', phone: '9876543210', destination: 'Coorg', date, noOfPeople: 4, source: 'WEBSITE' }),
  );
  await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('says what the details are for and links to the privacy policy', () => {
  render(<QuotePopup themeName="Family" />);
  act(() => jest.advanceTimersByTime(2000));
  const form = screen.getByRole('form', { name: 'Custom quote request' });
  expectPrivacyNotice(form);
});
