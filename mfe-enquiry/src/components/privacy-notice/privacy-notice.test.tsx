import { render, screen } from '@testing-library/react';
import { PRIVACY_NOTICE, PrivacyNotice } from './privacy-notice';

it('says what the details are for and opens the privacy policy in a new tab', () => {
  render(<PrivacyNotice />);
  expect(screen.getByText(PRIVACY_NOTICE, { exact: false })).toBeInTheDocument();
  const link = screen.getByRole('link', { name: 'Privacy policy' });
  expect(link).toHaveAttribute('href', '/privacy-policy');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
});
