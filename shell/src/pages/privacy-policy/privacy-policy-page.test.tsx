import { screen } from '@testing-library/react';
import { configureApi } from '@safarnama/shared';
import { renderWithRouter } from '@safarnama/shared/testing';
import { PrivacyPolicyPage } from './privacy-policy-page';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('@safarnama/shared/testing').stubFederationRuntime());

describe('Privacy Policy: erasure and grievances', () => {
  it('names the default grievance contact until the server names its own', () => {
    renderWithRouter(<PrivacyPolicyPage />);
    const links = screen.getAllByRole('link', { name: 'grievance@safarnamaholidays.in' });
    expect(links[0]).toHaveAttribute('href', 'mailto:grievance@safarnamaholidays.in');
    expect(screen.getByText(/send us the email address or phone number you used with us/)).toBeInTheDocument();
    expect(screen.getByText(/Data Protection\s+Board of India/)).toBeInTheDocument();
  });

  it('names the grievance officer from the runtime configuration', () => {
    configureApi({ grievanceOfficer: { name: 'Ms Anjali Rao, Grievance Officer', email: 'dpo@safarnamaholidays.in' } });
    renderWithRouter(<PrivacyPolicyPage />);
    for (const link of screen.getAllByRole('link', { name: 'dpo@safarnamaholidays.in' })) expect(link).toHaveAttribute('href', 'mailto:dpo@safarnamaholidays.in');
    expect(screen.getAllByText(/Ms Anjali Rao, Grievance Officer/).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('link', { name: 'grievance@safarnamaholidays.in' })).not.toBeInTheDocument();
  });

  it('promises the unsubscribe link that every email carries', () => {
    renderWithRouter(<PrivacyPolicyPage />);
    expect(screen.getByText(/Every email we send you has an unsubscribe link: one click stops/)).toBeInTheDocument();
  });
});
