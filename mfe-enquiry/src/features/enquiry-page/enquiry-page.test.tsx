import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanEachTest, created, currentLocation, fakeApiPerTest, renderWithRouter } from '@safarnama/shared/testing';
import { expectPrivacyNotice, fillEnquiry, nextMonthOn } from '../../testing/forms';
import EnquiryPage, { openerAddress, returnAddress } from './enquiry-page';

const server = fakeApiPerTest();
cleanEachTest({ siteStore: true });

it('goes back to the site page it came from, never to an outside one or to itself', () => {
  expect(returnAddress('http://site.test/goa-tour-packages?page=2', 'http://site.test')).toBe(
    'http://site.test/goa-tour-packages?page=2&formSubmitted=true',
  );
  expect(returnAddress('https://elsewhere.example/', 'http://site.test')).toBeNull();
  expect(returnAddress('http://site.test/enquiry', 'http://site.test')).toBeNull();
  expect(returnAddress('', 'http://site.test')).toBeNull();
});

it('the opener named in ?from= wins over the referrer (the site sends none); another site never does', () => {
  const from = `?from=${encodeURIComponent('/goa-tour-packages?category=Family')}`;
  expect(returnAddress(openerAddress(from, '', 'http://site.test'), 'http://site.test')).toBe(
    'http://site.test/goa-tour-packages?category=Family&formSubmitted=true',
  );
  expect(openerAddress('', 'http://site.test/kerala-tour-packages', 'http://site.test')).toBe('http://site.test/kerala-tour-packages');
  expect(returnAddress(openerAddress('?from=%2F%2Felsewhere.example%2F', '', 'http://site.test'), 'http://site.test')).toBeNull();
  expect(returnAddress(openerAddress('?from=https%3A%2F%2Felsewhere.example%2F', '', 'http://site.test'), 'http://site.test')).toBeNull();
});

it('shows the steps, the form and the reasons; a stored enquiry opens /thank-you and marks formSubmitted', async () => {
  server.on('POST', '/request-book/add-direct', created({ id: 1 }));
  const user = userEvent.setup();
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  renderWithRouter(<EnquiryPage />, { route: '/enquiry', path: '/enquiry' });
  expect(screen.getByRole('heading', { level: 1, name: 'Plan Your Perfect Holiday' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Why plan with Safarnama Holidays' })).toBeInTheDocument();

  const form = screen.getByRole('form', { name: 'Custom quote enquiry' });
  const date = await fillEnquiry(user, form, {
    name: 'Ishaan Verma',
    phone: '9123456780',
    email: 'ishaan@example.in',
    destination: 'Andaman',
    departureCity: 'Chennai',
    people: '2',
    date: nextMonthOn(10),
  });

  jest.useFakeTimers();
  await act(async () => within(form).getByRole('button', { name: 'Get My Custom Quote' }).click());
  expect(await screen.findByText(/Your enquiry was submitted successfully/)).toBeInTheDocument();
  const payload = server.calls('POST', '/request-book/add-direct')[0].body;
  expect(payload).toEqual(
    expect.objectContaining({ name: 'Ishaan Verma', phone: '9123456780', date, noOfPeople: 2, source: 'WEBSITE', utm_source: 'direct' }),
  );
  expect(payload).not.toHaveProperty('deviceType');
  expect(payload).not.toHaveProperty('userIp');
  expect(payload).not.toHaveProperty('utm_content');

  act(() => jest.advanceTimersByTime(1000));
  expect(open).toHaveBeenCalledWith('/thank-you', '_blank');
  expect(currentLocation().path).toBe('/enquiry?formSubmitted=true');
  act(() => jest.advanceTimersByTime(9000));
  expect(screen.queryByText(/Your enquiry was submitted successfully/)).not.toBeInTheDocument();
});

it('says under the form what the details are for and links to the privacy policy', () => {
  renderWithRouter(<EnquiryPage />, { route: '/enquiry', path: '/enquiry' });
  const form = screen.getByRole('form', { name: 'Custom quote enquiry' });
  expectPrivacyNotice(form);
});
