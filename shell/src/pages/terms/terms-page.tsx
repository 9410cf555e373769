import { Link } from 'react-router-dom';
import { PhoneLink, siteConfig } from '@safarnama/shared';
import { daysFromToday } from '../common/dates';
import { LegalDocument, type LegalSection } from '../common/legal-document';
import page from '../common/page.module.css';

/** The cancellation slabs: how much is retained and refunded by how long before departure one cancels. */
export const CANCELLATION_SLABS = [
  { when: '30 days or more before departure', retained: '35%', refunded: '65%' },
  { when: '20 to 29 days before departure', retained: '75%', refunded: '25%' },
  { when: '19 days or less before departure', retained: '100%', refunded: 'No refund' },
] as const;

export function TermsPage() {
  const brand = siteConfig.brand;

  const sections: LegalSection[] = [
    {
      id: 'definitions',
      heading: 'Definitions',
      body: (
        <ul>
          <li>
            <strong>“We”, “us”, “our”</strong> and <strong>“{brand}”</strong> mean {siteConfig.legalName}, company
            number {siteConfig.companyNumber}, {siteConfig.address}.
          </li>
          <li>
            <strong>“You”</strong> and <strong>“the traveller”</strong> mean the person making the booking and every
            person travelling under it.
          </li>
          <li>
            <strong>“Package”</strong> means the combination of accommodation, transport, meals, sightseeing and other
            services described in your written confirmation.
          </li>
          <li>
            <strong>“Supplier”</strong> means any hotel, airline, railway, transport operator, guide or other third party
            that provides a service in your package.
          </li>
          <li>
            <strong>“Departure date”</strong> means the first day of services in your package.
          </li>
        </ul>
      ),
    },
    {
      id: 'booking-and-payment',
      heading: 'Booking and Payment',
      body: (
        <>
          <p>
            A booking is confirmed only when both of these have happened: we have received <strong>100% of the package
            price upfront</strong>, paid through a secure payment link from our card payment provider, and we have sent
            you a <strong>written confirmation</strong> by email. Until then, quotes and availability are not
            guaranteed.
          </p>
          <p>
            Please check the names, dates and services in your confirmation as soon as you receive it, and tell us of
            any mistake within 24 hours. Names must match the photo identity each traveller will carry.
          </p>
        </>
      ),
    },
    {
      id: 'pricing-and-taxes',
      heading: 'Pricing and Taxes',
      body: (
        <>
          <p>
            Prices are in Indian rupees (₹) per person on twin sharing unless stated otherwise. Quoted prices include
            the taxes shown in your quote, including GST where it applies.
          </p>
          <p>
            Prices depend on supplier rates, which can change with season, availability, fuel costs or government
            levies until the booking is confirmed. Once confirmed and paid, your package price is fixed, except for new
            taxes or levies imposed by law, which we pass on at cost.
          </p>
        </>
      ),
    },
    {
      id: 'cancellation-and-refunds',
      heading: 'Cancellation and Refunds',
      body: (
        <>
          <p>
            To cancel, write to <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>. The
            cancellation date is the day we receive your email, and the charge depends on how far it is from your
            departure date:
          </p>
          <div className={page.tableWrap}>
            <table className={page.table}>
              <caption>Cancellation charges on the package price</caption>
              <thead>
                <tr>
                  <th scope="col">When you cancel</th>
                  <th scope="col">We retain</th>
                  <th scope="col">You are refunded</th>
                </tr>
              </thead>
              <tbody>
                {CANCELLATION_SLABS.map((slab) => (
                  <tr key={slab.when}>
                    <th scope="row">{slab.when}</th>
                    <td>{slab.retained}</td>
                    <td>{slab.refunded}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            Non-refundable components, such as some flights, train tickets and helicopter services, are refunded only
            as far as the supplier refunds them; we tell you which parts of a quote are non-refundable before you pay.
            Refunds are made to the original payment method within 15 business days of the cancellation.
          </p>
        </>
      ),
    },
    {
      id: 'rescheduling',
      heading: 'Rescheduling',
      body: (
        <p>
          You may ask to move your trip to new dates. <strong>We charge no rescheduling fee.</strong> If suppliers
          charge more for the new dates, or apply their own change fees, you pay the difference; if the new dates cost
          less, we refund the difference. A change is confirmed only when we send it to you in writing. Moving a trip
          to within 19 days of departure follows the cancellation slabs above for any part that cannot be moved.
        </p>
      ),
    },
    {
      id: 'third-party-suppliers',
      heading: 'Third-Party Suppliers',
      body: (
        <p>
          Services in your package are provided by independent suppliers under their own terms, such as an airline’s
          conditions of carriage or a hotel’s check-in rules. We choose suppliers with care and check them regularly,
          but we do not own or operate them. Where a supplier changes or withdraws a service, we will offer you an
          alternative of a similar standard or refund the unused part.
        </p>
      ),
    },
    {
      id: 'our-commitment',
      heading: 'Our Commitment',
      body: (
        <p>
          We will describe packages honestly, send you a written itinerary with clear inclusions and exclusions, pass on
          your special requests to suppliers (dietary needs, accessibility, celebrations), and keep a travel expert
          reachable around the clock, 24x7, for the whole of your trip.
        </p>
      ),
    },
    {
      id: 'customer-responsibilities',
      heading: 'Customer Responsibilities',
      body: (
        <ul>
          <li>Carry valid photo identity for every traveller, and a passport and visa for trips abroad.</li>
          <li>
            Obtain the permits required for restricted areas (for example Inner Line Permits for parts of Ladakh,
            Sikkim and Arunachal Pradesh) where your itinerary does not include them.
          </li>
          <li>Reach pick-up points on time; missed services are not refundable.</li>
          <li>Respect local laws, customs and places of worship, and the rules of hotels and transport.</li>
          <li>Give us accurate contact details and check your confirmation carefully.</li>
        </ul>
      ),
    },
    {
      id: 'health',
      heading: 'Health and Fitness',
      body: (
        <p>
          Some holidays involve high altitude, long drives, treks or water activities. Please tell us about any medical
          condition, pregnancy or reduced mobility before booking so we can suggest a suitable plan, and consult your
          doctor before travelling to high-altitude destinations such as Ladakh, Spiti or the Char Dham. You are
          responsible for carrying the medicines you need.
        </p>
      ),
    },
    {
      id: 'liability',
      heading: 'Limitation of Liability',
      body: (
        <p>
          We are responsible for arranging the services in your confirmation with reasonable skill and care. We are not
          liable for losses caused by suppliers’ acts or omissions beyond our control, by your own actions, or by events
          described under Force Majeure. Where we are liable, our liability is limited to the price you paid for the
          affected services, except where Indian law does not allow such a limit.
        </p>
      ),
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      body: (
        <p>
          If something goes wrong during your trip, call us at once on <PhoneLink />{' '}
          so we can try to put it right on the spot. After your return, send any complaint in writing to{' '}
          <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a> within 15 days. We acknowledge
          every complaint and send a full answer <strong>within 7-14 business days</strong>.
        </p>
      ),
    },
    {
      id: 'force-majeure',
      heading: 'Force Majeure',
      body: (
        <p>
          We are not responsible for failure or delay caused by events beyond reasonable control, including natural
          disasters, landslides, floods, heavy snowfall, epidemics, strikes, civil unrest, road or airport closures and
          government orders. In such cases we will help you change your plans and pass on every refund we obtain from
          suppliers.
        </p>
      ),
    },
    {
      id: 'age',
      heading: 'Age Requirement',
      body: (
        <p>
          The person making a booking must be <strong>an adult aged 18 or over</strong> and is responsible for the
          travellers in the booking. Children and travellers under 18 must travel with a parent or an authorised adult.
        </p>
      ),
    },
    {
      id: 'insurance',
      heading: 'Travel Insurance',
      body: (
        <p>
          Packages do not include travel insurance unless your confirmation says so. We strongly recommend a policy that
          covers cancellation, medical treatment, evacuation from remote areas and loss of baggage, and we are happy to
          point you to suitable cover.
        </p>
      ),
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      body: (
        <p>
          We use your personal details to arrange your holiday and to keep in touch about it, as described in our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>. We share them with suppliers only as far as they need them to
          provide your services.
        </p>
      ),
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual Property',
      body: (
        <p>
          The content of this website, including text, itineraries, artwork, logos and design, belongs to{' '}
          {siteConfig.legalName} or is used with permission. You may print or save pages for planning your own trip,
          but you may not copy, republish or sell them without our written consent.
        </p>
      ),
    },
    {
      id: 'amendments',
      heading: 'Amendments',
      body: (
        <p>
          We may update these terms from time to time; the date at the top of this page shows the latest version. The
          terms in force on the day your booking is confirmed apply to that booking. These terms are governed by the
          laws of India, and the <strong>courts of Ghaziabad</strong>, Uttar Pradesh, have exclusive jurisdiction over
          any dispute.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      body: (
        <>
          <p>Questions about these terms or your booking? We are available 24x7.</p>
          <ul>
            <li>
              Phone: <PhoneLink />
            </li>
            <li>
              Email: <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>
            </li>
            <li>Office: {siteConfig.address}</li>
          </ul>
        </>
      ),
    },
  ];

  return (
    <LegalDocument
      title="Terms & Conditions"
      description="Booking terms of Safarnama Holidays: 100% upfront payment, cancellation slabs, free rescheduling, complaints within 7-14 business days and more."
      lastUpdated={daysFromToday(-1)}
      numbered
      intro={
        <p>
          These terms apply to every holiday booked with {brand}. Please read them, in particular the payment and
          cancellation sections, before you confirm a booking.
        </p>
      }
      sections={sections}
    />
  );
}
