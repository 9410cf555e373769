import { Link } from 'react-router-dom';
import { PhoneLink, siteConfig } from '@safarnama/shared';
import { daysFromToday } from '../common/dates';
import { LegalDocument, type LegalSection } from '../common/legal-document';

export function DisclaimerPage() {

  const sections: LegalSection[] = [
    {
      id: 'general-information',
      heading: 'General Information',
      body: (
        <>
          <p>
            The information on this website is published by {siteConfig.legalName} (“{siteConfig.brand}”, “we”, “us”)
            to help you plan holidays in India and abroad. Package descriptions, itineraries, photographs, prices and
            travel tips are provided in good faith and checked regularly, but they are a guide and not a guarantee.
          </p>
          <p>
            Hotels, transport operators and attractions change their facilities, timings and rates, and seasonal
            conditions such as snowfall, monsoon or festival crowds can alter what is possible on a given day. The
            details confirmed in writing for your booking always take precedence over the general information on this
            site.
          </p>
        </>
      ),
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of Liability',
      body: (
        <>
          <p>
            We take care to keep this website accurate and available, but we do not warrant that it is free of errors
            or interruptions. To the extent permitted by Indian law, {siteConfig.brand} is not liable for any loss or
            damage arising from reliance on information on this site, from its temporary unavailability, or from
            decisions taken without a written booking confirmation.
          </p>
          <p>
            Travel services are delivered by independent hotels, airlines, railways, transport operators and guides.
            Our responsibility for those services is set out in our{' '}
            <Link to="/terms&conditions">Terms &amp; Conditions</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'third-party-links',
      heading: 'Third-Party Links',
      body: (
        <p>
          Our pages may link to other websites, such as our social media pages, payment providers or government travel
          portals. We provide these links for convenience; we do not control their content, privacy practices or
          availability, and a link is not an endorsement. Please read the terms and privacy policy of any site you
          visit.
        </p>
      ),
    },
    {
      id: 'payments-and-transactions',
      heading: 'Payments and Transactions',
      body: (
        <>
          <p>
            We never ask for card numbers, UPI PINs or one-time passwords by phone, email or chat. Payments are taken
            only through a secure payment link from our card payment provider, sent after you have accepted a written
            quote. The payment provider processes your card details; we do not see or store them.
          </p>
          <p>
            If you receive a payment request that you are unsure about, do not pay it. Call us on{' '}
            <PhoneLink /> or write to{' '}
            <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a> to check it first.
          </p>
        </>
      ),
    },
    {
      id: 'cancellation-and-refund-policy',
      heading: 'Cancellation and Refund Policy',
      body: (
        <p>
          Cancellations and refunds follow the slabs published in our{' '}
          <Link to="/terms&conditions#cancellation-and-refunds">Terms &amp; Conditions</Link>, which depend on how many
          days before departure you cancel. Some suppliers, such as airlines, trains and helicopter services, apply
          their own non-refundable rules, which we tell you about before you pay. Approved refunds are made to the
          original payment method.
        </p>
      ),
    },
    {
      id: 'modifications-and-updates',
      heading: 'Modifications and Updates',
      body: (
        <p>
          We may update packages, prices and this disclaimer at any time, for example when a supplier changes its rates
          or a route closes for the season. The date at the top of this page shows when it was last revised. Changes do
          not affect bookings that we have already confirmed to you in writing.
        </p>
      ),
    },
    {
      id: 'final-disclaimer',
      heading: 'Final Disclaimer',
      body: (
        <p>
          By using this website you accept this disclaimer. If you do not agree with any part of it, please do not rely
          on the website for booking decisions, and talk to one of our travel experts instead: we are happy to answer
          any question before you commit.
        </p>
      ),
    },
  ];

  return (
    <LegalDocument
      title="Disclaimer"
      description="How to read the information on the Safarnama Holidays website: accuracy, liability, third-party links, payments, cancellations and updates."
      lastUpdated={daysFromToday(0)}
      intro={
        <p>
          Please read this disclaimer before relying on the information on this website. It explains what our package
          details mean, and what they do not.
        </p>
      }
      sections={sections}
    />
  );
}
