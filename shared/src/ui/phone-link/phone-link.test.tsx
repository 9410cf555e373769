import { act, render, screen } from '@testing-library/react';
import { resetSiteStore, useSiteStore } from '../../store/site-store';
import { PhoneLink } from './phone-link';

afterEach(() => resetSiteStore());

test('dials the default number until the TFN call sets this visit’s, then that one', () => {
  render(<PhoneLink className="call" />);
  const link = screen.getByRole('link', { name: '+91 9311223344' });
  expect(link).toHaveAttribute('href', 'tel:+919311223344');
  expect(link).toHaveClass('call');

  act(() => useSiteStore.getState().setPhoneNumber('9876543210'));
  expect(screen.getByRole('link', { name: '+91 9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
});

test('shows its own words when given them, and still dials the number', () => {
  render(<PhoneLink>Call us</PhoneLink>);
  expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+919311223344');
});
