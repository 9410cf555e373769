import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSiteStore, useSiteStore } from '@safarnama/shared';
import { renderWithRouter } from '@safarnama/shared/testing';
import { AboutPage } from './about/about-page';
import { ContactPage } from './contact/contact-page';
import { CustomerSupportPage } from './customer-support/customer-support-page';
import { DisclaimerPage } from './disclaimer/disclaimer-page';
import { formatLongDate, daysFromToday } from './common/dates';
import { NotFoundPage } from './not-found/not-found-page';
import { PrivacyPolicyPage } from './privacy-policy/privacy-policy-page';
import { TermsPage } from './terms/terms-page';

// The forms on these pages come from the enquiry remote at run time; here each is a marker naming it.
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('@safarnama/shared/testing').stubFederationRuntime());

beforeEach(() => resetSiteStore());

const sectionHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)
    .filter((text) => text !== 'On this page');

describe('About', () => {
  it('tells the story, the mission, three values, four reasons and links to packages', () => {
    renderWithRouter(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Safarnama Holidays' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How we started' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    const values = screen.getByRole('heading', { name: 'Our core values' }).closest('section')!;
    expect(within(values).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Customer First',
      'Innovation',
      'Integrity',
    ]);
    const reasons = screen.getByRole('heading', { name: 'Why travellers choose us' }).closest('section')!;
    expect(within(reasons).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Global Reach',
      'Affordable Pricing',
      '24/7 Support',
      'Customized Plans',
    ]);
    expect(screen.getByRole('link', { name: 'Explore Packages' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('About Us | Safarnama Holidays');
  });

  it('Explore Packages navigates in the app', async () => {
    renderWithRouter(<AboutPage />, { route: '/about-us' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Explore Packages' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('legal pages', () => {
  it('Disclaimer: seven sections, last updated today', () => {
    renderWithRouter(<DisclaimerPage />);
    expect(sectionHeadings()).toEqual([
      'General Information', 'Limitation of Liability', 'Third-Party Links', 'Payments and Transactions',
      'Cancellation and Refund Policy', 'Modifications and Updates', 'Final Disclaimer',
    ]);
    expect(screen.getByText(/Last updated:/)).toHaveTextContent(`Last updated: ${formatLongDate(daysFromToday(0))}`);
  });

  it('Terms: eighteen numbered sections with the business constants, last updated yesterday', () => {
    renderWithRouter(<TermsPage />);
    const headings = sectionHeadings();
    expect(headings).toHaveLength(18);
    headings.forEach((heading, index) => expect(heading).toMatch(new RegExp(`^${index + 1}\\. `)));
    expect(headings[3]).toBe('4. Cancellation and Refunds');
    expect(screen.getByText(/Last updated:/)).toHaveTextContent(`Last updated: ${formatLongDate(daysFromToday(-1))}`);

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '30 days or more before departure35%65%',
      '20 to 29 days before departure75%25%',
      '19 days or less before departure100%No refund',
    ]);
    const text = document.body.textContent ?? '';
    expect(text).toContain('100% of the package price upfront');
    expect(text).toContain('card payment provider');
    expect(text).toContain('written confirmation');
    expect(text).toContain('We charge no rescheduling fee.');
    expect(text).toContain('an adult aged 18 or over');
    expect(text).toContain('within 7-14 business days');
    expect(text).toContain('courts of Ghaziabad');
  });

  it('Privacy Policy: its sections, no account required, last updated yesterday', () => {
    renderWithRouter(<PrivacyPolicyPage />);
    expect(sectionHeadings()).toEqual([
      'Information We Collect', 'How We Use Your Information', 'Payment Processing', 'Tracking and Cookies', 'Data Sharing',
      "Children's Privacy", 'Security', 'Your Rights', 'Changes to This Policy', 'Contact Us',
    ]);
    expect(screen.getByText('You do not need an account to use this website')).toBeInTheDocument();
    expect(screen.getByText(/Last updated:/)).toHaveTextContent(`Last updated: ${formatLongDate(daysFromToday(-1))}`);
  });
});

describe('support and contact', () => {
  it('Customer Support: call, email and live chat tiles, the support form; chat opens Luna', async () => {
    renderWithRouter(<CustomerSupportPage />);
    expect(screen.getByRole('heading', { name: 'Call us 24/7' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email us 24/7' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Live chat 24/7' })).toBeInTheDocument();
    expect(await screen.findByTestId('remote-module')).toHaveTextContent('enquiry/SupportForm');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Chat with Luna' }));
    expect(useSiteStore.getState().isChatOpen).toBe(true);
  });

  it('Contact: the form from the enquiry remote, the contact card and an offline map', async () => {
    renderWithRouter(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument();
    expect(await screen.findByTestId('remote-module')).toHaveTextContent('enquiry/ContactForm');
    expect(screen.getByRole('img', { name: /Map of our office in Sector 62, Noida/ })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: '+91 9311223344' })).toHaveAttribute('href', 'tel:+919311223344');
  });
});

describe('status pages', () => {
  it('404: heading, phone and Go Home', () => {
    renderWithRouter(<NotFoundPage />, { route: '/no-such-place' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 9311223344' })).toHaveAttribute('href', 'tel:+919311223344');
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});
