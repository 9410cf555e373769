import type { ReactNode } from 'react';
import { ButtonLink } from '@safarnama/shared';
import { ContentPage } from '../common/content-page';
import { IconCard } from '../common/icon-card';
import type { IconName } from '../common/icons';
import page from '../common/page.module.css';
import styles from './about-page.module.css';

const VALUES: { title: string; icon: IconName; text: string }[] = [
  {
    title: 'Customer First',
    icon: 'heart',
    text: 'Every plan starts with what you want from the trip: the pace, the budget, the people travelling. We would rather talk you out of a hurried itinerary than sell you one.',
  },
  {
    title: 'Innovation',
    icon: 'bulb',
    text: 'We compare quotes from many agents in one place, keep itineraries and PDFs a click away, and put Luna, our travel assistant, on every page so answers never wait for office hours.',
  },
  {
    title: 'Integrity',
    icon: 'shield',
    text: 'Clear prices per person, inclusions and exclusions spelt out, cancellation terms you can read before you pay. No hidden charges, and no rescheduling fee.',
  },
];

const REASONS: { title: string; icon: IconName; text: string }[] = [
  {
    title: 'Global Reach',
    icon: 'globe',
    text: 'From Ladakh to the Andamans and from Rann of Kutch to Meghalaya, plus a growing list of trips abroad, planned by agents who know the ground.',
  },
  {
    title: 'Affordable Pricing',
    icon: 'rupee',
    text: 'Multiple quotes for the same plan mean honest, competitive prices in rupees, with packages for a long weekend as well as a once-in-a-lifetime honeymoon.',
  },
  {
    title: '24/7 Support',
    icon: 'headset',
    text: 'Call, email or chat at any hour. A delayed train in Jammu at 2 a.m. is exactly when you should be able to reach a person.',
  },
  {
    title: 'Customized Plans',
    icon: 'compass',
    text: 'Swap a hotel, add a day in Munnar, slow the pace for parents: every package is a starting point that your agent shapes around you.',
  },
];

/** A titled section of cards (its children) in a grid of `columns`; `id` names its heading. */
function CardSection({ id, title, columns, children }: { id: string; title: string; columns: string; children: ReactNode }) {
  return (
    <section className={page.section} aria-labelledby={id}>
      <h2 id={id} className={page.sectionTitle}>
        {title}
      </h2>
      <ul className={`${page.grid} ${columns}`}>{children}</ul>
    </section>
  );
}

const META = {
  title: 'About Us',
  description: 'Safarnama Holidays plans holidays across India with verified travel experts: our story, our mission, our values and why travellers choose us.',
};

export function AboutPage() {
  return (
    <ContentPage
      meta={META}
      title="About Safarnama Holidays"
      eyebrow="Our story"
      lead={
        <>
          Safarnama means “a travelogue” in Urdu and Hindi. We help travellers write theirs: holidays across India
          planned by experts who have been there, with quotes you can compare and support that never sleeps.
        </>
      }
    >
      <section className={`${page.section} ${styles.story}`} aria-labelledby="story-title">
        <div className={page.prose}>
          <h2 id="story-title" className={page.sectionTitle}>
            How we started
          </h2>
          <p>
            Safarnama Holidays began in 2019 in a small office in Noida, with a team of travel planners who were tired
            of watching friends overpay for packages they could not change. Booking a holiday in India meant phoning
            agent after agent, comparing quotes scribbled on paper, and hoping the hotel in the brochure was the hotel
            you got.
          </p>
          <p>
            We set out to do it differently. You tell us once where you want to go, when, and who is coming along.
            Verified agents who specialise in that region send you their best plans, and you compare, customise and
            choose. Since then we have helped families see the snow in Gulmarg for the first time, sent honeymooners
            to the houseboats of Alleppey, and taken pilgrims up to Kedarnath and back safely.
          </p>
        </div>
        <ul className={styles.facts} aria-label="Safarnama Holidays in numbers">
          <li>
            <strong>2019</strong>
            <span>founded in Noida</span>
          </li>
          <li>
            <strong>9</strong>
            <span>holiday themes, from wildlife to pilgrimages</span>
          </li>
          <li>
            <strong>24/7</strong>
            <span>support by phone, email and chat</span>
          </li>
        </ul>
      </section>

      <section className={page.section} aria-labelledby="mission-title">
        <div className={styles.mission}>
          <h2 id="mission-title" className={page.sectionTitle}>
            Our mission
          </h2>
          <p>
            To make planning a holiday in India as enjoyable as taking one: honest prices, itineraries built around
            you, and a real person to call whenever you need one.
          </p>
        </div>
      </section>

      <CardSection id="values-title" title="Our core values" columns={page.grid3}>
        {VALUES.map((value) => (
          <IconCard key={value.title} warm {...value} />
        ))}
      </CardSection>

      <CardSection id="reasons-title" title="Why travellers choose us" columns={page.grid4}>
        {REASONS.map((reason) => (
          <IconCard key={reason.title} {...reason} />
        ))}
      </CardSection>

      <section className={`${page.section} ${page.cta}`} aria-labelledby="cta-title">
        <div>
          <h2 id="cta-title">Ready for your next journey?</h2>
          <p>Browse holidays by destination or theme, then ask for a custom quote in two minutes.</p>
        </div>
        <ButtonLink to="/" size="lg" className={page.ctaButton}>
          Explore Packages
        </ButtonLink>
      </section>
    </ContentPage>
  );
}
