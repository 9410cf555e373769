import { getRuntimeConfig, PhoneLink, siteConfig } from '@safarnama/shared';
import { daysFromToday } from '../common/dates';
import { LegalDocument, type LegalSection } from '../common/legal-document';

/** Until the server names its own (GRIEVANCE_OFFICER_NAME / _EMAIL, handed out with the runtime config). */
const DEFAULT_GRIEVANCE_OFFICER = { name: 'Grievance Officer', email: 'grievance@safarnamaholidays.in' };

export function PrivacyPolicyPage() {
  const brand = siteConfig.brand;
  const officer = getRuntimeConfig().grievanceOfficer ?? DEFAULT_GRIEVANCE_OFFICER;

  const sections: LegalSection[] = [
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      body: (
        <>
          <p>
            <strong>You do not need an account to use this website</strong>, and there is nothing to log in to. We
            collect only what you choose to send us and a little technical information about your visit:
          </p>
          <ul>
            <li>
              <strong>Enquiries and booking requests:</strong> your name, phone number, email address, destination,
              departure city, travel date and number of travellers.
            </li>
            <li>
              <strong>Contact and support messages:</strong> your name, email address, subject and message.
            </li>
            <li>
              <strong>Newsletter:</strong> your email address.
            </li>
            <li>
              <strong>Visit details:</strong> your IP address, device type (mobile, tablet or desktop), browser, the
              page you used and the campaign that brought you to us (UTM parameters in the link you followed), stored
              with enquiries and searches.
            </li>
            <li>
              <strong>Chat with Luna:</strong> the messages you type, which are recorded for quality review.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use-information',
      heading: 'How We Use Your Information',
      body: (
        <ul>
          <li>To answer your enquiry, prepare quotes and arrange and manage your holiday.</li>
          <li>To contact you about your booking by phone, email or messaging apps.</li>
          <li>
            To send the newsletter you subscribed to. Every email we send you has an unsubscribe link: one click stops
            all our emails to that address, the newsletter and the acknowledgements of your enquiries alike.
          </li>
          <li>To understand which pages and campaigns help travellers, and to improve the website.</li>
          <li>To prevent fraud and misuse, and to meet our legal and tax obligations.</li>
        </ul>
      ),
    },
    {
      id: 'payment-processing',
      heading: 'Payment Processing',
      body: (
        <p>
          Payments are made through a secure payment link from our card payment provider. Your card or bank details are
          entered on the provider’s page and processed by them; {brand} never sees or stores your full card number,
          CVV, UPI PIN or one-time passwords. We receive only a confirmation of the payment and its amount.
        </p>
      ),
    },
    {
      id: 'tracking-and-cookies',
      heading: 'Tracking and Cookies',
      body: (
        <>
          <p>
            We do not use advertising cookies. Your browser’s local storage keeps your wishlist of destinations and your
            chat history with Luna on your own device, and a chat session number lasts until you close the browser
            tab. You can clear them at any time from your browser settings.
          </p>
          <p>
            Campaign details (UTM parameters) are read from the address of the page you arrive on and sent only with
            searches and enquiries, so that we know which of our campaigns are useful.
          </p>
        </>
      ),
    },
    {
      id: 'data-sharing',
      heading: 'Data Sharing',
      body: (
        <p>
          We do not sell your personal information. We share it only with the travel agents and suppliers who prepare
          your quotes and deliver your holiday (hotels, transport operators, guides), with service providers who run
          our systems under contract and confidentiality, and with authorities where the law requires it.
        </p>
      ),
    },
    {
      id: 'children',
      heading: "Children's Privacy",
      body: (
        <p>
          This website is meant for adults planning travel. We do not knowingly collect information from children under
          18 except the names and ages of children travelling with an adult who books for them. If you believe a child
          has sent us personal information, please contact us and we will delete it.
        </p>
      ),
    },
    {
      id: 'security',
      heading: 'Security',
      body: (
        <p>
          The website is served over an encrypted connection, access to enquiries is limited to the staff who handle
          them, and we keep personal information only as long as we need it for your trip, our legal obligations or
          your newsletter subscription. The IP address stored with a search or a chat message is deleted after 30
          days. No system is perfectly secure, so please never send card details or passwords to us by email or
          chat.
        </p>
      ),
    },
    {
      id: 'your-rights',
      heading: 'Your Rights',
      body: (
        <>
          <p>
            Under India’s Digital Personal Data Protection Act, 2023, you may ask us what personal data we hold about
            you, ask us to correct or erase it, withdraw consent to marketing, and nominate someone to exercise these
            rights on your behalf. Write to <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>{' '}
            and we will respond within 30 days.
          </p>
          <p>
            <strong>Erasure:</strong> send us the email address or phone number you used with us. We delete your
            enquiries, booking requests, messages, newsletter subscription and chats with Luna from our systems, and
            confirm when it is done. Where the law requires us to keep a record (for example tax records of a
            booking), we keep only that and tell you so.
          </p>
          <p>
            <strong>Grievances:</strong> if you are unhappy with how we handle your personal data, contact our{' '}
            {officer.name} at <a href={`mailto:${officer.email}`}>{officer.email}</a>. We acknowledge every grievance
            and resolve it within 30 days. If you are still not satisfied, you may complain to the Data Protection
            Board of India.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to This Policy',
      body: (
        <p>
          We may update this policy when our services or the law change. The date at the top of this page shows the
          latest version; significant changes will also be announced on this website.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      body: (
        <ul>
          <li>
            Email: <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>
          </li>
          <li>
            {officer.name}: <a href={`mailto:${officer.email}`}>{officer.email}</a>
          </li>
          <li>
            Phone (24/7): <PhoneLink />
          </li>
          <li>
            Post: {siteConfig.legalName}, {siteConfig.address}
          </li>
        </ul>
      ),
    },
  ];

  return (
    <LegalDocument
      title="Privacy Policy"
      description="What Safarnama Holidays collects when you enquire, subscribe or chat, how we use it, who we share it with and your rights. No account is required."
      lastUpdated={daysFromToday(-1)}
      intro={
        <p>
          Your privacy matters to us. This policy explains what {brand} collects when you use this website, why, and
          the choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
