import { ArtImage, ButtonLink, cx, formatInr, timings } from '@safarnama/shared';
import { Slideshow, type SlideshowNames } from '../../components/slideshow';
import { useRotation } from '../../hooks/use-rotation';
import { devDarshanOffers as offers, durationLabel, type DevDarshanOffer } from './data/dev-darshan-offers';
import banner from './darshan-banner.module.css';
import styles from './offer-banner.module.css';

export const DETAILS_PATH = '/details-dev-darshan';

const OFFER_NAMES: SlideshowNames<DevDarshanOffer> = {
  label: 'Dev Darshan offers',
  slideName: (offer) => offer.title,
  dotLabel: 'offer',
  controlsName: 'Dev Darshan offers',
};

/**
 * The landing's banner: the five offers, one at a time, advancing every 3 s
 * and back to the first after the last. It holds while the pointer or keyboard focus
 * is on it and on the pause button, and never moves by itself under reduced motion.
 * Every offer leads to /details-dev-darshan.
 */
export function OfferBanner() {
  const rotation = useRotation(offers.length, timings.devDarshanBanner);

  return (
    <Slideshow
      {...OFFER_NAMES}
      slides={offers}
      rotation={rotation}
      classNames={{ root: banner.banner, slides: styles.slides, slide: styles.slide, controls: styles.controls }}
      slideProps={() => ({ 'data-testid': 'darshan-offer' })}
    >
      {(offer, i) => (
        <>
          <ArtImage className={cx(banner.art, styles.art)} kind="banner" name={offer.artName} alt={`${offer.artName}, illustrated`} priority={i === 0} />
          <div className={banner.scrim} />
          <div className={cx(banner.text, styles.content)}>
            <p className={styles.eyebrow}>Dev Darshan offer</p>
            <h2 className={styles.heading}>{offer.title}</h2>
            <p className={styles.tagline}>{offer.tagline}</p>
            <p className={styles.price}>
              {durationLabel(offer.days)} · from <strong>{formatInr(offer.price)}</strong>
            </p>
            <ButtonLink to={DETAILS_PATH} size="lg" aria-label={`View packages for ${offer.title}`}>
              View packages
            </ButtonLink>
          </div>
        </>
      )}
    </Slideshow>
  );
}
