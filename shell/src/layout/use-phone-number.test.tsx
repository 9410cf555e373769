import { render, screen, waitFor } from '@testing-library/react';
import { formatPhone, resetSiteStore, useSiteStore } from '@safarnama/shared';
import { fakeApiPerTest, ok, refused } from '@safarnama/shared/testing';
import { usePhoneNumberLookup } from './use-phone-number';

function Phone() {
  usePhoneNumberLookup();
  return <p>{formatPhone(useSiteStore((s) => s.phoneNumber))}</p>;
}

const server = fakeApiPerTest();
beforeEach(() => {
  resetSiteStore();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it('shows the number the TFN service gives for this website instead of the default', async () => {
  server.on('GET', '/tfn/get-by-website-id/1', ok({ tfnNumber: '8069254000' }));
  render(<Phone />);
  expect(screen.getByText('+91 9311223344')).toBeInTheDocument();
  expect(await screen.findByText('+91 8069254000')).toBeInTheDocument();
});

it('keeps the default number when the service refuses, and only logs', async () => {
  server.on('GET', '/tfn/get-by-website-id/1', refused(404, 'No phone number for this website.'));
  render(<Phone />);
  await waitFor(() => expect(console.warn).toHaveBeenCalledWith('[tfn] keeping the default number:', expect.anything()));
  expect(screen.getByText('+91 9311223344')).toBeInTheDocument();
});
