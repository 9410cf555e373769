import { ArtImage, Badge, Button, Card, cx, PriceTag, Ribbon, StarRating, usePageMeta, useSiteStore } from '@safarnama/shared';
import { ReadMoreText } from '../../components/read-more-text';
import { devDarshanDescription } from './data/dev-darshan-description';
import { devDarshanOffers, durationLabel, HOTEL_STARS, OFFER_DISCOUNT_PERCENT, type DevDarshanOffer } from './data/dev-darshan-offers';
import media from '../../components/media-card.module.css';
import banner from './darshan-banner.module.css';
import styles from './dev-darshan-details-page.module.css';

/** /details-dev-darshan: the demo listing of the five sample yatras, each bookable through the enquiry popup. */
export default function DevDarshanDetailsPage() {
  usePageMeta(
    'Dev Darshan Packages',
    'Five Dev Darshan yatras at 50% off, from ₹14,999 per person with 4-star hotels: Char Dham, Do Dham, Vaishno Devi, Kashi and Ganga darshan.',
  );
  return (
    <div className={styles.page}>
      <div className={banner.banner}>
        <ArtImage className={cx(banner.art, styles.art)} kind="banner" name="Char Dham" alt="The Char Dham shrines of the Garhwal Himalaya, illustrated" priority />
        <div className={banner.scrim} />
        <div className={cx(banner.text, styles.bannerText)}>
          <p className={styles.eyebrow}>Dev Darshan</p>
          <h1 className={styles.title}>Dev Darshan Packages</h1>
          <p className={styles.tagline}>Pilgrimage tours at {OFFER_DISCOUNT_PERCENT}% off, with {HOTEL_STARS}-star hotels throughout</p>
        </div>
      </div>
      <section className={styles.about} aria-label="About Dev Darshan">
        <ReadMoreText className={styles.description} text={devDarshanDescription} />
      </section>
      <section className={styles.packages} aria-labelledby="dev-darshan-packages">
        <h2 id="dev-darshan-packages" className={styles.heading}>
          {devDarshanOffers.length} yatras on offer
        </h2>
        <ul className={styles.list}>
          {devDarshanOffers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function OfferCard({ offer }: { offer: DevDarshanOffer }) {
  // The shell's enquiry popup (enquiry remote) listens to the shared store.
  const openEnquiry = useSiteStore((s) => s.openEnquiry);
  const originalPrice = Math.round(offer.price / (1 - OFFER_DISCOUNT_PERCENT / 100));
  return (
    <Card as="article" className={media.card} aria-labelledby={`dev-darshan-${offer.id}`}>
      <Ribbon side="left">{OFFER_DISCOUNT_PERCENT}% OFF</Ribbon>
      <ArtImage className={media.image} kind="destination" name={offer.artName} alt={`${offer.artName}, illustrated`} />
      <div className={cx(media.body, styles.body)}>
        <h3 id={`dev-darshan-${offer.id}`} className={media.title}>
          {offer.title}
        </h3>
        <p className={media.text}>{offer.route}</p>
        <div className={styles.facts}>
          <Badge tone="secondary">{durationLabel(offer.days)}</Badge>
          <span className={styles.hotel}>
            {/* the stars show the hotel class, the words say it: not a guest rating */}
            <span aria-hidden="true">
              <StarRating rating={HOTEL_STARS} />
            </span>
            {HOTEL_STARS}-Star Hotel
          </span>
        </div>
        <div className={cx(media.footer, styles.footer)}>
          <PriceTag price={offer.price} originalPrice={originalPrice} />
          <Button onClick={openEnquiry} aria-haspopup="dialog" aria-label={`Book Now: ${offer.title}`}>
            Book Now
          </Button>
        </div>
      </div>
    </Card>
  );
}
