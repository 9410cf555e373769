import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { api, resetSiteStore } from '@safarnama/shared';
import EnquiryPage, { returnAddress } from './enquiry-page';

jest.mock('@safarnama/shared', () => {
  const actual = jest.requireActual('@safarnama/shared');
  return { ...actual, api: { ...actual.api, addDirectEnquiry: jest.fn() } };
});

const addDirectEnquiry = api.addDirectEnquiry as jest.MockedFunction<typeof api.addDirectEnquiry>;

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

beforeEach(() => {
  resetSiteStore();
  addDirectEnquiry.mockReset().mockResolvedValue({ code: 1, message: 'ok', data: { id: 1 }, status: 201 });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('goes back to the site page it came from, never to an outside one or to itself', () => {
  expect(returnAddress('http://site.test/goa-tour-packages?page=2', 'http://site.test')).toBe(
    'http://site.test/goa-tour-packages?page=2&formSubmitted=true',
  );
  expect(returnAddress('https://elsewhere.example/', 'http://site.test')).toBeNull();
  expect(returnAddress('http://site.test/enquiry', 'http://site.test')).toBeNull();
  expect(returnAddress('', 'http://site.test')).toBeNull();
});

it('shows the steps, the form and the reasons; a stored enquiry opens /thank-you and marks formSubmitted', async () => {
  const user = userEvent.setup();
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  render(
    <MemoryRouter initialEntries={['/enquiry']}>
      <Routes>
        <Route path="/enquiry" element={<><EnquiryPage /><Search /></>} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Plan Your Perfect Holiday' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Why plan with Safarnama Holidays' })).toBeInTheDocument();

  const form = screen.getByRole('form', { name: 'Custom quote enquiry' });
  await user.type(within(form).getByRole('textbox', { name: /Full Name/ }), 'Ishaan Verma');
  await user.type(within(form).getByRole('textbox', { name: /Phone Number/ }), '9123456780');
  await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'ishaan@example.in');
  await user.type(within(form).getByRole('textbox', { name: /^Destination/ }), 'Andaman');
  await user.type(within(form).getByRole('textbox', { name: /Departure City/ }), 'Chennai');
  await user.type(within(form).getByRole('spinbutton', { name: /Number of People/ }), '2');
  await user.click(within(form).getByRole('textbox', { name: /Departure Date/ }));
  await user.click(screen.getByRole('button', { name: 'Next month' }));
  await user.click(screen.getAllByRole('button', { name: /, 10 / }).find((b) => !b.hasAttribute('disabled'))!);

  jest.useFakeTimers();
  await act(async () => within(form).getByRole('button', { name: 'Get My Custom Quote' }).click());
  const payload = addDirectEnquiry.mock.calls[0][0];
  expect(payload).toEqual(expect.objectContaining({ name: 'Ishaan Verma', source: 'WEBSITE', utm_source: 'direct' }));
  expect(payload).not.toHaveProperty('deviceType');
  expect(payload).not.toHaveProperty('userIp');
  expect(payload).not.toHaveProperty('utm_content');
  expect(screen.getByText(/Your enquiry was submitted successfully/)).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(1000));
  expect(open).toHaveBeenCalledWith('/thank-you', '_blank');
  expect(screen.getByTestId('search')).toHaveTextContent('?formSubmitted=true');
  act(() => jest.advanceTimersByTime(9000));
  expect(screen.queryByText(/Your enquiry was submitted successfully/)).not.toBeInTheDocument();
});
